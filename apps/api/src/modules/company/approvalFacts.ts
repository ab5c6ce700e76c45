import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { findAncestry, findDescendants } from './repository';

/**
 * What the order's approvals ask of a company (docs/companies/approvals-and-limits.md), in the
 * caller's transaction: who approves a project number's orders, and the companies above a company
 * (whose customers may decide its orders).
 */
export const approvalFactsQueries = {
  /** The attestant of a project number: the company's own row, else the nearest ancestor's. */
  projectAttestant: rowQuery(
    z.strictObject({ email: z.string() }),
    (companyId: number, projectNumber: string) => sql`
      WITH RECURSIVE chain(id, parent_id, depth) AS (
        SELECT id, parent_id, 0 FROM companies WHERE id = ${companyId}
        UNION ALL
        SELECT c.id, c.parent_id, chain.depth + 1 FROM companies c JOIN chain ON c.id = chain.parent_id
        WHERE chain.depth < 16
      )
      SELECT a.attestant_email AS email FROM chain
      JOIN company_project_attestants a ON a.company_id = chain.id AND a.project_number = ${projectNumber}
      ORDER BY chain.depth LIMIT 1`,
  ),
};

/** The project number's attestant e-mail (a child company without its own row uses its parent's); null when none. */
export async function projectAttestantOf(
  handle: DatabaseHandle,
  companyId: number,
  projectNumber: string,
): Promise<string | null> {
  if (projectNumber.trim() === '') return null;
  const [row] = await approvalFactsQueries.projectAttestant.run(handle, companyId, projectNumber.trim());
  return row?.email ?? null;
}

/** The company and the companies above it, nearest first (empty when the company is gone). */
export async function companyChainOf(handle: DatabaseHandle, companyId: number): Promise<number[]> {
  const found = await findAncestry(handle, companyId);
  return found ? [found.id, ...found.ancestorIds] : [];
}

/** The company and every company below it: whose orders an approver of the company sees. */
export async function companyTreeBelow(handle: DatabaseHandle, companyId: number): Promise<number[]> {
  return [companyId, ...(await findDescendants(handle, companyId)).map((c) => c.id)];
}
