import type { TaxRequest as TaxRequestBody } from '@workwear/domain';
import {
  answerTaxRequest,
  cartRoundingMode,
  DISCOUNT_TYPE,
  DomainError,
  discountStatusOf,
  evaluatePromotion,
  getMarketById,
  invalidParameter,
  multiplyMoney,
  PART_NO_LENGTH,
  type PricedLine,
  type PromotionDefinition,
  type RoundingMode,
} from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { type CartDeps, cartEnvironment, inCartMarket, takesCode } from '../cart/cartEnvironment';
import {
  DISCOUNT_NOT_VALID,
  evaluateCart,
  priceOfLine,
  promotionInput,
  promotionOfCode,
} from '../cart/cartEvaluation';
import { reachable } from '../cart/cartStore';
import { cartRepository } from '../cart/repository';
import { promotionRepository } from './promotionRepository';

const TYPE_NAMES = new Map<number, string>(Object.entries(DISCOUNT_TYPE).map(([name, id]) => [id, name]));

function marketOf(marketId: string, field: string) {
  const market = getMarketById(marketId);
  if (!market) throw invalidParameter(field, `Unknown market '${marketId}'.`);
  return market;
}

/**
 * The price service's promotion, tax and engine calls (spec §7 Price service). Every price it
 * answers is the principal's own from the one pricing function; nothing priced comes from a body.
 */
export function createPriceService(deps: CartDeps) {
  async function checkPromotion(
    ctx: RequestContext,
    code: string,
    body: {
      marketId: string;
      cultureCode: string;
      products: { partNo: string; quantity: number; rowNumber: number }[];
    },
  ) {
    const market = marketOf(body.marketId, 'marketId');
    const env = await cartEnvironment(
      deps,
      { ...ctx, ...inCartMarket(ctx, market) },
      { market: market.name },
    );
    const skus = [...new Set(body.products.map((p) => p.partNo.toUpperCase()))];
    const facts = await deps.skuFacts.load(deps.handle, skus, env.ctx.language);
    const prices = await deps.pricing.priceVariants(
      env.priceContext,
      env.priceList,
      [...facts.values()].map((f) => f.variantId),
    );
    const lines: (PricedLine & { priceListId: number | null })[] = body.products.map((p) => {
      const sku = p.partNo.toUpperCase();
      const price = priceOfLine({ sku }, facts, prices);
      return {
        rowId: p.rowNumber,
        sku,
        partNo: facts.get(sku)?.partNo ?? sku.slice(0, PART_NO_LENGTH),
        quantity: p.quantity,
        unitNet: price?.price ?? 0,
        unitGross: price?.priceIncVat ?? 0,
        gift: false,
        priceListId: price?.priceListId ?? null,
      };
    });
    const promotion = await promotionOfCode(deps.handle, code);
    // The code as applying it would take it: of the kind this principal's cart takes, with a use left.
    const usable = promotion !== undefined && takesCode(env.rules, promotion) && (await usesLeft(promotion));
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
    const discounts = evaluation.status === 'applies' ? evaluation.rowDiscounts : [];
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
      name: promotion?.name ?? null,
      discountType: promotion?.discountType ?? null,
      products: lines.map((l) => {
        const line = {
          net: multiplyMoney(l.unitNet, l.quantity),
          gross: multiplyMoney(l.unitGross, l.quantity),
        };
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
      }),
    };
  }

  async function usesLeft(promotion: PromotionDefinition): Promise<boolean> {
    if (promotion.usageLimit === null) return true;
    const { uses } = await promotionRepository.usesOf(deps.handle, promotion.id);
    return uses < promotion.usageLimit;
  }

  /** Exists, within its dates, for this market and buyer, of the kind their cart takes, with a use left. */
  async function promotionValid(ctx: RequestContext, code: string, marketId: string) {
    const market = marketOf(marketId, 'MarketId');
    const promotion = await promotionOfCode(deps.handle, code);
    if (!promotion) return { isValid: false, name: null, description: null, code };
    const env = await cartEnvironment(
      deps,
      { ...ctx, ...inCartMarket(ctx, market) },
      { market: market.name },
    );
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
      evaluation.status !== 'NotValid' && takesCode(env.rules, promotion) && (await usesLeft(promotion));
    return {
      isValid,
      name: promotion.name,
      description: isValid ? promotion.description : DISCOUNT_NOT_VALID,
      code: promotion.code ?? code,
    };
  }

  function taxAnswer(body: TaxRequestBody, rounding: RoundingMode) {
    return answerTaxRequest(body, deps.salesTaxRates(), rounding)?.rates ?? [];
  }

  /** The engine's view of a cart's promotions: basket and freight effects, and product effects per row. */
  async function enginePromotions(ctx: RequestContext, cartId: string) {
    const cart = reachable(ctx, await cartRepository.find(deps.handle, cartId));
    const env = await cartEnvironment(deps, ctx, cart);
    if (!env.rules.enginePromotions) {
      throw new DomainError(
        'forbidden',
        'Engine promotions are for anonymous and consumer carts where the market uses them.',
      );
    }
    const ev = await evaluateCart(deps, deps.handle, env, cart);
    const cartPromotions = [];
    const productPromotions = [];
    for (const { definition, evaluation } of ev.applied) {
      const effects = [TYPE_NAMES.get(definition.discountType) ?? String(definition.discountType)];
      const base = { name: definition.name, discountCode: definition.code, effects };
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

  return {
    checkPromotion,
    promotionValid,
    enginePromotions,
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
