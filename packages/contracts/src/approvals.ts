import {
  AMOUNT_LIMIT_PERIODS,
  APPROVAL_CANCEL_REASONS,
  APPROVAL_KINDS,
  approvalMessageSchema,
  denyMessageSchema,
  MAX_AMOUNT_LIMIT_MINOR,
} from '@workwear/domain';
import { z } from 'zod';
import { approvalPersonSchema, orderApprovalSchema } from './approvalState';
import { cartIdSchema } from './cart';
import { marketQuerySchema, pageOfSchema, wholeNumberText } from './common';
import { recordIdSchema } from './company';
import { orderAddressSchema, orderDeliveryMethodSchema, orderIdSchema } from './order';
import { emailText, safeText } from './safeText';

export { approvalPersonSchema, type OrderApprovalView, orderApprovalSchema } from './approvalState';

/**
 * Approvals, amount limits and company teams (issue 28; docs/companies/approvals-and-limits.md).
 * Amounts are integer minor units of the company market's currency, ex VAT with delivery. Points are
 * hundredths of a point (an integer, as minor units are), shown with two decimals.
 */

const amount = z.number().int();

export const APPROVAL_STEPS = ['Requested', 'Approved', 'Denied', 'Cancelled', 'Reminded'] as const;

/** One line of an order's approval log. */
export const approvalDecisionSchema = z
  .object({
    step: z.enum(APPROVAL_STEPS),
    actor: approvalPersonSchema.nullable(),
    reason: z.enum(APPROVAL_CANCEL_REASONS).nullable(),
    message: z.string(),
    approvalVersion: z.number().int(),
    at: z.string(),
  })
  .meta({ id: 'ApprovalDecision' });
export const approvalDecisionsSchema = z.array(approvalDecisionSchema).meta({ id: 'ApprovalDecisions' });

const versionField = z.number().int().min(1).describe('The approval version the decision was made on');

/** POST orders/{id}/confirm: approve. */
export const approveBodySchema = z.strictObject({
  version: versionField,
  message: approvalMessageSchema.optional(),
});

/** POST orders/{id}/deny: an approver's no, with the message the buyer reads (required). */
export const denyBodySchema = z.strictObject({ version: versionField, message: denyMessageSchema });

/** POST orders/{id}/withdraw: the buyer takes the order back to edit the cart. */
export const withdrawBodySchema = z.strictObject({
  version: versionField,
  message: approvalMessageSchema.optional(),
});

/** What a decision answers: the order's approval as it now stands, and the order it made, if any. */
export const approvalOutcomeSchema = z
  .object({
    orderId: orderIdSchema,
    approval: orderApprovalSchema,
    /** For a withdrawal: the cart given back to the buyer. */
    cartId: cartIdSchema.nullable(),
  })
  .meta({ id: 'ApprovalOutcome' });

/** A stale or finished approval: 409 with the current state. */
export const approvalConflictSchema = z
  .object({
    code: z.literal('conflict'),
    message: z.string(),
    approval: orderApprovalSchema,
  })
  .meta({ id: 'ApprovalConflict' });

const dateText = z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' });
const minorText = wholeNumberText(z.number().int().min(0).max(MAX_AMOUNT_LIMIT_MINOR));

/** GET pendingorder and amountlimit/pendingorder: filters and a page. */
/** A date range's end may not come before its start: 400 naming `to`, the same rule the forms show. */
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.to >= q.from;
const rangeIssue = { path: ['to'], error: 'Must not be before the from date' };

/** GET approvals/decisions: the export's date range. */
export const decisionsExportQuerySchema = marketQuerySchema
  .extend({ from: dateText.optional(), to: dateText.optional() })
  .refine(rangeInOrder, rangeIssue);

export const pendingOrdersQuerySchema = marketQuerySchema
  .extend({
    /** Part of a buyer's name or e-mail. */
    buyer: safeText().trim().max(100).optional(),
    from: dateText.optional(),
    to: dateText.optional(),
    minAmount: minorText.optional(),
    maxAmount: minorText.optional(),
    /** Waiting (default) or every state, for the history of decisions. */
    status: z.enum(['Waiting', 'All']).default('Waiting'),
    page: wholeNumberText(z.number().int().min(1)).default(1),
    pageSize: wholeNumberText(z.number().int().min(1).max(100)).default(20),
  })
  .refine(rangeInOrder, rangeIssue)
  .refine((q) => q.minAmount === undefined || q.maxAmount === undefined || q.maxAmount >= q.minAmount, {
    path: ['maxAmount'],
    error: 'Must not be below minAmount',
  });

export const pendingOrderSchema = z
  .object({
    orderId: orderIdSchema,
    orderNo: z.number().int(),
    companyName: z.string(),
    buyer: approvalPersonSchema,
    created: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    amount,
    /** The amount in points when the company shows points, else null. */
    points: amount.nullable(),
    lineCount: z.number().int(),
    projectNumber: z.string().nullable(),
    approval: orderApprovalSchema,
  })
  .meta({ id: 'PendingOrder' });
export const pendingOrdersSchema = pageOfSchema(pendingOrderSchema).meta({ id: 'PendingOrders' });

/** POST amountlimit/cart: the cart's total grouped by customer (spec §7; the storefront debounces 400 ms). */
export const groupedCartTotalBodySchema = z.strictObject({
  cartId: cartIdSchema,
  deliveryAddress: orderAddressSchema
    .pick({ addressLine1: true, zipCode: true, city: true, region: true, countryId: true })
    .partial()
    .optional(),
  deliveryMethod: orderDeliveryMethodSchema.optional(),
});

const limitFigures = z.object({
  /** null: no limit. */
  limit: amount.nullable(),
  /** Held and spent in the period before this cart. */
  used: amount,
  thisCart: amount,
  /** limit − used − thisCart; null without a limit. */
  remaining: amount.nullable(),
  over: z.boolean(),
});

export const customerCartShareSchema = limitFigures.extend({
  customerId: z.number().int(),
  name: z.string(),
  /** The same figures in points (hundredths) when the company shows points. */
  points: limitFigures.omit({ over: true }).nullable(),
  /** Who decides when this share is over the limit; null: an order over it is refused (code 5). */
  attestant: approvalPersonSchema.nullable(),
  /** The cart's row ids that are this customer's. */
  rowIds: z.array(z.number().int()),
});

export const groupedCartTotalSchema = z
  .object({
    currency: z.string(),
    period: z.enum(AMOUNT_LIMIT_PERIODS),
    /** How the limit fields show to this principal (spec §6). */
    visibility: z.enum(['hidden', 'shown', 'disabled']),
    customers: z.array(customerCartShareSchema),
    /** The company's own limit (code 4), when it has one. */
    company: limitFigures.nullable(),
    /** Whether sending this cart now would wait for approval, and whose. */
    approval: z.object({
      needed: z.boolean(),
      kind: z.enum(APPROVAL_KINDS).nullable(),
      attestants: z.array(approvalPersonSchema),
      /** Set when the send would be refused instead (4, 5, 23, 25). */
      refusalCode: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'GroupedCartTotal' });
export type GroupedCartTotal = z.infer<typeof groupedCartTotalSchema>;

/** GET customer/amountlimits?companyId: the company's people and their limits, as team rules allow. */
export const amountLimitsQuerySchema = z.object({ companyId: recordIdSchema });

export const customerAmountLimitSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.number().int(),
  limit: amount.nullable(),
  /** The company's default applies when the customer has none of their own. */
  usesDefault: z.boolean(),
  attestantEmail: z.string().nullable(),
  used: amount,
  version: z.number().int(),
});

export const amountLimitsSchema = z
  .object({
    companyId: z.number().int(),
    currency: z.string(),
    period: z.enum(AMOUNT_LIMIT_PERIODS),
    defaultAmount: amount,
    visibility: z.enum(['hidden', 'shown', 'disabled']),
    /** Whether this principal may change limits (spec §6 bulk update, and not disabled). */
    canEdit: z.boolean(),
    showPoints: z.boolean(),
    pricePointsFactor: z.number(),
    customers: z.array(customerAmountLimitSchema),
  })
  .meta({ id: 'AmountLimits' });

/** One customer's new limit: minor units (0 to 12 digits of major units), or null for the company default. */
export const amountLimitChangeSchema = z.strictObject({
  customerId: z.number().int().positive(),
  amountLimit: z
    .number({ error: 'Expected an amount in minor units' })
    .int({ error: 'Expected whole minor units (no fractions)' })
    .min(0, { error: 'A limit cannot be negative' })
    .max(MAX_AMOUNT_LIMIT_MINOR, { error: 'At most 12 digits before the decimals' })
    .nullable(),
  amountLimitAttestant: emailText().nullable().optional(),
});

/** PUT customer/amountlimits: bulk update; all or nothing. */
export const amountLimitsBulkBodySchema = z.strictObject({
  companyId: z.number().int().positive(),
  limits: z.array(amountLimitChangeSchema).min(1).max(500),
});
