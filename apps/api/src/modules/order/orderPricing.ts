import type { DatabaseHandle } from '@workwear/db';
import {
  consumerDefaultIncVat,
  DomainError,
  deliveryFeeFromGross,
  isSku,
  ORDER_LINE_STATUS,
  type OrderRefusal,
  type TaxLocationInput,
  taxNameOf,
} from '@workwear/domain';
import {
  type CartDeps,
  type CartEnvironment,
  type CartEvaluation,
  type CartRecord,
  cartView,
  evaluateCart,
} from '../cart';
import { promotionOfCode, takesCode } from '../promotion';
import type { DeliveryEntry } from './checkoutRepository';
import { refusalOf } from './orderRefused';
import type { OrderLineRecord } from './orderRepository';
import type { PricedOrder } from './orderView';

/**
 * Whether amounts are shown with VAT when the payload does not say: as the pages show them to a buyer
 * who made no choice (domain consumerDefaultIncVat: incl. VAT only in the consumer market; a German
 * guest's summary was incl. VAT here while every page showed it ex VAT). Business buyers: ex VAT.
 */
export const defaultUseIncVat = (env: CartEnvironment) =>
  env.audience !== 'b2b' && consumerDefaultIncVat(env.market);

/**
 * The one pricing function of checkout: the cart's own evaluation (the cart's prices, promotions and
 * totals), with the chosen delivery method's fee and the delivery address for sales tax. Summary and
 * send both call it, so what the summary shows is what send charges.
 */
export function priceOrder(
  deps: CartDeps,
  handle: DatabaseHandle,
  env: CartEnvironment,
  cart: CartRecord,
  choice: { entry: DeliveryEntry | null; taxLocation?: TaxLocationInput | undefined },
): Promise<CartEvaluation> {
  return evaluateCart(deps, handle, env, cart, {
    ...(choice.entry ? { delivery: deliveryFeeFromGross(env.market, choice.entry.feeGross) } : {}),
    ...(choice.taxLocation ? { taxLocation: choice.taxLocation } : {}),
  });
}

/**
 * The evaluated cart as order lines, totals and applied promotions (the snapshot the order keeps).
 * A cart the cart's own validity refuses (a row without the comment or co-worker the company makes
 * mandatory) cannot go to checkout: 400 naming each row's field.
 */
export function pricedOrderOf(env: CartEnvironment, ev: CartEvaluation, useIncVat: boolean): PricedOrder {
  const view = cartView(env, ev);
  if (!view.valid) {
    const fields = view.rowErrors.map((e) => ({ field: `rows.${e.rowId}.${e.field}`, message: e.message }));
    throw new DomainError(
      'invalid_parameter',
      fields.map((f) => `${f.field}: ${f.message}`).join('; '),
      fields,
    );
  }
  const vatRate = taxNameOf(env.market) === 'salesTax' ? 0 : env.market.vatRateBasisPoints;
  const lines: OrderLineRecord[] = view.rows.map((r, i) => ({
    lineNo: i + 1,
    sku: r.sku,
    partNo: r.partNo,
    name: r.name,
    colour: r.colour,
    size: r.size,
    imageUrl: r.imageUrl,
    quantity: r.quantity,
    unitNet: r.price,
    unitGross: r.priceIncVat,
    lineNet: r.line.net,
    lineGross: r.line.gross,
    discountNet: r.discount.net,
    discountGross: r.discount.gross,
    vatRateBasisPoints: vatRate,
    priceListId: r.priceListId,
    status: ORDER_LINE_STATUS.Default,
    gift: r.gift,
    agreed: r.agreed === true,
    comment: r.comment,
    coWorkerId: r.coWorkerId,
  }));
  const { rows: _rows, salesTax, ...totals } = ev.totals;
  return {
    lines,
    totals: { ...totals, salesTax: salesTax.kind === 'known' ? salesTax.amount : null },
    promotions: view.promotions.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      discountType: p.discountType,
      discountNet: p.discountNet,
      discountGross: p.discountGross,
    })),
    useIncVat,
  };
}

/**
 * What refuses the cart as priced (the first that holds): 1 nothing to buy, 13 malformed skus, 8 skus
 * nobody may buy, 22 a code kept where codes are off, 12 a code that no longer applies, 29 the
 * promotions' gifts differ from the rows the cart holds, 15 a method for free delivery only with a
 * delivery cost.
 */
export async function cartRefusal(
  handle: DatabaseHandle,
  env: CartEnvironment,
  ev: CartEvaluation,
  entry: DeliveryEntry | null,
): Promise<OrderRefusal | undefined> {
  const read = ev.rowsRead.filter((l) => l.promotionId === null);
  if (read.length === 0) return refusalOf('CartProductsAreMissing');
  const malformed = read.filter((l) => !isSku(l.sku)).map((l) => l.sku);
  if (malformed.length > 0) return refusalOf('OrderContainsInvalidSkus', malformed);
  // Rows the evaluation removes by itself are rows nobody may buy any more (unknown, unpriced, unsellable).
  const unbuyable = read.filter((l) => ev.fixes.removeRows.includes(l.id) || !ev.facts.has(l.sku));
  if (unbuyable.length > 0)
    return refusalOf(
      'OrderProductNotFound',
      unbuyable.map((l) => l.sku),
    );
  if (ev.fixes.dropCode && ev.code !== null) {
    const promotion = await promotionOfCode(handle, ev.code);
    return refusalOf(
      promotion && !takesCode(env.rules, promotion)
        ? 'PromotionInCartWithSettingOff'
        : 'CartUsesAnOutdatedPromotionCode',
    );
  }
  const giftRowsGoing = ev.rowsRead.some((l) => l.promotionId !== null && ev.fixes.removeRows.includes(l.id));
  if (ev.fixes.addGifts.length > 0 || giftRowsGoing) return refusalOf('AppliedPromotionsHaveChanged');
  if (entry?.requiresZeroDeliveryCost && ev.totals.deliveryNet > 0)
    return refusalOf('DeliveryMethodRequiresZeroDeliveryCost');
  return undefined;
}

/** The quantity of each sku the order takes from stock (gifts too: they leave the warehouse as well). */
export function stockNeeded(lines: readonly OrderLineRecord[]): { sku: string; quantity: number }[] {
  const needed = new Map<string, number>();
  for (const l of lines) needed.set(l.sku, (needed.get(l.sku) ?? 0) + l.quantity);
  return [...needed].map(([sku, quantity]) => ({ sku, quantity })).sort((a, b) => (a.sku < b.sku ? -1 : 1));
}

/** 9 when a sku has no stock row, 10 when there is not enough of it; the skus at fault named. */
export function stockRefusal(
  needed: readonly { sku: string; quantity: number }[],
  stock: readonly { sku: string; onHand: number }[],
): OrderRefusal | undefined {
  const onHand = new Map(stock.map((s) => [s.sku, s.onHand]));
  const missing = needed.filter((n) => !onHand.has(n.sku)).map((n) => n.sku);
  if (missing.length > 0) return refusalOf('OrderProductOnHandNotFound', missing);
  const short = needed.filter((n) => (onHand.get(n.sku) ?? 0) < n.quantity).map((n) => n.sku);
  if (short.length > 0) return refusalOf('OrderProductOnHand', short);
  return undefined;
}
