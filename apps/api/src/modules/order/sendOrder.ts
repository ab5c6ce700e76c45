import type { OrderView } from '@workwear/contracts';
import type { IdempotentOutcome } from '@workwear/db';
import { isDomainError, type OrderRefusal, ok, type Result, refuse } from '@workwear/domain';
import { idempotentWrite } from '../../context/idempotentWrite';
import { resolveMarketContext } from '../../context/marketContext';
import type { RequestContext } from '../../context/requestContext';
import type { OrderDeps } from './orderDeps';
import { OrderRefused, refusalOf } from './orderRefused';
import { prepareSend, type SendBody, sendInTransaction } from './orderSend';

export interface SendRequest {
  body: SendBody;
  /** Required: the send happens at most once per key, and a lost answer is fetched again with it. */
  idempotencyKey: string;
  /** The buyer's address as the API saw it, kept on the order. */
  ipAddress: string | null;
}

/** 201 with the new order, or 200 with the order the cart already has; replayed for a stored answer. */
export type SentOrder = IdempotentOutcome<200 | 201, OrderView>;

/**
 * The order send, exactly once: the body's market (resolved as a query's would be: 400 naming the
 * field), the checks that need no lock (prepareSend), then one unit of work holding the key's record
 * and the order (sendInTransaction). A refusal rolls back with its key, so a fixed cart may be sent
 * with the same key; a key still in flight past its wait is 37; a replay answers the stored status
 * and body.
 */
export async function sendOrder(
  deps: OrderDeps,
  ctx: RequestContext,
  request: SendRequest,
): Promise<Result<SentOrder, OrderRefusal>> {
  const { body, idempotencyKey, ipAddress } = request;
  const place = resolveMarketContext(body.marketId, body.cultureCode);
  const prepared = await prepareSend(deps, { ...ctx, ...place }, body, ipAddress);
  try {
    const write = { operation: 'order.send', key: idempotencyKey, body };
    return ok(
      await idempotentWrite(deps.handle, ctx.principal, write, (tx) => sendInTransaction(deps, tx, prepared)),
    );
  } catch (error) {
    if (error instanceof OrderRefused) return refuse(error.refusal);
    if (isDomainError(error) && error.code === 'conflict') return refuse(refusalOf('OrderIsBeingProcessed'));
    throw error;
  }
}
