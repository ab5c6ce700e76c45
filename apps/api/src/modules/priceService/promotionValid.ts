import { defaultLanguageOf, evaluatePromotion, promotionNameIn } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { type CartDeps, cartEnvironment, inCartMarket } from '../cart';
import { DISCOUNT_NOT_VALID, promotionOfCode, takesCode, usesLeft } from '../promotion';
import { marketOf } from './marketOf';

/** Exists, within its dates, for this market and buyer, of the kind their cart takes, with a use left. */
export async function promotionValid(deps: CartDeps, ctx: RequestContext, code: string, marketId: string) {
  const market = marketOf(marketId, 'MarketId');
  const promotion = await promotionOfCode(deps.handle, code);
  if (!promotion) return { isValid: false, name: null, description: null, code };
  const env = await cartEnvironment(deps, { ...ctx, ...inCartMarket(ctx, market) }, { market: market.name });
  const evaluation = evaluatePromotion(promotion, {
    lines: [],
    delivery: { net: 0, gross: 0 },
    vatRateBasisPoints: market.vatRateBasisPoints,
    marketName: market.name,
    audience: env.audience,
    now: ctx.now,
    rounding: env.rounding,
  });
  const isValid =
    evaluation.status !== 'NotValid' &&
    takesCode(env.rules, promotion) &&
    (await usesLeft(deps.handle, promotion));
  return {
    isValid,
    name: promotionNameIn(promotion, env.ctx.language, defaultLanguageOf(env.market)),
    description: isValid ? promotion.description : DISCOUNT_NOT_VALID,
    code: promotion.code ?? code,
  };
}
