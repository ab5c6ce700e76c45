import type { orderSummaryBodySchema } from '@workwear/contracts';
import { countryById, isSalesTaxMarket, ok, refuse, type TaxLocationInput } from '@workwear/domain';
import type { z } from 'zod';
import type { MarketRequestContext } from '../../context/requestContext';
import { type CartEnvironment, findReachableCart, readyEnvironment } from '../cart';
import { stockRepository } from '../stock';
import { checkoutRepository } from './checkoutRepository';
import type { OrderDeps } from './orderDeps';
import {
  cartRefusal,
  defaultUseIncVat,
  pricedOrderOf,
  priceOrder,
  stockNeeded,
  stockRefusal,
} from './orderPricing';
import { deliveryRefusal } from './orderSend';
import { summaryOf } from './orderView';

type SummaryBody = z.output<typeof orderSummaryBodySchema>;

/** A US or Canadian delivery location from the summary's (partial) address, when it names a country. */
function taxLocationOf(
  env: CartEnvironment,
  address: SummaryBody['deliveryAddress'],
): TaxLocationInput | undefined {
  if (!address || !isSalesTaxMarket(env.market) || address.countryId === undefined) return undefined;
  return {
    line1: address.addressLine1 ?? '',
    zipCode: address.zipCode ?? '',
    city: address.city ?? '',
    countryCode: countryById(address.countryId)?.code ?? '',
    region: address.region ?? '',
  };
}

/**
 * What send would charge, by send's own pricing function and checks, writing nothing: the cart's
 * refusal if send would refuse it as it is (stock read without locks), else the summary and totals.
 */
export async function orderSummary(deps: OrderDeps, ctx: MarketRequestContext, body: SummaryBody) {
  const cart = await findReachableCart(deps.handle, ctx, body.cartId);
  const env = await readyEnvironment(deps, ctx, cart);
  let entry = null;
  if (body.deliveryMethod) {
    const facts = await checkoutRepository.facts(deps.handle, {
      entryId: body.deliveryMethod.deliveryGroupEntryId,
      market: env.market.name,
      companyId: env.companyId,
      buyerId: null,
    });
    const wrongMethod = deliveryRefusal(body.deliveryMethod, env, facts);
    if (wrongMethod) return refuse(wrongMethod);
    entry = facts.entry;
  }
  const taxLocation = taxLocationOf(env, body.deliveryAddress);
  const ev = await priceOrder(deps, deps.handle, env, cart, { entry, taxLocation });
  const refused = await cartRefusal(deps.handle, env, ev, entry);
  if (refused) return refuse(refused);
  const order = pricedOrderOf(env, ev, body.useIncVat ?? defaultUseIncVat(env));
  const needed = stockNeeded(order.lines);
  const short = stockRefusal(
    needed,
    await stockRepository.stock(
      deps.handle,
      needed.map((n) => n.sku),
    ),
  );
  if (short) return refuse(short);
  return ok({ summary: summaryOf(order), totals: order.totals });
}
