import { openDatabase } from '@workwear/db';
import { sql } from 'drizzle-orm';
import type { Buyer } from './benchBuyers';

/** What the buyers' companies get while a benchmark runs: settings, each buyer's limit, the company's. */
export interface LimitSettings {
  /** Company settings besides UseAmountLimit (True), e.g. ForceApproval. */
  settings?: Record<string, string>;
  /** Each buyer's AmountLimit (info, a decimal in the market's currency). */
  buyerLimit?: string;
  /** The company's invoice_credit_stop_amount, minor units. */
  companyStop?: number;
}

/**
 * Turns amount limits on for the buyers' companies (by default a limit of 100,000.00 each and the
 * company's 10,000,000.00), with any other settings, and answers how to put them back as they were:
 * the benchmark database is shared with the other benchmarks, whose orders must not meet limits or
 * approvals they never set.
 */
export async function limitsOn(
  url: string,
  sellers: readonly Buyer[],
  { settings = {}, buyerLimit = '100000', companyStop = 1_000_000_000 }: LimitSettings = {},
): Promise<() => Promise<void>> {
  const handle = await openDatabase({ url });
  const companyIds = sellers.map((b) => b.companyId);
  const logins = sellers.map((b) => b.login);
  const all = { UseAmountLimit: 'True', ...settings };
  const keys = Object.keys(all);
  const [before] = await handle.rows<{ settings: unknown; stops: unknown; info: unknown }>(sql`
    SELECT
      (SELECT coalesce(json_agg(s), '[]') FROM company_settings s
        WHERE s.company_id = ANY(${sql.param(companyIds)}::int[]) AND s.key = ANY(${sql.param(keys)}::text[])) AS settings,
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'stop', c.invoice_credit_stop_amount)), '[]')
        FROM companies c WHERE c.id = ANY(${sql.param(companyIds)}::int[])) AS stops,
      (SELECT coalesce(json_agg(i), '[]') FROM customer_info i JOIN accounts a ON a.customer_id = i.customer_id
        WHERE a.login_name = ANY(${sql.param(logins)}::text[]) AND i.key = 'AmountLimit') AS info`);
  const saved = JSON.stringify(before);
  for (const [key, value] of Object.entries(all))
    await handle.db.execute(sql`
      INSERT INTO company_settings (company_id, key, value)
      SELECT unnest(${sql.param(companyIds)}::int[]), ${key}, ${value}
      ON CONFLICT (company_id, key) DO UPDATE SET value = ${value}`);
  await handle.db.execute(sql`
    UPDATE companies SET invoice_credit_stop_amount = ${companyStop} WHERE id = ANY(${sql.param(companyIds)}::int[])`);
  await handle.db.execute(sql`
    INSERT INTO customer_info (customer_id, key, value)
    SELECT customer_id, 'AmountLimit', ${buyerLimit} FROM accounts WHERE login_name = ANY(${sql.param(logins)}::text[])
    ON CONFLICT (customer_id, key) DO UPDATE SET value = ${buyerLimit}`);
  await handle.close();
  return async () => {
    const undo = await openDatabase({ url });
    await undo.db.execute(sql`
      DELETE FROM company_settings WHERE company_id = ANY(${sql.param(companyIds)}::int[]) AND key = ANY(${sql.param(keys)}::text[])`);
    await undo.db.execute(sql`
      DELETE FROM customer_info WHERE key = 'AmountLimit' AND customer_id IN (
        SELECT customer_id FROM accounts WHERE login_name = ANY(${sql.param(logins)}::text[]))`);
    await undo.db.execute(sql`
      INSERT INTO company_settings (company_id, key, value)
      SELECT (s->>'company_id')::int, s->>'key', s->>'value' FROM json_array_elements(${saved}::json->'settings') s`);
    await undo.db.execute(sql`
      INSERT INTO customer_info (customer_id, key, value)
      SELECT (i->>'customer_id')::int, i->>'key', i->>'value' FROM json_array_elements(${saved}::json->'info') i`);
    await undo.db.execute(sql`
      UPDATE companies c SET invoice_credit_stop_amount = (s->>'stop')::bigint
      FROM json_array_elements(${saved}::json->'stops') s WHERE c.id = (s->>'id')::int`);
    await undo.close();
  };
}
