import {
  amountLimitPendingOrdersCall,
  amountLimitsCall,
  approvalDecisionsExportCall,
  approveOrderCall,
  denyOrderCall,
  groupedCartTotalCall,
  orderApprovalLogCall,
  pendingOrdersCall,
  updateAmountLimitsCall,
  withdrawOrderCall,
} from '@workwear/contracts';
import type { z } from 'zod';
import { type CallBody as Body, declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * Approvals and amount limits (issue 28; docs/companies/approvals-and-limits.md). A stale version or a
 * decided approval rejects as HttpError 409 whose body is the approval as it now stands
 * (approvalConflictSchema); a refused approve (short stock) is a refused Result.
 */
export function createApprovalApi(http: HttpClient) {
  const call = declaredCaller(http);
  const order = (id: string) => ({ params: { id } });
  type PendingQuery = z.input<typeof pendingOrdersCall.query>;
  return {
    pending: (query: PendingQuery = {}) => call(pendingOrdersCall, { query }),
    amountLimitPending: (query: PendingQuery = {}) => call(amountLimitPendingOrdersCall, { query }),
    approve: (id: string, body: Body<typeof approveOrderCall>) =>
      call(approveOrderCall, { ...order(id), body }),
    /** An approver's no, with the message the buyer is told (required). */
    deny: (id: string, body: Body<typeof denyOrderCall>) => call(denyOrderCall, { ...order(id), body }),
    /** The buyer takes the order back to edit the cart, which is theirs again. */
    withdraw: (id: string, body: Body<typeof withdrawOrderCall>) =>
      call(withdrawOrderCall, { ...order(id), body }),
    log: (id: string) => call(orderApprovalLogCall, order(id)),
    /**
     * The company's approval steps in a date range as CSV text. Reading a body as text drops its
     * byte-order mark (WHATWG UTF-8 decode), so whoever hands the text on as a file writes it again.
     */
    exportDecisions: (query: z.input<NonNullable<typeof approvalDecisionsExportCall.query>> = {}) =>
      call(approvalDecisionsExportCall, { query }),
    groupedCartTotal: (body: Body<typeof groupedCartTotalCall>) => call(groupedCartTotalCall, { body }),
    amountLimits: (companyId: number) => call(amountLimitsCall, { query: { companyId } }),
    updateAmountLimits: (body: Body<typeof updateAmountLimitsCall>) => call(updateAmountLimitsCall, { body }),
  };
}
export type ApprovalApi = ReturnType<typeof createApprovalApi>;
