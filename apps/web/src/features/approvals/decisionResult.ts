import {
  approvalConflictSchema,
  type approvalDecisionSchema,
  type OrderApprovalView,
} from '@workwear/contracts';
import { APPROVAL_MESSAGE_MAX } from '@workwear/domain';
import type { z } from 'zod';

/** What the storefront does with an approve, deny or withdraw (actions.ts), as the form shows it. */
export type DecisionKind = 'approve' | 'deny' | 'withdraw';

export type DecisionResult =
  | {
      readonly ok: true;
      readonly kind: DecisionKind;
      readonly approval: OrderApprovalView;
      readonly cartId: string | null;
    }
  | { readonly ok: false; readonly failure: 'messageRequired' | 'messageTooLong' }
  | {
      readonly ok: false;
      readonly failure: 'conflict';
      readonly approval: OrderApprovalView;
      /** Who made the decision that stands (from the order's log), when one person did. */
      readonly decidedBy: string | null;
    }
  | {
      readonly ok: false;
      readonly failure: 'refused';
      readonly code: number;
      readonly skus: readonly string[];
    }
  | { readonly ok: false; readonly failure: 'forbidden' | 'notFound' | 'failed' };

/**
 * The message rule the API applies too (domain approvalMessageSchema, denyMessageSchema): required to
 * deny, at most 500 characters always, trimmed. Checked here first so the field error is the visitor's
 * language and no call is made.
 */
export function messageProblem(
  kind: DecisionKind,
  message: string,
): 'messageRequired' | 'messageTooLong' | null {
  const text = message.trim();
  if (text.length > APPROVAL_MESSAGE_MAX) return 'messageTooLong';
  if (kind === 'deny' && text === '') return 'messageRequired';
  return null;
}

/** The approval a 409 carries, or undefined when the body is not the declared conflict. */
export function conflictApproval(body: unknown): OrderApprovalView | undefined {
  const parsed = approvalConflictSchema.safeParse(body);
  return parsed.success ? parsed.data.approval : undefined;
}

/** The person whose approve or deny stands: the log's last decision by someone. */
export type ApprovalLogStep = z.output<typeof approvalDecisionSchema>;

export function lastDecider(log: readonly ApprovalLogStep[]): string | null {
  const decision = log.findLast((step) => step.step === 'Approved' || step.step === 'Denied');
  return decision?.actor?.name ?? null;
}

/** Which sentence a conflict reads as: decided (by whom), the cart changed, or only a newer version. */
export type ConflictReading =
  | { readonly key: 'decidedBy'; readonly name: string; readonly state: OrderApprovalView['status'] }
  | { readonly key: 'decided'; readonly state: OrderApprovalView['status'] }
  | { readonly key: 'cartChanged'; readonly reason: NonNullable<OrderApprovalView['cancelReason']> }
  | { readonly key: 'stale'; readonly state: OrderApprovalView['status'] };

export function conflictReading(approval: OrderApprovalView, decidedBy: string | null): ConflictReading {
  if (approval.status === 'Waiting') return { key: 'stale', state: approval.status };
  if (approval.status === 'Cancelled' && approval.cancelReason)
    return { key: 'cartChanged', reason: approval.cancelReason };
  if (decidedBy) return { key: 'decidedBy', name: decidedBy, state: approval.status };
  return { key: 'decided', state: approval.status };
}
