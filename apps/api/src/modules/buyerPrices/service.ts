import type { DatabaseHandle } from '@workwear/db';
import {
  agreementContextRefusal,
  type CompanySettings,
  DomainError,
  type EffectivePrice,
  type PriceContext,
  type PricingCompanySettings,
  resolvePriceContext,
} from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import { heldBytes } from '../../lib/heldBytes';
import { type ListingIndex, type ListingIndexStore, MISSING } from '../catalogueIndex';
import type { CompanyTermsService } from '../company';
import type { SettingsService } from '../settings';
import {
  buildView,
  type CompactList,
  compactList,
  marketView,
  marksAt,
  overlayEntry,
  type PriceView,
} from './priceBook';
import type { PriceListRef } from './publicPriceLists';
import { loadListPrices } from './repository';

/** Price views kept per listing index (one per distinct set of lists and assortment in use). */
export const MAX_VIEWS = 64;

/** The company settings pricing reads, of the company's effective (inherited) settings. */
function pricingSettingsOf(settings: CompanySettings): PricingCompanySettings {
  return {
    hidePrice: settings.HidePrice,
    showPriceIncVat: settings.ShowPriceIncVat,
    showAgreedAssortmentOnly: settings.ShowAgreedAssortmentOnly,
    showAgreedAssortmentOnlyForAllRoles: settings.ShowAgreedAssortmentOnlyForAllRoles,
    reseller: settings.AccessPartnerWeb,
  };
}

interface Book {
  rowOfVariant?: Map<number, number>;
  memos: Map<string, unknown>;
  lists: Map<number, Promise<CompactList>>;
  views: Map<string, Promise<PriceView>>;
}

export interface PriceRequest {
  includeMarketPrice?: boolean;
  listContext?: 'public' | 'agreement';
}

/**
 * The one pricing service: resolves the principal's price context once per request and answers what
 * they pay for variants, for lists (a price view over the in-memory listing index) and for product
 * detail, related products and, later, the cart (priceVariants). Both apply the domain's rule
 * (effectivePrice) to the same compact list maps, so a variant costs the same wherever it shows.
 */
export function createPricingService(
  handle: DatabaseHandle,
  listings: ListingIndexStore,
  /** The owners of a company's lists and settings and of a market's settings, each with its cache. */
  owners: { companies: Pick<CompanyTermsService, 'termsOf'>; settings: Pick<SettingsService, 'rulesOf'> },
) {
  const books = new WeakMap<ListingIndex, Book>();

  const bookOf = (index: ListingIndex): Book => {
    let book = books.get(index);
    if (!book) {
      book = { lists: new Map(), views: new Map(), memos: new Map() };
      books.set(index, book);
    }
    return book;
  };

  const rowOfVariant = (index: ListingIndex) => {
    const book = bookOf(index);
    if (!book.rowOfVariant) {
      book.rowOfVariant = new Map();
      for (let r = 0; r < index.size; r++) book.rowOfVariant.set(index.variantId[r]!, r);
    }
    return book.rowOfVariant;
  };

  /** A list's prices as a compact map over the index: loaded on first use, kept with the index. */
  const listOf = (index: ListingIndex, priceListId: number) => {
    const book = bookOf(index);
    let list = book.lists.get(priceListId);
    if (!list) {
      list = loadListPrices(handle, priceListId).then((rows) => compactList(rowOfVariant(index), rows));
      list.catch(() => book.lists.delete(priceListId));
      book.lists.set(priceListId, list);
    }
    return list;
  };

  /** The market's settings (HidePrice, ActivateDiscountCode, ...), as the settings module believes them. */
  const marketSettingsOf = (marketId: string) => owners.settings.rulesOf(marketId);

  async function contextFor(ctx: MarketRequestContext, request: PriceRequest = {}): Promise<PriceContext> {
    const { principal } = ctx;
    const companyId = principal.kind === 'customer' ? principal.companyId : null;
    const role = principal.kind === 'customer' ? principal.role : null;
    const [marketSettings, company] = await Promise.all([
      marketSettingsOf(ctx.market.marketId),
      companyId === null ? undefined : owners.companies.termsOf(companyId),
    ]);
    if (request.listContext === 'agreement') {
      const refusal = agreementContextRefusal(role, company !== undefined);
      if (refusal === 'unauthenticated')
        throw new DomainError('unauthenticated', 'The agreement context needs a signed-in company user.');
      if (refusal === 'forbidden')
        throw new DomainError('forbidden', 'The agreement context is for users signed in to a company.');
    }
    return resolvePriceContext({
      market: ctx.market,
      marketSettings,
      role,
      company: company
        ? {
            primaryPriceListId: company.primaryPriceListId,
            priceLists: company.priceLists,
            settings: pricingSettingsOf(company.settings),
          }
        : null,
      includeMarketPrice: request.includeMarketPrice ?? false,
      listContext: request.listContext ?? 'public',
    });
  }

  /** The prices of a context over an index: built once per index and set of lists, then shared. */
  function viewFor(index: ListingIndex, context: PriceContext, market: PriceListRef): Promise<PriceView> {
    if (context.lists.length === 0 && context.assortment === 'all') {
      return Promise.resolve(marketView(index, market.slot, market.id));
    }
    const book = bookOf(index);
    const key = `${market.slot}|${context.key}`;
    let view = book.views.get(key);
    if (view) {
      // Most recently used last, so the oldest goes first.
      book.views.delete(key);
      book.views.set(key, view);
      return view;
    }
    view = (async () => {
      const lists = new Map<number, CompactList>();
      await Promise.all(
        context.lists.map(async (l) => {
          lists.set(l.id, await listOf(index, l.id));
        }),
      );
      return buildView(index, market.slot, market.id, context, lists);
    })();
    view.catch(() => book.views.delete(key));
    book.views.set(key, view);
    if (book.views.size > MAX_VIEWS) book.views.delete(book.views.keys().next().value as string);
    return view;
  }

  /**
   * What the context pays for each variant (those it is not offered are missing from the map), with
   * the market price beside it when the context shows it: product detail, related products, cart.
   */
  async function priceVariants(
    context: PriceContext,
    market: PriceListRef,
    variantIds: readonly number[],
  ): Promise<Map<number, EffectivePrice>> {
    const index = await listings.get();
    const view = await viewFor(index, context, market);
    const rows = rowOfVariant(index);
    const out = new Map<number, EffectivePrice>();
    for (const variantId of variantIds) {
      const r = rows.get(variantId);
      if (r === undefined) continue;
      const priced = priceOfRow(index, view, context, r);
      if (priced) out.set(variantId, priced);
    }
    return out;
  }

  /** Something derived from a price view, kept with the index as long as views are (MAX_VIEWS). */
  function memo<T>(index: ListingIndex, key: string, make: () => T): T {
    const { memos } = bookOf(index);
    if (memos.has(key)) return memos.get(key) as T;
    const value = make();
    memos.set(key, value);
    if (memos.size > MAX_VIEWS) memos.delete(memos.keys().next().value as string);
    return value;
  }

  /**
   * Bytes the current index's price lists and views hold (heldBytes), for the benchmark report: the
   * memory company prices add to the listing index.
   */
  async function memory(): Promise<{ priceLists: number; priceViews: number; count: number }> {
    const book = bookOf(await listings.get());
    const [lists, views] = await Promise.all([
      Promise.all(book.lists.values()),
      Promise.all(book.views.values()),
    ]);
    return {
      priceLists: heldBytes(lists),
      priceViews: heldBytes(views.map((v) => v.overlay)),
      count: lists.length,
    };
  }

  return {
    contextFor,
    marketSettingsOf,
    viewFor,
    priceVariants,
    memo,
    memory,
  };
}
export type PricingService = ReturnType<typeof createPricingService>;

/** A row's price in a view, as the rule gives it, with the market price when the context shows it. */
export function priceOfRow(
  index: ListingIndex,
  view: PriceView,
  context: Pick<PriceContext, 'marketPrice'>,
  r: number,
): EffectivePrice | undefined {
  // The overlay is searched once for the row, not once per field (cards price every colour shown).
  const e = overlayEntry(view, r);
  const o = view.overlay;
  const price = e >= 0 ? o!.price[e]! : view.fallback ? index.prices[view.base + r]! : MISSING;
  if (price === MISSING) return undefined;
  const offer = {
    priceListId: e >= 0 ? o!.listId[e]! : view.publicListId,
    price,
    priceIncVat: e >= 0 ? o!.priceIncVat[e]! : index.pricesIncVat[view.base + r]!,
  };
  const own = { ...offer, ...marksAt(index, view, r, offer) };
  const market = index.prices[view.base + r]!;
  return context.marketPrice && market !== MISSING
    ? { ...own, marketPrice: { price: market, priceIncVat: index.pricesIncVat[view.base + r]! } }
    : own;
}
