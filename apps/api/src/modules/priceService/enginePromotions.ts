import { DISCOUNT_TYPE, DomainError, defaultLanguageOf, promotionNameIn } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { type CartDeps, cartEnvironment, evaluateCart, findReachableCart } from '../cart';

const TYPE_NAMES = new Map<number, string>(Object.entries(DISCOUNT_TYPE).map(([name, id]) => [id, name]));

/** The engine's view of a cart's promotions: basket and freight effects, and product effects per row. */
export async function enginePromotions(deps: CartDeps, ctx: RequestContext, cartId: string) {
  const cart = await findReachableCart(deps.handle, ctx, cartId);
  const env = await cartEnvironment(deps, ctx, cart);
  if (!env.rules.enginePromotions) {
    throw new DomainError(
      'forbidden',
      'Engine promotions are for anonymous and consumer carts where the market uses them.',
    );
  }
  // The cart's own evaluation: its promotions in promotion's one order (applyPromotions).
  const ev = await evaluateCart(deps, deps.handle, env, cart);
  const cartPromotions = [];
  const productPromotions = [];
  for (const { definition, evaluation } of ev.applied) {
    const effects = [TYPE_NAMES.get(definition.discountType) ?? String(definition.discountType)];
    const base = {
      name: promotionNameIn(definition, env.ctx.language, defaultLanguageOf(env.market)),
      discountCode: definition.code,
      effects,
    };
    const whole = [evaluation.basketDiscount, evaluation.deliveryDiscount].reduce((s, p) => s + p.gross, 0);
    if (whole > 0 || evaluation.giftSku) {
      cartPromotions.push({
        ...base,
        quantity: null,
        sku: evaluation.giftSku ?? null,
        priceOriginal: ev.totals.productsGross,
        priceDisplay: ev.totals.productsGross - whole,
      });
    }
    for (const d of evaluation.rowDiscounts) {
      const row = ev.totals.rows.find((r) => r.rowId === d.rowId);
      const line = ev.pricedLines.find((l) => l.rowId === d.rowId);
      if (!row || !line) continue;
      productPromotions.push({
        ...base,
        quantity: line.quantity,
        sku: line.sku,
        priceOriginal: row.lineGross,
        priceDisplay: row.lineGross - row.discountGross,
      });
    }
  }
  return { cartPromotions, productPromotions };
}
