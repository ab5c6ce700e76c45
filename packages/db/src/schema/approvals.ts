import { APPROVAL_CANCEL_REASONS, APPROVAL_KINDS, APPROVAL_STATES, ATTESTANT_TYPES } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { versionColumn } from './common';
import { companies } from './companies';
import { customers } from './customers';
import { orders } from './orders';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The approval state of an order that had to wait for one (docs/companies/approvals-and-limits.md).
 * The order's own lines, prices and delivery are the snapshot; snapshot_hash is their SHA-256 in a
 * canonical form, compared when the cart is priced again at approval. version is the one atomic check
 * every decision (approve, deny, withdraw, re-send) makes. attestant_emails are lower case; empty for a
 * company-type request that the company's approvers decide.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerCustomerId: integer('buyer_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
    attestantType: text('attestant_type', { enum: ATTESTANT_TYPES }).notNull(),
    attestantEmails: text('attestant_emails').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: APPROVAL_STATES }).notNull().default('Waiting'),
    cancelReason: text('cancel_reason', { enum: APPROVAL_CANCEL_REASONS }),
    snapshotHash: text('snapshot_hash').notNull(),
    /** The order's total ex VAT with delivery, in minor units: what the list filters by amount. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    version: versionColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The pending lists: a company's waiting orders, newest first.
    index('order_approvals_company_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    // A named attestant's list ("= ANY(attestant_emails)").
    index('order_approvals_attestants_idx').using('gin', t.attestantEmails),
    index('order_approvals_buyer_idx').on(t.buyerCustomerId).where(sql`${t.buyerCustomerId} is not null`),
    // The reminder and expiry sweep reads only waiting orders.
    index('order_approvals_waiting_idx').on(t.createdAt).where(sql`${t.status} = 'Waiting'`),
    check('order_approvals_kind_check', sql`${t.kind} IN (${listOf(APPROVAL_KINDS)})`),
    check('order_approvals_attestant_type_check', sql`${t.attestantType} IN (${listOf(ATTESTANT_TYPES)})`),
    check('order_approvals_status_check', sql`${t.status} IN (${listOf(APPROVAL_STATES)})`),
    check(
      'order_approvals_cancel_reason_check',
      sql`${t.cancelReason} IS NULL OR ${t.cancelReason} IN (${listOf(APPROVAL_CANCEL_REASONS)})`,
    ),
    check('order_approvals_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Every step of an approval, written in the step's transaction: the request, each decision (who, when,
 * with what message, at which version), reminders and cancellations. Never updated; actor_name and
 * actor_email are kept as they were, so the log reads the same after a person is deleted.
 */
export const orderApprovalDecisions = pgTable(
  'order_approval_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorCustomerId: integer('actor_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    actorEmail: text('actor_email').notNull().default(''),
    /** Requested, Approved, Denied, Cancelled, Reminded. */
    step: text('step').notNull(),
    reason: text('reason'),
    message: text('message').notNull().default(''),
    approvalVersion: integer('approval_version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_approval_decisions_order_idx').on(t.orderId, t.at),
    index('order_approval_decisions_actor_idx')
      .on(t.actorCustomerId)
      .where(sql`${t.actorCustomerId} is not null`),
    check(
      'order_approval_decisions_step_check',
      sql`${t.step} IN ('Requested', 'Approved', 'Denied', 'Cancelled', 'Reminded')`,
    ),
  ],
);

/**
 * What a customer and a company have spent against their amount limits, per period
 * (docs/companies/approvals-and-limits.md). One row per order, subject and kind: a hold while the
 * order waits for approval, a spend once it is an order, a release when either is given back. Unique
 * on (order, subject, kind), so a step written twice is a no-op. A period's use is hold + spend −
 * release over its rows.
 */
export const spendLedger = pgTable(
  'spend_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['customer', 'company'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    kind: text('kind', { enum: ['hold', 'spend', 'release'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('spend_ledger_step_key').on(t.orderId, t.subject, t.subjectId, t.kind),
    index('spend_ledger_subject_period_idx').on(t.subject, t.subjectId, t.periodKey),
    // Deleting a company cascades through these instead of a scan.
    index('spend_ledger_company_idx').on(t.companyId),
    check('spend_ledger_subject_check', sql`${t.subject} IN ('customer', 'company')`),
    check('spend_ledger_kind_check', sql`${t.kind} IN ('hold', 'spend', 'release')`),
    check('spend_ledger_amount_check', sql`${t.amount} >= 0`),
  ],
);
