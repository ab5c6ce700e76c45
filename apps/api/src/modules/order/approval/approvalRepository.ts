import type { DatabaseHandle } from '@workwear/db';
import {
  APPROVAL_CANCEL_REASONS,
  APPROVAL_KINDS,
  APPROVAL_STATES,
  type ApprovalCancelReason,
  type ApprovalKind,
  type ApprovalState,
  ATTESTANT_TYPES,
  type AttestantType,
} from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../../lib/rowQuery';

const id = z.number().int();
const isoOf = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** An order's approval row (order_approvals), as every reader takes it. */
const approvalRow = z.strictObject({
  orderId: z.string(),
  companyId: id,
  buyerCustomerId: id.nullable(),
  kind: z.enum(APPROVAL_KINDS),
  attestantType: z.enum(ATTESTANT_TYPES),
  attestantEmails: z.array(z.string()),
  status: z.enum(APPROVAL_STATES),
  cancelReason: z.enum(APPROVAL_CANCEL_REASONS).nullable(),
  snapshotHash: z.string(),
  amount: id,
  version: id,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type ApprovalRecord = z.infer<typeof approvalRow>;

const APPROVAL_COLUMNS = sql`a.order_id::text AS "orderId", a.company_id AS "companyId",
  a.buyer_customer_id AS "buyerCustomerId", a.kind, a.attestant_type AS "attestantType",
  a.attestant_emails AS "attestantEmails", a.status, a.cancel_reason AS "cancelReason",
  a.snapshot_hash AS "snapshotHash", a.amount::float8 AS amount, a.version,
  ${isoOf('a.created_at')} AS "requestedAt", ${isoOf('a.decided_at')} AS "decidedAt",
  ${isoOf('a.reminded_at')} AS "remindedAt", ${isoOf('a.expires_at')} AS "expiresAt"`;

const decisionRow = z.strictObject({
  step: z.enum(['Requested', 'Approved', 'Denied', 'Cancelled', 'Reminded']),
  actorCustomerId: id.nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  reason: z.enum(APPROVAL_CANCEL_REASONS).nullable(),
  message: z.string(),
  approvalVersion: id,
  at: z.string(),
});
export type DecisionRecord = z.infer<typeof decisionRow>;

/** What a pending list filters by (docs/companies/approvals-and-limits.md; the call's query). */
export interface PendingFilter {
  kind: ApprovalKind;
  companyIds: readonly number[];
  /** Only requests naming this e-mail as attestant; null: every request of the companies. */
  attestantEmail: string | null;
  buyer: string | undefined;
  from: string | undefined;
  to: string | undefined;
  minAmount: number | undefined;
  maxAmount: number | undefined;
  status: 'Waiting' | 'All';
  timeZone: string;
  page: number;
  pageSize: number;
}

const pendingRow = approvalRow.extend({
  orderNo: id,
  companyName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  created: z.string(),
  market: z.string(),
  currency: z.string(),
  lineCount: id,
  projectNumber: z.string().nullable(),
  total: id,
});
export type PendingRecord = z.infer<typeof pendingRow>;

function pendingWhere(f: PendingFilter): SQL {
  const parts: SQL[] = [
    sql`a.kind = ${f.kind}`,
    sql`a.company_id = ANY(${sql.param([...f.companyIds])}::int[])`,
  ];
  if (f.attestantEmail !== null) parts.push(sql`${f.attestantEmail} = ANY(a.attestant_emails)`);
  if (f.status === 'Waiting') parts.push(sql`a.status = 'Waiting'`);
  if (f.buyer) {
    const like = `%${f.buyer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(o.buyer->>'email' ILIKE ${like}
      OR concat_ws(' ', o.buyer->>'firstName', o.buyer->>'lastName') ILIKE ${like})`);
  }
  if (f.from) parts.push(sql`(a.created_at AT TIME ZONE ${f.timeZone})::date >= ${f.from}::date`);
  if (f.to) parts.push(sql`(a.created_at AT TIME ZONE ${f.timeZone})::date <= ${f.to}::date`);
  if (f.minAmount !== undefined) parts.push(sql`a.amount >= ${f.minAmount}`);
  if (f.maxAmount !== undefined) parts.push(sql`a.amount <= ${f.maxAmount}`);
  return sql.join(parts, sql` AND `);
}

const exportRow = decisionRow.extend({
  orderNo: id,
  buyerEmail: z.string(),
  amount: id,
  currency: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  attestantEmails: z.array(z.string()),
});
export type DecisionExportRecord = z.infer<typeof exportRow>;

/** Every raw query of approvals, each with the shape of its rows (approvalRowShapes.int.test.ts checks them). */
export const approvalQueries = {
  byOrder: rowQuery(
    approvalRow,
    (orderId: string) =>
      sql`SELECT ${APPROVAL_COLUMNS} FROM order_approvals a WHERE a.order_id = ${orderId}::uuid`,
  ),
  /** The approval locked for a decision: every approve, deny, withdraw and re-send waits here in turn. */
  locked: rowQuery(
    approvalRow,
    (orderId: string) =>
      sql`SELECT ${APPROVAL_COLUMNS} FROM order_approvals a WHERE a.order_id = ${orderId}::uuid FOR UPDATE`,
  ),
  log: rowQuery(
    decisionRow,
    (orderId: string) => sql`
      SELECT d.step, d.actor_customer_id AS "actorCustomerId", d.actor_name AS "actorName",
        d.actor_email AS "actorEmail", d.reason, d.message, d.approval_version AS "approvalVersion",
        ${isoOf('d.at')} AS at
      FROM order_approval_decisions d WHERE d.order_id = ${orderId}::uuid ORDER BY d.at, d.id`,
  ),
  // The page's candidates are found and counted on the approvals alone (the orders joined only when
  // the buyer filter needs them): the newest offset + pageSize by request time, with ties, so the
  // order-number tie-break below sees every row it could pick. Joining and sorting every match with
  // its order cost a company with 1,000 waiting orders 13 ms a page (issue 28's benchmark).
  pending: rowQuery(
    pendingRow,
    (f: PendingFilter) => sql`
      WITH matched AS (
        SELECT a.order_id, a.created_at FROM order_approvals a
        ${f.buyer ? sql`JOIN orders o ON o.id = a.order_id` : sql``}
        WHERE ${pendingWhere(f)}
      ), candidates AS (
        SELECT order_id FROM matched ORDER BY created_at DESC
        FETCH FIRST ${f.page * f.pageSize} ROWS WITH TIES
      )
      SELECT ${APPROVAL_COLUMNS}, o.order_no::float8 AS "orderNo",
        coalesce(o.delivery_address->>'companyName', '') AS "companyName",
        trim(concat_ws(' ', o.buyer->>'firstName', o.buyer->>'lastName')) AS "buyerName",
        o.buyer->>'email' AS "buyerEmail", ${isoOf('o.created_at')} AS created, o.market, o.currency,
        (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS "lineCount",
        nullif(o.metadata->>'SalesRef', '') AS "projectNumber", (SELECT count(*) FROM matched)::int AS total
      FROM candidates c JOIN order_approvals a ON a.order_id = c.order_id JOIN orders o ON o.id = a.order_id
      ORDER BY a.created_at DESC, o.order_no DESC
      LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
  ),
  /** Waiting approvals to remind or expire, in order id order from after the given id (the sweep's pages). */
  waiting: rowQuery(
    approvalRow,
    (limit: number, afterOrderId: string) => sql`
      SELECT ${APPROVAL_COLUMNS} FROM order_approvals a
      WHERE a.status = 'Waiting' AND a.order_id::text > ${afterOrderId}
      ORDER BY a.order_id LIMIT ${limit}`,
  ),
  exported: rowQuery(
    exportRow,
    (companyIds: readonly number[], from: string | null, to: string | null, timeZone: string) => sql`
      SELECT d.step, d.actor_customer_id AS "actorCustomerId", d.actor_name AS "actorName",
        d.actor_email AS "actorEmail", d.reason, d.message, d.approval_version AS "approvalVersion",
        ${isoOf('d.at')} AS at, o.order_no::float8 AS "orderNo", o.buyer->>'email' AS "buyerEmail",
        a.amount::float8 AS amount, o.currency, a.kind, a.attestant_emails AS "attestantEmails"
      FROM order_approval_decisions d
      JOIN order_approvals a ON a.order_id = d.order_id
      JOIN orders o ON o.id = d.order_id
      WHERE a.company_id = ANY(${sql.param([...companyIds])}::int[])
        AND (${from}::date IS NULL OR (d.at AT TIME ZONE ${timeZone})::date >= ${from}::date)
        AND (${to}::date IS NULL OR (d.at AT TIME ZONE ${timeZone})::date <= ${to}::date)
      ORDER BY d.at, d.id`,
  ),
};

/** A new approval row: the request at version 1. */
export interface NewApproval {
  orderId: string;
  companyId: number;
  buyerCustomerId: number | null;
  kind: ApprovalKind;
  attestantType: AttestantType;
  attestantEmails: readonly string[];
  snapshotHash: string;
  amount: number;
  expiryDays: number;
}

export interface NewDecision {
  orderId: string;
  actor: { customerId: number | null; name: string; email: string } | null;
  step: DecisionRecord['step'];
  reason?: ApprovalCancelReason | null;
  message?: string;
  approvalVersion: number;
}

/** SQL of approvals and their log: reads through the declared row queries, writes as plain statements. */
export const approvalRepository = {
  async byOrder(handle: DatabaseHandle, orderId: string) {
    return (await approvalQueries.byOrder.run(handle, orderId))[0];
  },
  async lock(handle: DatabaseHandle, orderId: string) {
    return (await approvalQueries.locked.run(handle, orderId))[0];
  },
  log: (handle: DatabaseHandle, orderId: string) => approvalQueries.log.run(handle, orderId),
  async pending(handle: DatabaseHandle, filter: PendingFilter) {
    if (filter.companyIds.length === 0) return { rows: [], total: 0 };
    const rows = await approvalQueries.pending.run(handle, filter);
    return { rows, total: rows[0]?.total ?? 0 };
  },
  waiting: (handle: DatabaseHandle, limit: number, afterOrderId: string) =>
    approvalQueries.waiting.run(handle, limit, afterOrderId),
  exported: (
    handle: DatabaseHandle,
    companyIds: readonly number[],
    range: { from: string | null; to: string | null; timeZone: string },
  ) => approvalQueries.exported.run(handle, companyIds, range.from, range.to, range.timeZone),
  async insert(handle: DatabaseHandle, a: NewApproval) {
    await handle.db.execute(sql`
      INSERT INTO order_approvals (order_id, company_id, buyer_customer_id, kind, attestant_type,
        attestant_emails, snapshot_hash, amount, expires_at)
      VALUES (${a.orderId}::uuid, ${a.companyId}, ${a.buyerCustomerId}, ${a.kind}, ${a.attestantType},
        ${sql.param(a.attestantEmails.map((e) => e.toLowerCase()))}::text[], ${a.snapshotHash}, ${a.amount},
        now() + make_interval(days => ${a.expiryDays}))`);
  },
  /** Leaves Waiting: the new state, one version step, the decision's time. Answers the new version. */
  async finish(
    handle: DatabaseHandle,
    orderId: string,
    status: ApprovalState,
    reason: ApprovalCancelReason | null,
  ) {
    const rows = await handle.rows<{ version: number }>(sql`
      UPDATE order_approvals SET status = ${status}, cancel_reason = ${reason}, version = version + 1,
        decided_at = now()
      WHERE order_id = ${orderId}::uuid AND status = 'Waiting' RETURNING version`);
    const version = rows[0]?.version;
    if (version === undefined) throw new Error(`approval of ${orderId} was not waiting under its lock`);
    return Number(version);
  },
  /** The reminder's time: the sweep's `now`, from which the next reminder counts. */
  async markReminded(handle: DatabaseHandle, orderId: string, at: Date) {
    await handle.db.execute(
      sql`UPDATE order_approvals SET reminded_at = ${at.toISOString()}::timestamptz WHERE order_id = ${orderId}::uuid`,
    );
  },
  async insertDecision(handle: DatabaseHandle, d: NewDecision) {
    await handle.db.execute(sql`
      INSERT INTO order_approval_decisions (order_id, actor_customer_id, actor_name, actor_email, step,
        reason, message, approval_version)
      VALUES (${d.orderId}::uuid, ${d.actor?.customerId ?? null}, ${d.actor?.name ?? ''},
        ${d.actor?.email ?? ''}, ${d.step}, ${d.reason ?? null}, ${d.message ?? ''}, ${d.approvalVersion})`);
  },
};
