import type { TaxRequest as TaxRequestBody } from '@workwear/domain';
import { answerTaxRequest, cartRoundingMode, getMarketById, type RoundingMode } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import type { CartDeps } from '../cart';
import { enginePromotions } from './enginePromotions';
import { checkPromotion, type ProductsToCheck } from './promotionCheck';
import { promotionValid } from './promotionValid';

/**
 * The price service's promotion, tax and engine calls (spec §7 Price service), one file per call.
 * Every price it answers is the principal's own from the one pricing function; nothing priced comes
 * from a body.
 */
export function createPriceService(deps: CartDeps) {
  const taxAnswer = (body: TaxRequestBody, rounding: RoundingMode) =>
    answerTaxRequest(body, deps.salesTaxRates(), rounding)?.rates ?? [];

  return {
    checkPromotion: (ctx: RequestContext, code: string, body: ProductsToCheck) =>
      checkPromotion(deps, ctx, code, body),
    promotionValid: (ctx: RequestContext, code: string, marketId: string) =>
      promotionValid(deps, ctx, code, marketId),
    enginePromotions: (ctx: RequestContext, cartId: string) => enginePromotions(deps, ctx, cartId),
    taxRates: (body: TaxRequestBody) => taxAnswer(body, 'halfEven'),
    /** v3 is the one used with engine promotions: where the market's engine is on it rounds away from zero. */
    async taxRatesV3(ctx: RequestContext & { market?: { marketId: string } }, body: TaxRequestBody) {
      const market = ctx.market ? getMarketById(ctx.market.marketId) : undefined;
      const engine = market
        ? (await deps.features.flagsOf(market)).some((f) => f.key === 'UseNorcePromotions' && f.enabled)
        : false;
      return taxAnswer(body, cartRoundingMode(engine));
    },
  };
}
export type PriceService = ReturnType<typeof createPriceService>;
