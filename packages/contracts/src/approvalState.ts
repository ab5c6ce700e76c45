import { APPROVAL_CANCEL_REASONS, APPROVAL_KINDS, APPROVAL_STATES, ATTESTANT_TYPES } from '@workwear/domain';
import { z } from 'zod';

/** An order's approval as the order and the approval calls show it (issue 28). */

/** A person named on an approval: the attestant, the buyer, the one who decided. */
export const approvalPersonSchema = z.object({
  customerId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
});

/** An order's approval state, on the order (null for an order that never needed one). */
export const orderApprovalSchema = z
  .object({
    kind: z.enum(APPROVAL_KINDS),
    status: z.enum(APPROVAL_STATES),
    cancelReason: z.enum(APPROVAL_CANCEL_REASONS).nullable(),
    attestantType: z.enum(ATTESTANT_TYPES),
    /** The named attestants (empty: the company's approvers decide). */
    attestants: z.array(approvalPersonSchema),
    /** What every decision must name: a stale version is 409. */
    version: z.number().int(),
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    expiresAt: z.string(),
    /** Whether the principal reading it may approve or deny it (never the buyer). */
    canDecide: z.boolean(),
    /** Whether the principal is the buyer, who may withdraw it to edit the cart. */
    isBuyer: z.boolean(),
  })
  .meta({ id: 'OrderApproval' });
export type OrderApprovalView = z.infer<typeof orderApprovalSchema>;
