import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  cancelOrderPaymentCall,
  orderCall,
  orderSummaryCall,
  ordersCall,
  payOrderCall,
  reorderCall,
  sendOrderCall,
} from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { invalidParameter, isDomainError, refuse } from '@workwear/domain';
import type { AppEnv } from '../../http/appEnv';
import type { ClientAddresses } from '../../http/clientAddress';
import { serveCall } from '../../http/declaredRoute';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { resolveMarketContext } from '../../http/marketContext';
import { OrderRefused, refusalOf } from './orderRefused';
import type { OrderService } from './service';

/** Thin handlers: validated input in, service call, JSON out. The service checks the principal. */
export function registerOrderRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { orders: OrderService; handle: DatabaseHandle; clients: ClientAddresses },
) {
  const { orders, handle, clients } = deps;

  // Exactly once: the key (required) and the cart's one order. A refusal rolls back with its key, so
  // a fixed cart may be sent with the same key; a key still in flight past its wait is 37. A replay
  // answers the stored status with the stored body (201 when the first send made the order).
  serveCall(app, sendOrderCall, async (ctx, { body }, c) => {
    if (idempotencyKeyOf(c) === undefined)
      throw invalidParameter(IDEMPOTENCY_KEY_HEADER, 'is required for this call');
    // The market is in the body here (a POST): resolved as a query's would be (400 naming the field).
    const place = resolveMarketContext(body.marketId, body.cultureCode);
    const prepared = await orders.prepareSend({ ...ctx, ...place }, body, clients.addressOf(c));
    try {
      const outcome = await idempotent(c, { handle, operation: 'order.send', body, required: true }, (tx) =>
        orders.send(tx, prepared),
      );
      return c.json(outcome.body, outcome.status);
    } catch (error) {
      if (error instanceof OrderRefused) return refuse(error.refusal);
      if (isDomainError(error) && error.code === 'conflict')
        return refuse(refusalOf('OrderIsBeingProcessed'));
      throw error;
    }
  });
  serveCall(app, orderSummaryCall, (ctx, { body }) => orders.summary(ctx, body));
  serveCall(app, ordersCall, (ctx, { query }) => orders.list(ctx, query));
  serveCall(app, orderCall, (ctx, { params }) => orders.get(ctx, params.id));
  serveCall(app, payOrderCall, (ctx, { params, body }) => orders.pay(ctx, params.id, body));
  serveCall(app, cancelOrderPaymentCall, (ctx, { params }) => orders.cancel(ctx, params.id));
  serveCall(app, reorderCall, (ctx, { params, body }) => orders.reorder(ctx, params.id, body));
}
