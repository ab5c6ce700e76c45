import type { DatabaseHandle, TransactionHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';

/**
 * The spend ledger (docs/companies/approvals-and-limits.md, "The spend ledger"): one row per order,
 * subject and kind; a hold while the order waits for approval, a spend once it is an order, a release
 * when either is given back. Every write is in the order's own transaction and idempotent (the unique
 * key spend_ledger_step_key), so a step written twice is a no-op.
 */

export type SpendKind = 'hold' | 'spend';
export type SpendSubject = 'customer' | 'company';

/** What an order spends: each customer's share and the company's whole, in one period and currency. */
export interface SpendRecord {
  readonly orderId: string;
  readonly companyId: number;
  readonly currency: string;
  readonly periodKey: string;
  readonly customers: readonly { readonly customerId: number; readonly amount: number }[];
  readonly companyAmount: number;
}

export async function recordSpend(
  tx: TransactionHandle,
  record: SpendRecord,
  kind: SpendKind,
): Promise<void> {
  const rows: [SpendSubject, number, number][] = [
    ['company', record.companyId, record.companyAmount],
    ...record.customers.map((c): [SpendSubject, number, number] => ['customer', c.customerId, c.amount]),
  ];
  const values = sql.join(
    rows.map(
      ([subject, subjectId, amount]) =>
        sql`(${record.orderId}::uuid, ${subject}, ${subjectId}, ${record.companyId}, ${record.periodKey}, ${kind}, ${amount}, ${record.currency})`,
    ),
    sql`, `,
  );
  await tx.db.execute(sql`
    INSERT INTO spend_ledger (order_id, subject, subject_id, company_id, period_key, kind, amount, currency)
    VALUES ${values}
    ON CONFLICT ON CONSTRAINT spend_ledger_step_key DO NOTHING`);
}

/**
 * An approved order's holds become spends. A subject that somehow has both keeps the spend alone, so
 * the order never counts twice; run twice, the second finds no holds.
 */
export async function settleHolds(tx: TransactionHandle, orderId: string): Promise<void> {
  await tx.db.execute(sql`
    UPDATE spend_ledger l SET kind = 'spend'
    WHERE l.order_id = ${orderId}::uuid AND l.kind = 'hold' AND NOT EXISTS (
      SELECT 1 FROM spend_ledger s
      WHERE s.order_id = l.order_id AND s.subject = l.subject AND s.subject_id = l.subject_id AND s.kind = 'spend')`);
  await tx.db.execute(sql`DELETE FROM spend_ledger WHERE order_id = ${orderId}::uuid AND kind = 'hold'`);
}

/**
 * Gives back what the order holds or spends: a release row per subject for its hold and spend, in
 * the period they were counted in (room comes back where it was taken). Once per subject.
 */
export async function releaseSpend(tx: TransactionHandle, orderId: string): Promise<void> {
  await tx.db.execute(sql`
    INSERT INTO spend_ledger (order_id, subject, subject_id, company_id, period_key, kind, amount, currency)
    SELECT order_id, subject, subject_id, company_id, period_key, 'release', sum(amount), currency
    FROM spend_ledger WHERE order_id = ${orderId}::uuid AND kind IN ('hold', 'spend')
    GROUP BY order_id, subject, subject_id, company_id, period_key, currency
    ON CONFLICT ON CONSTRAINT spend_ledger_step_key DO NOTHING`);
}

/** What each subject has used in the period (hold + spend − release), by id; 0 for one with no rows. */
export async function periodUse(
  handle: DatabaseHandle,
  subject: SpendSubject,
  subjectIds: readonly number[],
  periodKey: string,
): Promise<Map<number, number>> {
  const used = new Map<number, number>(subjectIds.map((id) => [id, 0]));
  if (subjectIds.length === 0) return used;
  const rows = await handle.rows<{ subjectId: number; used: number }>(sql`
    SELECT subject_id AS "subjectId",
      sum(CASE WHEN kind = 'release' THEN -amount ELSE amount END)::float8 AS used
    FROM spend_ledger
    WHERE subject = ${subject} AND subject_id = ANY(${sql.param([...subjectIds])}::int[]) AND period_key = ${periodKey}
    GROUP BY subject_id`);
  for (const r of rows) used.set(Number(r.subjectId), Number(r.used));
  return used;
}
