import type { reorderBodySchema } from '@workwear/contracts';
import { pairOf, shownAmount } from '@workwear/domain';
import type { z } from 'zod';
import type { MarketRequestContext } from '../../context/requestContext';
import { isCompanyMember } from '../customer';
import { reachableOrder } from './orderAccess';
import type { OrderDeps } from './orderDeps';
import { orderRepository } from './orderRepository';

type ReorderBody = z.output<typeof reorderBodySchema>;

/** The order's own references that checkout asks again: the buyer's purchase order and project number. */
const REFERENCE_KEYS = ['OrderNumber', 'SalesRef'] as const;

function referencesOf(metadata: Readonly<Record<string, string | boolean>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of REFERENCE_KEYS) {
    const value = metadata[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/**
 * The order's co-workers who are still people of the buyer's company: a row given to someone who
 * has left comes back without a co-worker (the buyer chooses again) rather than not at all.
 */
async function coWorkersStillThere(
  deps: OrderDeps,
  ctx: MarketRequestContext,
  lines: readonly { coWorkerId: number | null }[],
): Promise<Set<number>> {
  const companyId = ctx.principal.kind === 'customer' ? ctx.principal.companyId : null;
  const ids = [...new Set(lines.map((l) => l.coWorkerId).filter((id): id is number => id !== null))];
  if (companyId === null || companyId === undefined) return new Set();
  const kept = await Promise.all(
    ids.map(async (id) => ((await isCompanyMember(deps.handle, id, companyId)) ? id : null)),
  );
  return new Set(kept.filter((id): id is number => id !== null));
}

/**
 * Reorder: the order's lines (gifts aside: promotions add their own) go into the cart named, else the
 * buyer's active cart (a new one for a guest), through the cart service's quick-order add, at today's
 * prices. Each line says whether it was added, added at another unit price than the order's (as the
 * order showed prices, with or without VAT), or is no longer available.
 */
export async function reorder(
  deps: OrderDeps,
  ctx: MarketRequestContext,
  orderId: string,
  body: ReorderBody,
) {
  const order = reachableOrder(ctx.principal, await orderRepository.byId(deps.handle, orderId));
  const cartId = body.cartId ?? (await deps.carts.create(ctx, {}, undefined)).body.id;
  const bought = order.lines.filter((l) => !l.gift);
  const present = await coWorkersStillThere(deps, ctx, bought);
  const { cart, lines } = await deps.carts.addReordered(
    ctx,
    cartId,
    bought.map((l) => ({
      sku: l.sku,
      quantity: l.quantity,
      comment: l.comment,
      coWorkerId: l.coWorkerId !== null && present.has(l.coWorkerId) ? l.coWorkerId : null,
    })),
    referencesOf(order.metadata),
  );
  const display = { incVat: order.useIncVat };
  const rowOf = new Map(cart.rows.filter((r) => !r.gift).map((r) => [r.sku, r]));
  return {
    cart,
    lines: bought.map((l, i) => {
      const previousPrice = shownAmount(pairOf(l, 'unit'), display);
      const row = rowOf.get(l.sku);
      const answer = lines.find((x) => x.index === i);
      const added = answer?.status === 'added' || answer?.status === 'merged';
      if (!added || !row) {
        return {
          sku: l.sku,
          name: l.name,
          quantity: l.quantity,
          outcome: 'unavailable' as const,
          previousPrice,
          price: null,
        };
      }
      const price = shownAmount({ net: row.price, gross: row.priceIncVat }, display);
      const outcome = price === previousPrice ? ('added' as const) : ('priceChanged' as const);
      return { sku: l.sku, name: l.name, quantity: l.quantity, outcome, previousPrice, price };
    }),
  };
}
