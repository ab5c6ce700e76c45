import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();

/** The queries of a company's terms (companyTerms.ts), each with the shape of its rows. */
export const companyTermsQueries = {
  /** A company's primary list and every list it may buy from (the primary one included), with types. */
  priceLists: rowQuery(
    z.strictObject({
      primaryPriceListId: id.nullable(),
      id: id.nullable(),
      type: id.nullable(),
      marketName: z.string().nullable(),
    }),
    (companyId: number) => sql`
      SELECT c.primary_price_list_id AS "primaryPriceListId", l.id, l.type, l.market_name AS "marketName"
      FROM companies c
      LEFT JOIN price_lists l ON l.id = c.primary_price_list_id
        OR l.id IN (SELECT price_list_id FROM company_price_lists WHERE company_id = c.id)
      WHERE c.id = ${companyId}
      ORDER BY l.id`,
  ),
  /**
   * The stored settings of the company and of its ancestors (depth 0 is the company), for the
   * domain's inheritance: a child uses its parent's value of a key it does not store itself.
   */
  settingsChain: rowQuery(
    z.strictObject({ companyId: id, depth: id, key: z.string().nullable(), value: z.string().nullable() }),
    (companyId: number) => sql`
      WITH RECURSIVE chain(id, parent_id, depth) AS (
        SELECT id, parent_id, 0 FROM companies WHERE id = ${companyId}
        UNION ALL
        SELECT c.id, c.parent_id, chain.depth + 1 FROM companies c JOIN chain ON c.id = chain.parent_id
        WHERE chain.depth < 32
      )
      SELECT chain.id AS "companyId", chain.depth, s.key, s.value
      FROM chain LEFT JOIN company_settings s ON s.company_id = chain.id
      ORDER BY chain.depth, s.key`,
  ),
};

const q = companyTermsQueries;

/** A company's lists and its settings chain (itself first, then its ancestors); undefined: no such company. */
export async function loadCompanyTerms(handle: DatabaseHandle, companyId: number) {
  const [lists, settingRows] = await Promise.all([
    q.priceLists.run(handle, companyId),
    q.settingsChain.run(handle, companyId),
  ]);
  if (lists.length === 0) return undefined;
  const chain: { companyId: number; rows: { key: string; value: string }[] }[] = [];
  for (const row of settingRows) {
    let link = chain[row.depth];
    if (!link) {
      link = { companyId: row.companyId, rows: [] };
      chain[row.depth] = link;
    }
    if (row.key !== null && row.value !== null) link.rows.push({ key: row.key, value: row.value });
  }
  return {
    primaryPriceListId: lists[0]!.primaryPriceListId,
    priceLists: lists.flatMap((l) =>
      l.id === null || l.type === null || l.marketName === null
        ? []
        : [{ id: l.id, type: l.type, marketName: l.marketName }],
    ),
    settingsChain: chain,
  };
}
