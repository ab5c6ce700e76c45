import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';

/**
 * The attestant (an e-mail, as stored) of a project number under AttestantPerProject and
 * AttestantPerProjectNumber (docs/companies/approvals-and-limits.md): the company's own, else its
 * parent's; null when neither names one. Takes the caller's handle (a transaction's inside one).
 */
export async function projectAttestantOf(
  handle: DatabaseHandle,
  companyId: number,
  projectNumber: string,
): Promise<string | null> {
  const number = projectNumber.trim();
  if (number === '') return null;
  const [row] = await handle.rows<{ email: string }>(sql`
    SELECT a.attestant_email AS email
    FROM companies c
    JOIN company_project_attestants a
      ON a.project_number = ${number} AND (a.company_id = c.id OR a.company_id = c.parent_id)
    WHERE c.id = ${companyId}
    ORDER BY (a.company_id = c.id) DESC
    LIMIT 1`);
  return row?.email ?? null;
}
