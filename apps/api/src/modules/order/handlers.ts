import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  amountLimitPendingOrdersCall,
  approvalDecisionsExportCall,
  approveOrderCall,
  cancelOrderPaymentCall,
  denyOrderCall,
  groupedCartTotalCall,
  orderApprovalLogCall,
  orderCall,
  orderSummaryCall,
  ordersCall,
  payOrderCall,
  pendingOrdersCall,
  reorderCall,
  sendOrderCall,
  withdrawOrderCall,
} from '@workwear/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv';
import type { ClientAddresses } from '../../http/clientAddress';
import { serveCall } from '../../http/declaredRoute';
import { answerIdempotent, requiredIdempotencyKey } from '../../http/idempotency';
import { ApprovalConflict } from './approval/approvalDecisions';
import type { OrderService } from './service';

/** Thin handlers: validated input in, service call, JSON out. The service checks the principal. */
export function registerOrderRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { orders: OrderService; clients: ClientAddresses },
) {
  const { orders, clients } = deps;

  serveCall(app, sendOrderCall, async (ctx, { body }, c) => {
    const request = { body, idempotencyKey: requiredIdempotencyKey(c), ipAddress: clients.addressOf(c) };
    const sent = await orders.send(ctx, request);
    return sent.ok ? answerIdempotent(c, sent.value) : sent;
  });
  serveCall(app, orderSummaryCall, (ctx, { body }) => orders.summary(ctx, body));
  serveCall(app, groupedCartTotalCall, (ctx, { body }) => orders.groupedCartTotal(ctx, body));
  serveCall(app, ordersCall, (ctx, { query }) => orders.list(ctx, query));
  serveCall(app, orderCall, (ctx, { params }) => orders.get(ctx, params.id));
  serveCall(app, payOrderCall, (ctx, { params, body }) => orders.pay(ctx, params.id, body));
  serveCall(app, cancelOrderPaymentCall, (ctx, { params }) => orders.cancel(ctx, params.id));
  serveCall(app, reorderCall, (ctx, { params, body }) => orders.reorder(ctx, params.id, body));

  // Approvals (issue 28): a stale or finished approval is 409 with the approval as it stands.
  serveCall(app, approveOrderCall, (ctx, { params, body }, c) =>
    answerConflict(c, orders.approve(ctx, params.id, body)),
  );
  serveCall(app, denyOrderCall, (ctx, { params, body }, c) =>
    answerConflict(c, orders.deny(ctx, params.id, body)),
  );
  serveCall(app, withdrawOrderCall, (ctx, { params, body }, c) =>
    answerConflict(c, orders.withdraw(ctx, params.id, body)),
  );
  serveCall(app, orderApprovalLogCall, (ctx, { params }) => orders.approvalLog(ctx, params.id));
  serveCall(app, pendingOrdersCall, (ctx, { query }) => orders.pendingOrders(ctx, 'Approval', query));
  serveCall(app, amountLimitPendingOrdersCall, (ctx, { query }) =>
    orders.pendingOrders(ctx, 'AmountLimit', query),
  );
  serveCall(app, approvalDecisionsExportCall, async (ctx, { query }, c) => {
    c.header('Content-Disposition', 'attachment; filename="approval-decisions.csv"');
    return orders.exportDecisions(ctx, query);
  });
}

/**
 * A decision's answer, with a stale or finished approval as the calls declare it: 409 with the
 * approval as it stands (ApprovalConflict), not the generic conflict body.
 */
async function answerConflict<T>(c: Context, decision: Promise<T>): Promise<T | Response> {
  try {
    return await decision;
  } catch (error) {
    if (error instanceof ApprovalConflict)
      return c.json({ code: 'conflict', message: error.message, approval: error.approval }, 409);
    throw error;
  }
}
