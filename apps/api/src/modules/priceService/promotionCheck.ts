import {
  defaultLanguageOf,
  discountStatusOf,
  evaluatePromotion,
  multiplyMoney,
  type PricedLine,
  type PromotionEvaluation,
  promotionNameIn,
} from '@workwear/domain';
import { type RequestContext, textLocaleOfContext } from '../../context/requestContext';
import { type CartDeps, type CartEnvironment, cartEnvironment, inCartMarket } from '../cart';
import {
  pricedLinesOf,
  priceOfLine,
  promotionInput,
  promotionOfCode,
  takesCode,
  usesLeft,
} from '../promotion';
import { marketOf } from './marketOf';

/** The products a promotion check names, as the body gives them. */
export interface ProductsToCheck {
  marketId: string;
  cultureCode: string;
  products: { partNo: string; quantity: number; rowNumber: number }[];
}

type CheckedLine = PricedLine & { priceListId: number | null };

/** The products asked about, priced with the principal's own prices (nothing priced comes from the body). */
async function checkedLines(
  deps: CartDeps,
  env: CartEnvironment,
  body: ProductsToCheck,
): Promise<CheckedLine[]> {
  const skus = [...new Set(body.products.map((p) => p.partNo.toUpperCase()))];
  const facts = await deps.skuFacts.load(deps.handle, skus, textLocaleOfContext(env.ctx));
  const prices = await deps.pricing.priceVariants(
    env.priceContext,
    env.priceList,
    [...facts.values()].map((f) => f.variantId),
  );
  const asked = body.products.map((p) => ({
    rowId: p.rowNumber,
    sku: p.partNo.toUpperCase(),
    quantity: p.quantity,
    gift: false,
  }));
  return pricedLinesOf(asked, facts, prices).map((l) => ({
    ...l,
    priceListId: priceOfLine(l, facts, prices)?.priceListId ?? null,
  }));
}

/** A product's answer: its line price, and what the promotion's row discounts leave of it. */
function productAnswer(l: CheckedLine, evaluation: PromotionEvaluation) {
  const discounts = evaluation.status === 'applies' ? evaluation.rowDiscounts : [];
  const line = { net: multiplyMoney(l.unitNet, l.quantity), gross: multiplyMoney(l.unitGross, l.quantity) };
  const d = discounts.filter((x) => x.rowId === l.rowId);
  const off = { net: d.reduce((s, x) => s + x.net, 0), gross: d.reduce((s, x) => s + x.gross, 0) };
  return {
    rowNumber: l.rowId,
    price: line.net,
    priceIncVat: line.gross,
    priceDiscounted: Math.max(0, line.net - off.net),
    priceDiscountedIncVat: Math.max(0, line.gross - off.gross),
    priceListId: l.priceListId,
  };
}

/** Checks a code against the products named, as applying it to a cart of them would take it. */
export async function checkPromotion(
  deps: CartDeps,
  ctx: RequestContext,
  code: string,
  body: ProductsToCheck,
) {
  const market = marketOf(body.marketId, 'marketId');
  const env = await cartEnvironment(deps, { ...ctx, ...inCartMarket(ctx, market) }, { market: market.name });
  const lines = await checkedLines(deps, env, body);
  const promotion = await promotionOfCode(deps.handle, code);
  // The code as applying it would take it: of the kind this principal's cart takes, with a use left.
  const usable =
    promotion !== undefined && takesCode(env.rules, promotion) && (await usesLeft(deps.handle, promotion));
  const evaluation = usable
    ? evaluatePromotion(
        promotion,
        // A sku the principal cannot buy (unknown, or on none of their lists) counts for nothing.
        promotionInput(
          env,
          lines.filter((l) => l.priceListId !== null),
        ),
      )
    : ({ status: 'NotValid', reason: 'market' } as const);
  const status = discountStatusOf(evaluation);
  return {
    isValid: evaluation.status === 'applies',
    code: promotion?.code ?? code,
    status: status === 'NotValid' ? ('Error' as const) : status,
    message:
      evaluation.status === 'applies'
        ? null
        : evaluation.status === 'RequirementsNotMet'
          ? 'The cart does not meet the requirements for this discount'
          : 'Invalid code',
    name: promotion ? promotionNameIn(promotion, env.ctx.language, defaultLanguageOf(env.market)) : null,
    discountType: promotion?.discountType ?? null,
    products: lines.map((l) => productAnswer(l, evaluation)),
  };
}
