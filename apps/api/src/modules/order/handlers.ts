import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  cancelOrderPaymentCall,
  groupedCartTotalCall,
  orderCall,
  orderSummaryCall,
  ordersCall,
  payOrderCall,
  reorderCall,
  sendOrderCall,
} from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import type { ClientAddresses } from '../../http/clientAddress';
import { serveCall } from '../../http/declaredRoute';
import { answerIdempotent, requiredIdempotencyKey } from '../../http/idempotency';
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
}
