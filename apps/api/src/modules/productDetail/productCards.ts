import type { ProductListResponse, ProductSummary } from '@workwear/contracts';
import { type PriceContext, RECOMMENDATIONS_PAGE_SIZE, type RelationKind } from '@workwear/domain';
import {
  type MarketContext,
  type MarketRequestContext,
  textLocaleOfContext,
} from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import { findProductBySku, loadRelatedCandidates } from '../products';
import type { Dictionary, PriceListRef } from '../vocabulary';
import { type PricedVariant, toCards } from './cards';
import { found, type ProductDetailDeps } from './productDetailDeps';

/** The cards of priced colours, drawn from the facts held with the listing index (no SQL). */
export async function productCards(
  deps: ProductDetailDeps,
  ctx: MarketContext,
  items: PricedVariant[],
  catalogue: { dict: Dictionary; priceList: PriceListRef },
  prices: PriceContext,
): Promise<ProductSummary[]> {
  const { dict, priceList } = catalogue;
  const { rows, colours } = await deps.cardFacts.rowsOf(
    items.map((i) => i.variantId),
    textLocaleOfContext(ctx),
  );
  const offered = await deps.pricing.priceVariants(
    prices,
    priceList,
    colours.map((c) => c.variantId),
  );
  return toCards(items, rows, colours, dict, priceList, prices, (id) => offered.has(id));
}

/** A page of a product's related products of a kind, as cards. */
export async function relatedProducts(
  deps: ProductDetailDeps,
  ctx: MarketRequestContext,
  sku: string,
  kind: RelationKind,
  page: number,
  pageSize: number | undefined,
): Promise<ProductListResponse> {
  const size = pageSize ?? RECOMMENDATIONS_PAGE_SIZE;
  const ref = found(await findProductBySku(deps.handle, plainText('sku', sku)), `Product '${sku}'`);
  const [catalogue, prices, candidates] = await Promise.all([
    deps.dictionaries.forMarket(ctx),
    deps.pricing.contextFor(ctx),
    loadRelatedCandidates(deps.handle, ref.productId, kind),
  ]);
  const byVariant = await deps.pricing.priceVariants(
    prices,
    catalogue.priceList,
    candidates.map((c) => c.variantId),
  );
  // Each related product once, as its first colour (in card order) with a price for this principal.
  const picked: PricedVariant[] = [];
  const seen = new Set<number>();
  for (const c of candidates) {
    const price = byVariant.get(c.variantId);
    if (!price || seen.has(c.relatedProductId)) continue;
    seen.add(c.relatedProductId);
    picked.push({ variantId: c.variantId, ...price });
  }
  const total = picked.length;
  return {
    results: await productCards(deps, ctx, picked.slice((page - 1) * size, page * size), catalogue, prices),
    total,
    page,
    pageSize: size,
    totalPages: Math.max(1, Math.ceil(total / size)),
    sortField: 'PopularityRank',
    sortOrder: 'asc',
    mode: 'Default',
  };
}
