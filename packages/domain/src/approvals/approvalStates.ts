import { z } from 'zod';

/** An approval's state (order_approvals.status). Waiting is the only one a decision may leave. */
export const APPROVAL_STATES = ['Waiting', 'Approved', 'Denied', 'Cancelled'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Why a waiting order was cancelled without a decision. */
export const APPROVAL_CANCEL_REASONS = ['Edited', 'DeliveryChanged', 'PricesChanged', 'Expired'] as const;
export type ApprovalCancelReason = (typeof APPROVAL_CANCEL_REASONS)[number];

/** Which gate the order waits at: forced approval (company/pending-orders) or an amount limit (amountlimit/approve). */
export const APPROVAL_KINDS = ['Approval', 'AmountLimit'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const ATTESTANT_TYPES = ['Company', 'CompanyTeam', 'Customer'] as const;
export type AttestantType = (typeof ATTESTANT_TYPES)[number];

/** The decision message: required to deny, optional to approve. */
export const APPROVAL_MESSAGE_MAX = 500;
export const approvalMessageSchema = z
  .string()
  .trim()
  .max(APPROVAL_MESSAGE_MAX, { error: `At most ${APPROVAL_MESSAGE_MAX} characters` });
export const denyMessageSchema = approvalMessageSchema.min(1, { error: 'Value is required' });

/** Company setting defaults of ours (docs/companies/approvals-and-limits.md). */
export const DEFAULT_APPROVAL_REMINDER_DAYS = 2;
export const DEFAULT_APPROVAL_EXPIRY_DAYS = 14;
