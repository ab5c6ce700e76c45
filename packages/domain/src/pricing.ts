import type { Market } from './markets';
import { type PriceDisplay, priceDisplay } from './priceDisplay';
import { hasAgreedAssortment, PRICE_LIST_TYPE } from './priceLists';
import { isB2B, isRoleCode, ROLE, type RoleCode } from './roles';

/** A price list a company may buy from: its id, type and the market (name) it prices in. */
export interface CompanyPriceList {
  readonly id: number;
  readonly type: number;
  readonly marketName: string;
}

/** The company settings pricing reads (company settings table, spec section 3). */
export interface PricingCompanySettings {
  readonly hidePrice: boolean;
  readonly showPriceIncVat: boolean;
  readonly showAgreedAssortmentOnly: boolean;
  readonly showAgreedAssortmentOnlyForAllRoles: boolean;
  /** AccessPartnerWeb (inherited like every setting): the company is a reseller ("dealer"). */
  readonly reseller: boolean;
}

/** Everything one request's prices depend on, as the API reads it once per request. */
export interface PriceContextInput {
  readonly market: Market;
  readonly marketSettings: {
    readonly hidePrice: boolean;
    readonly showMarketPriceForAdminsAndInternals: boolean;
  };
  /** The principal's role; null or undefined when anonymous. */
  readonly role?: number | null;
  /** The principal's company, when signed in to one. */
  readonly company?: {
    readonly primaryPriceListId: number | null;
    /** The allowed lists (the primary one among them or not), of any market. */
    readonly priceLists: readonly CompanyPriceList[];
    readonly settings: PricingCompanySettings;
  } | null;
  /** The call's includeMarketPrice: honoured only for administrators and internal users (see below). */
  readonly includeMarketPrice?: boolean;
  /** The list context: 'agreement' shows the agreed assortment only. */
  readonly listContext?: 'public' | 'agreement';
  /**
   * A pre-order (the B2BPreOrder tier): only then do PreOrder lists price anything. No flow of the
   * shop takes pre-orders yet, so every request prices an ordinary order.
   */
  readonly preOrder?: boolean;
}

/**
 * What a principal pays and sees, resolved once per request. `lists` are the company's lists that
 * price in the request's market, in precedence order: the primary list first, then the others by id.
 */
export interface PriceContext {
  readonly lists: readonly CompanyPriceList[];
  readonly primaryPriceListId: number | null;
  /** 'agreed': only variants priced by a list of a type other than None; 'all': the market list too. */
  readonly assortment: 'all' | 'agreed';
  /** Whether the principal's company has an agreed assortment (a list not of type None) in this market. */
  readonly agreedCategories: boolean;
  /** Whether amounts are shown, and incl. VAT (B2B: the company's ShowPriceIncVat). */
  readonly display: PriceDisplay;
  /**
   * Whether display.incVat is decided here (B2B: the company's setting), so a price limit without
   * useIncVat compares what the buyer sees; consumers' choice lives in the storefront.
   */
  readonly incVatDecided: boolean;
  /** Whether the market (public list) price goes beside the principal's own. */
  readonly marketPrice: boolean;
  /** Identifies the lists and assortment, the only parts the per-variant prices depend on. */
  readonly key: string;
}

const NO_SETTINGS: PricingCompanySettings = {
  hidePrice: false,
  showPriceIncVat: false,
  showAgreedAssortmentOnly: false,
  showAgreedAssortmentOnlyForAllRoles: false,
  reseller: false,
};

/** A refusal of the agreement context: anonymous callers must sign in, consumers have no company. */
export type AgreementRefusal = 'unauthenticated' | 'forbidden';

export function agreementContextRefusal(role: number | null | undefined, hasCompany: boolean) {
  if (role === null || role === undefined) return 'unauthenticated' as const;
  if (!hasCompany || !isB2B(isRoleCode(role) ? role : null)) return 'forbidden' as const;
  return undefined;
}

/**
 * The principal's price context (spec storefront-core §3, §4 and §6; cart-services-companies §3):
 *
 * - Lists: the company's primary list and its allowed lists, those pricing in the request's market
 *   (a list of another market has another currency). Anonymous and consumer callers have none. A
 *   Reseller list counts only for a reseller (AccessPartnerWeb) and a PreOrder list only for a
 *   pre-order: neither prices an ordinary order of anyone else (issue 25).
 * - Agreed assortment only: a User (64) when ShowAgreedAssortmentOnly is on, every role when
 *   ShowAgreedAssortmentOnlyForAllRoles is on, and anyone asking for the agreement context. The two
 *   settings restrict only a company that has an agreed assortment (a list not of type None): a
 *   company whose only list is of type None would otherwise see an empty shop.
 * - Display: B2B follows the company's HidePrice and ShowPriceIncVat; the market's HidePrice hides
 *   for everyone (priceDisplay).
 * - Market price: only for Administrators (65) and Internal (80), only when they ask and the market
 *   setting ShowMarketPriceForAdminsAndInternals is on; anyone else's includeMarketPrice is ignored.
 */
export function resolvePriceContext(input: PriceContextInput): PriceContext {
  const role: RoleCode | null = isRoleCode(input.role) ? input.role : null;
  const company = isB2B(role) ? (input.company ?? null) : null;
  const settings = company?.settings ?? NO_SETTINGS;
  const inMarket = (company?.priceLists ?? []).filter(
    (l) =>
      l.marketName === input.market.name &&
      (l.type !== PRICE_LIST_TYPE.Reseller || settings.reseller) &&
      (l.type !== PRICE_LIST_TYPE.PreOrder || input.preOrder === true),
  );
  const primary = company?.primaryPriceListId ?? null;
  const lists = [...new Map(inMarket.map((l) => [l.id, l])).values()].sort(
    (a, b) => Number(b.id === primary) - Number(a.id === primary) || a.id - b.id,
  );
  const agreed = company !== null && hasAgreedAssortment(lists);
  const agreedOnly =
    input.listContext === 'agreement' ||
    (agreed &&
      (settings.showAgreedAssortmentOnlyForAllRoles ||
        (role === ROLE.User && settings.showAgreedAssortmentOnly)));
  const display = priceDisplay({
    market: input.market,
    marketSettings: { hidePrice: input.marketSettings.hidePrice },
    role,
    company: company ? { hidePrice: settings.hidePrice, showPriceIncVat: settings.showPriceIncVat } : null,
  });
  const marketPrice =
    input.includeMarketPrice === true &&
    (role === ROLE.Administrator || role === ROLE.Internal) &&
    input.marketSettings.showMarketPriceForAdminsAndInternals;
  const assortment = agreedOnly ? 'agreed' : 'all';
  const primaryInMarket = lists.some((l) => l.id === primary) ? primary : null;
  return {
    lists,
    primaryPriceListId: primaryInMarket,
    assortment,
    agreedCategories: agreed,
    display,
    incVatDecided: isB2B(role),
    marketPrice,
    key: `${input.market.name}|${assortment}|${primaryInMarket ?? ''}|${lists.map((l) => `${l.id}:${l.type}`).join(',')}`,
  };
}

/** A price one list gives a variant, in minor units. */
export interface ListOffer {
  readonly priceListId: number;
  readonly price: number;
  readonly priceIncVat: number;
}

type Amounts = { readonly price: number; readonly priceIncVat: number };

/**
 * What a price is, for the words beside it (issue 25): `agreed` where a list of a type other than
 * None gives it (the company's agreed price); `referencePrice`, the public price it is compared to,
 * only where that is higher both ex and inc VAT, so it can be shown crossed out with the saving.
 */
export interface PriceMarks {
  readonly agreed?: true;
  readonly referencePrice?: Amounts;
}

/** What the principal pays for a variant and which list it comes from; marketPrice when shown. */
export interface EffectivePrice extends ListOffer, PriceMarks {
  readonly marketPrice?: Amounts;
}

/** The marks of a price from `own` list, given the lists of a type other than None and the public price. */
export function priceMarks(
  agreedListIds: readonly number[],
  own: ListOffer,
  publicPrice: Amounts | undefined,
): PriceMarks {
  if (!agreedListIds.includes(own.priceListId)) return {};
  const saves = publicPrice && publicPrice.price > own.price && publicPrice.priceIncVat > own.priceIncVat;
  return saves
    ? { agreed: true, referencePrice: { price: publicPrice.price, priceIncVat: publicPrice.priceIncVat } }
    : { agreed: true };
}

/** The ids of the context's lists that make a price agreed (a type other than None). */
export const agreedListIdsOf = (context: Pick<PriceContext, 'lists'>): number[] =>
  context.lists.filter((l) => l.type !== PRICE_LIST_TYPE.None).map((l) => l.id);

/**
 * THE pricing rule: what a principal pays for one variant, given the offers of the context's lists
 * for it and the market's public offer (undefined where the market list does not price it).
 * Undefined: the variant is not offered to this principal.
 *
 * Precedence (the specification names the types but not an order; this is our reading):
 * 1. the company's primary list, where it prices the variant: it is the agreement the company chose;
 * 2. else the lowest net price among the company's other lists in the context (ties: the lower list
 *    id): each is a list the company may buy from, so the buyer gets the best;
 * 3. else the market's public list, unless the context shows the agreed assortment only.
 * 4. Never dearer than the public list (issue 25): where the market's public price is lower (ex VAT;
 *    a tie goes to the lower price inc VAT), the buyer pays that, the public list's offer as it is.
 * A variant is in the agreed assortment when a list of a type other than None prices it.
 */
export function effectivePrice(
  context: Pick<PriceContext, 'lists' | 'primaryPriceListId' | 'assortment' | 'marketPrice'>,
  offers: readonly ListOffer[],
  market: ListOffer | undefined,
): EffectivePrice | undefined {
  let best: ListOffer | undefined;
  let agreed = false;
  for (const offer of offers) {
    const list = context.lists.find((l) => l.id === offer.priceListId);
    if (!list) continue;
    if (list.type !== PRICE_LIST_TYPE.None) agreed = true;
    if (!best || beats(offer, best, context.primaryPriceListId)) best = offer;
  }
  if (context.assortment === 'agreed' && !agreed) return undefined;
  const chosen = best && market && cheaper(market, best) ? market : (best ?? market);
  if (!chosen) return undefined;
  const result = { priceListId: chosen.priceListId, price: chosen.price, priceIncVat: chosen.priceIncVat };
  return context.marketPrice && market
    ? { ...result, marketPrice: { price: market.price, priceIncVat: market.priceIncVat } }
    : result;
}

const cheaper = (a: ListOffer, b: ListOffer) =>
  a.price !== b.price ? a.price < b.price : a.priceIncVat < b.priceIncVat;

function beats(a: ListOffer, b: ListOffer, primary: number | null): boolean {
  if (a.priceListId === primary) return true;
  if (b.priceListId === primary) return false;
  return a.price !== b.price ? a.price < b.price : a.priceListId < b.priceListId;
}
