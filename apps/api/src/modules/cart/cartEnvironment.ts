import type { DatabaseHandle } from '@workwear/db';
import {
  type CartAudience,
  type CompanySettings,
  cartAudience,
  cartRoundingMode,
  deliveryFeeFromGross,
  getMarketByName,
  type Market,
  type NetGross,
  type PriceContext,
  type RoundingMode,
  type SalesTaxRateTable,
  standardDeliveryFee,
} from '@workwear/domain';
import type { MarketRequestContext, RequestContext } from '../../context/requestContext';
import type { PricingService } from '../buyerPrices';
import type { FeatureService } from '../features';
import type { AutomaticPromotions } from '../promotion';
import type { Dictionary, DictionaryService, PriceListRef } from '../vocabulary';
import type { CartCaches } from './cartCaches';
import type { CartRecord } from './repository';
import type { SkuFactsCache } from './skuFactsCache';

/** What the cart module is built from: the database and the services it reads prices and rules from. */
export interface CartDeps {
  handle: DatabaseHandle;
  pricing: PricingService;
  dictionaries: DictionaryService;
  features: FeatureService;
  /** The effective settings of the principal's own company, from the company's one loader and cache. */
  companySettingsOf: (companyId: number) => Promise<CompanySettings>;
  /** The state and province sales-tax rates (shipped data, or SALES_TAX_RATES_FILE). */
  salesTaxRates: () => SalesTaxRateTable;
  /** What carts know of skus, cached for 60 s (skuFactsCache.ts). */
  skuFacts: SkuFactsCache;
  /** Each cart's market and company rules (cartCaches.ts). */
  caches: Omit<CartCaches, 'skuFacts'>;
  /** The engine's automatic promotions, through promotion's cache. */
  automaticPromotions: AutomaticPromotions;
  /**
   * The fee (gross, as the buyer pays it) of the first method of the buyer's delivery group (the company's own group in its
   * market, else the market's default group), null when there is none: metadata's defaultDeliveryFeeGross.
   */
  defaultDeliveryFeeGross: (market: string, companyId: number | null) => Promise<number | null>;
}

/** What the market and the principal allow in this cart, as the storefront shows it. */
export interface CartRules {
  discountCodes: boolean;
  enginePromotions: boolean;
  mandatoryRowComment: boolean;
  mandatoryCoWorker: boolean;
  mergesSameSku: boolean;
}

/** Everything a cart is priced and checked with, resolved once per request. */
export interface CartEnvironment {
  ctx: MarketRequestContext;
  market: Market;
  audience: CartAudience;
  priceContext: PriceContext;
  priceList: PriceListRef;
  dict: Dictionary;
  rules: CartRules;
  rounding: RoundingMode;
  companyId: number | null;
  /**
   * The delivery the cart carries until checkout picks a method: the fee of the method checkout lists
   * first for this buyer, so the cart and checkout agree (issue 25). Without any method, the
   * market's standard parcel fee (domain standardDeliveryFee).
   */
  delivery: NetGross;
}

/**
 * The request context moved to the cart's own market: a cart is priced in the market it was made in,
 * whatever market the page asks from (the storefront starts a new cart when the two differ). The
 * request's language is kept where the market speaks it.
 */
export function inCartMarket(
  ctx: RequestContext & Partial<MarketRequestContext>,
  market: Market,
): MarketRequestContext {
  const locale = market.locales.find((l) => l.name === ctx.language) ?? market.locales[0]!;
  return {
    ...ctx,
    market,
    siteId: market.siteId,
    language: locale.name,
    cultureCode: locale.cultureCode,
  };
}

export async function cartEnvironment(
  deps: CartDeps,
  requestCtx: RequestContext,
  cart: Pick<CartRecord, 'market'>,
): Promise<CartEnvironment> {
  const market = getMarketByName(cart.market);
  if (!market) throw new Error(`Cart of unknown market ${cart.market}`);
  const ctx = inCartMarket(requestCtx, market);
  const { principal } = ctx;
  const audience = cartAudience(principal.kind === 'customer' ? principal.role : null);
  const companyId = principal.kind === 'customer' && audience === 'b2b' ? principal.companyId : null;
  const [priceContext, { dict, priceList }, flags, marketSettings, company, deliveryGross] =
    await Promise.all([
      deps.pricing.contextFor(ctx),
      deps.dictionaries.forMarket(ctx),
      deps.features.flagsOf(market),
      deps.pricing.marketSettingsOf(market.marketId),
      companyId === null ? null : deps.companySettingsOf(companyId),
      deps.caches.defaultDeliveryFees.get(`${market.name}:${companyId ?? ''}`, () =>
        deps.defaultDeliveryFeeGross(market.name, companyId),
      ),
    ]);
  const engine = audience !== 'b2b' && flags.some((f) => f.key === 'UseNorcePromotions' && f.enabled);
  return {
    ctx,
    market,
    audience,
    priceContext,
    priceList,
    dict,
    companyId,
    delivery:
      deliveryGross === null
        ? standardDeliveryFee(market, audience)
        : deliveryFeeFromGross(market, deliveryGross),
    rounding: cartRoundingMode(engine),
    rules: rulesOf(audience, engine, marketSettings.activateDiscountCode, company),
  };
}

function rulesOf(
  audience: CartAudience,
  enginePromotions: boolean,
  discountCodes: boolean,
  company: CompanySettings | null,
): CartRules {
  return {
    discountCodes,
    enginePromotions,
    mandatoryRowComment: company?.ActivateMandatoryRowCommentForAllRows === true,
    mandatoryCoWorker: company?.ActivateMandatoryPersonalPackage === true,
    mergesSameSku: audience !== 'b2b',
  };
}
