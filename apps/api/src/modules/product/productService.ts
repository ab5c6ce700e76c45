import type { DatabaseHandle } from '@workwear/db';
import {
  DomainError,
  FTS_CONFIG,
  type Language,
  notFound,
  RECOMMENDATIONS_PAGE_SIZE,
  type RelationKind,
  SORT_OPTIONS,
  type SortField,
  type SortOrder,
  sortOptionOf,
} from '@workwear/domain';
import type {
  FilterCountResponse,
  FilterSearchResponse,
  OnHand,
  Parametric,
  ProductDetail,
  ProductListResponse,
  ProductQuery,
  SitemapProductsResponse,
  SizeGuide,
} from '@workwear/domain/contracts';
import type { MarketContext } from '../../http/marketContext';
import { buildCriteria, pageSizeOf } from './criteria';
import type { Dictionary, DictionaryService } from './dictionary';
import { productImageUrl } from './images';
import type { ListingCriteria } from './listingCriteria';
import { countByPrimaryCategory, facetCounts, listedProductIds, listPage } from './listingEngine';
import type { ListingIndexService } from './listingIndexService';
import { parametricOf } from './parametrics';
import {
  findProductBySku,
  findProductByUniqueName,
  findSizeGuideByCode,
  loadBodyMeasurementTables,
  loadOnHand,
  loadProductDetail,
  loadRelatedVariantIds,
  loadSitemapEntries,
  loadSizeGuide,
  type ProductRef,
} from './productRepository';
import { correctSearchWords, findSearchMatches, toTsQuery } from './searchRepository';
import { colourOf, flagsOf, toSummaries } from './summaries';

const defaultOrderOf = (field: SortField): SortOrder => SORT_OPTIONS.find((o) => o.field === field)!.order;

/** The public product list in Default mode (one item per product), without filters or search. */
const PUBLIC_PRODUCT_LIST: ProductQuery = { page: 1, context: 'public', mode: 'Default' };

export function createProductService(
  handle: DatabaseHandle,
  dictionaries: DictionaryService,
  listings: ListingIndexService,
) {
  /** The dictionary of the request language and the market's public price list. */
  async function catalogueFor(ctx: MarketContext) {
    const [dict, priceList] = await Promise.all([
      dictionaries.dictionary(ctx.language),
      dictionaries.publicPriceList(ctx.market.name),
    ]);
    if (!priceList) throw new DomainError('not_found', `Market ${ctx.market.marketId} has no price list.`);
    return { dict, priceList };
  }

  async function criteriaFor(query: ProductQuery, ctx: MarketContext) {
    const { dict, priceList } = await catalogueFor(ctx);
    const tsQuery = query.query
      ? toTsQuery(await correctSearchWords(handle, ctx.language, query.query))
      : undefined;
    const search = tsQuery
      ? await findSearchMatches(handle, ctx.language, FTS_CONFIG[ctx.language], tsQuery)
      : undefined;
    const criteria = buildCriteria(query, dict, priceList, search);
    return { dict, priceList, criteria };
  }

  async function listProducts(query: ProductQuery, ctx: MarketContext): Promise<ProductListResponse> {
    const pageSize = pageSizeOf(query);
    const { dict, priceList, criteria } = await criteriaFor(query, ctx);
    // Default sort is popularity rank for consumers and anonymous visitors; a search sorts by relevance.
    const sortField: SortField | 'Relevance' =
      query.sortField ?? (criteria.search ? 'Relevance' : sortOptionOf('Popularity').field);
    const sortOrder = query.sortOrder ?? (sortField === 'Relevance' ? 'desc' : defaultOrderOf(sortField));
    const { items, total } = listPage(
      await listings.get(),
      criteria,
      sortField,
      sortOrder,
      query.page,
      pageSize,
    );
    const results = await toSummaries(
      handle,
      items,
      dict,
      ctx.language,
      priceList,
      query.includeMarketPrice ?? false,
    );
    return {
      results,
      total,
      page: query.page,
      pageSize,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      sortField: sortField === 'Relevance' ? 'PopularityRank' : sortField,
      sortOrder,
      mode: query.mode,
      ...(query.query ? { query: query.query } : {}),
      ...(query.groupBy === 'category' ? { groups: await categoryGroups(criteria, dict) } : {}),
    };
  }

  async function categoryGroups(criteria: ListingCriteria, dict: Dictionary) {
    const rows = countByPrimaryCategory(await listings.get(), criteria);
    return rows.map((r) => ({ ...r, name: dict.categoryById.get(r.categoryId)?.name ?? '' }));
  }

  /**
   * Counts per value of every filter. A value shows when something matches it under the other
   * selections, or when it is selected (then possibly with 0), so a selection can always be undone.
   */
  async function filterCounts(query: ProductQuery, ctx: MarketContext): Promise<FilterCountResponse> {
    const { dict, priceList, criteria } = await criteriaFor(query, ctx);
    const facets = facetCounts(await listings.get(), criteria);
    const selected = new Set(criteria.selections.flatMap((s) => s.valueIds));
    const results = dict.parametrics
      .filter((p) => p.isFilter)
      .flatMap((p) => {
        const counts = facets.excludingOwn.get(p.id) ?? facets.all;
        const values = (dict.valuesByParametric.get(p.id) ?? [])
          .filter((v) => (counts.get(v.id) ?? 0) > 0 || selected.has(v.id))
          .map((v) => ({ valueId: v.id, count: counts.get(v.id) ?? 0 }));
        if (values.length === 0) return [];
        const key = p.kind === 'list' ? 'listValues' : 'multipleValues';
        return [{ parametricId: p.id, parametricCode: p.code, [key]: values }];
      });
    return { total: facets.total, price: { currency: priceList.currency, ...facets.price }, results };
  }

  async function filterSearch(query: ProductQuery, ctx: MarketContext): Promise<FilterSearchResponse> {
    // The dictionary is cached, so asking for it again costs a map lookup.
    const [counts, dict] = await Promise.all([
      filterCounts(query, ctx),
      dictionaries.dictionary(ctx.language),
    ]);
    const parametrics: Parametric[] = counts.results.map((r) =>
      parametricOf(
        dict,
        r.parametricId,
        new Set((r.listValues ?? r.multipleValues ?? []).map((v) => v.valueId)),
      ),
    );
    return { ...counts, parametrics };
  }

  function found(ref: ProductRef | undefined, what: string): ProductRef {
    if (!ref) throw notFound(what);
    return ref;
  }

  async function productDetail(
    by: { sku: string } | { uniqueName: string },
    ctx: MarketContext,
    includeMarketPrice: boolean,
  ): Promise<ProductDetail> {
    const ref = found(
      'sku' in by
        ? await findProductBySku(handle, by.sku)
        : await findProductByUniqueName(handle, by.uniqueName),
      'sku' in by ? `Product '${by.sku}'` : `Product '${by.uniqueName}'`,
    );
    const { dict, priceList } = await catalogueFor(ctx);
    const detail = await loadProductDetail(handle, ref.productId, ctx.language, priceList.id, priceList.id);
    if (!detail) throw notFound(`Product ${ref.productId}`);
    const { product, variants, skus } = detail;
    const byParametric = new Map<number, { id: number; code: string; value: string }[]>();
    for (const id of product.valueIds) {
      const value = dict.valueById.get(id);
      if (!value) continue;
      const list = byParametric.get(value.parametricId) ?? [];
      list.push({ id: value.id, code: value.code, value: value.value });
      byParametric.set(value.parametricId, list);
    }
    const sizesOf = (variantId: number) => skus.filter((s) => s.variantId === variantId);
    return {
      partNo: product.basePartNo,
      basePartNo: product.basePartNo,
      uniqueName: product.uniqueName,
      name: product.name,
      description: product.description,
      seo: { title: product.seoTitle || product.name, description: product.seoDescription },
      primaryCategoryId: product.primaryCategoryId,
      categoryIds: product.categoryIds,
      familyId: product.familyId,
      manufacturerId: product.manufacturerId,
      customImageSortOrder: product.customImageSortOrder,
      starsAverage: product.starsAverage,
      currency: priceList.currency,
      flags: flagsOf(product.flagIds, dict),
      usps: product.usps,
      parametrics: dict.parametrics
        .filter((p) => byParametric.has(p.id))
        .map((p) => ({ id: p.id, code: p.code, name: p.name, values: byParametric.get(p.id)! })),
      variants: variants.map((v) => {
        const sizes = sizesOf(v.id);
        const colour = colourOf(v.colorValueId, dict);
        const toSize = (s: (typeof sizes)[number], code: string, value: string) => ({
          sku: s.sku,
          code,
          value,
          availableStock: s.onHand,
          nextDeliveryDate: s.nextDeliveryDate,
        });
        return {
          partNo: v.partNo,
          colorCodeId: v.colorCode,
          colorValueId: v.colorValueId,
          colorName: colour.name,
          hex: colour.hex,
          imageUrl: productImageUrl(v.partNo),
          images: Array.from({ length: Math.max(1, v.imageCount) }, (_, i) =>
            productImageUrl(v.partNo, i + 1),
          ),
          flags: flagsOf(v.flagIds, dict),
          sizeRange: { min: sizes[0]?.sizeValue ?? null, max: sizes.at(-1)?.sizeValue ?? null },
          price: v.price,
          priceIncVat: v.priceIncVat,
          priceListId: v.price === null ? null : priceList.id,
          ...(includeMarketPrice && v.marketPrice !== null
            ? {
                marketPrice: {
                  amount: v.marketPrice,
                  amountIncVat: v.marketPriceIncVat!,
                  currency: priceList.currency,
                },
              }
            : {}),
          popRank30: v.popRank30,
          popRank60: v.popRank60,
          firstSaleDate: v.firstSaleDate,
          sizes: sizes.map((s) => toSize(s, s.sizeCode, s.sizeValue)),
          sizeAlternates: sizes
            .filter((s) => s.sizeAlternateCode !== null)
            .map((s) => toSize(s, s.sizeAlternateCode!, s.sizeAlternateValue ?? s.sizeAlternateCode!)),
        };
      }),
      hasSizeGuide: product.sizeGuideId !== null,
      selectedPartNo: ref.partNo ?? variants[0]?.partNo ?? product.basePartNo,
    };
  }

  async function related(
    sku: string,
    kind: RelationKind,
    ctx: MarketContext,
    page: number,
    pageSize: number | undefined,
  ): Promise<ProductListResponse> {
    const size = pageSize ?? RECOMMENDATIONS_PAGE_SIZE;
    const ref = found(await findProductBySku(handle, sku), `Product '${sku}'`);
    const { dict, priceList } = await catalogueFor(ctx);
    const { rows, total } = await loadRelatedVariantIds(
      handle,
      ref.productId,
      kind,
      priceList.id,
      size,
      (page - 1) * size,
    );
    const results = await toSummaries(handle, rows, dict, ctx.language, priceList, false);
    return {
      results,
      total,
      page,
      pageSize: size,
      totalPages: Math.max(1, Math.ceil(total / size)),
      sortField: 'PopularityRank',
      sortOrder: 'asc',
      mode: 'Default',
    };
  }

  async function onHand(partNos: string[]): Promise<OnHand[]> {
    const rows = await loadOnHand(handle, partNos);
    const byPartNo = new Map<string, OnHand>();
    for (const r of rows) {
      const entry = byPartNo.get(r.partNo) ?? { partNo: r.partNo, onHands: [] };
      entry.onHands.push({ sku: r.sku, onHandValue: r.onHand, nextDeliveryDate: r.nextDeliveryDate });
      byPartNo.set(r.partNo, entry);
    }
    return [...byPartNo.values()];
  }

  async function sizeGuide(sku: string, ctx: MarketContext): Promise<SizeGuide> {
    const ref = found(await findProductBySku(handle, sku), `Product '${sku}'`);
    const { guide, tables, dimensions } = await loadSizeGuide(handle, ref.productId, ctx.language);
    const measurements = [...new Set(dimensions.map((d) => d.measurement))];
    const sizes = [...new Set(dimensions.map((d) => d.sizeCode))];
    return {
      content: guide?.content ?? null,
      fallbackPdfUrl: guide?.fallbackPdfUrl ? inCulture(guide.fallbackPdfUrl, ctx) : null,
      bodyMeasurementsTable: tables,
      productDimensions: {
        measurements,
        sizes: sizes.map((size) => ({
          size,
          values: measurements.map(
            (m) => dimensions.find((d) => d.sizeCode === size && d.measurement === m)?.valueMm ?? null,
          ),
        })),
      },
    };
  }

  /**
   * Documents the API generates (/api/document/...) are made in a language: the link carries the
   * caller's market and culture, so the PDF opened from a product page speaks the page's language.
   * Links elsewhere are returned as stored.
   */
  function inCulture(url: string, ctx: MarketContext): string {
    if (!url.startsWith('/api/document/')) return url;
    const query = new URLSearchParams({ marketId: ctx.market.marketId, cultureCode: ctx.cultureCode });
    return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
  }

  /**
   * A size guide by its code, for documents made from it: its text in the first of the languages that
   * has one (else null) and its body-measurement tables. Undefined when no guide has the code.
   */
  async function sizeGuideByCode(code: string, languages: readonly Language[]) {
    const guide = await findSizeGuideByCode(handle, code, languages);
    if (!guide) return undefined;
    const tables = await loadBodyMeasurementTables(handle, { sizeGuideId: guide.id });
    return {
      code: guide.code,
      content: guide.content,
      fallbackPdfUrl: guide.fallbackPdfUrl,
      bodyMeasurementsTable: tables,
    };
  }

  /**
   * The products a sitemap names for the market: exactly those of its public product list in
   * Default mode (same criteria, same matching), each once, ordered by unique name.
   */
  async function sitemapProducts(
    ctx: MarketContext,
    page: number,
    pageSize: number,
  ): Promise<SitemapProductsResponse> {
    const { dict, priceList } = await catalogueFor(ctx);
    const criteria = buildCriteria(PUBLIC_PRODUCT_LIST, dict, priceList, undefined);
    const productIds = listedProductIds(await listings.get(), criteria);
    const items = await loadSitemapEntries(handle, productIds, (page - 1) * pageSize, pageSize);
    return { total: productIds.length, items };
  }

  return {
    listProducts,
    filterCounts,
    filterSearch,
    productDetail,
    related,
    onHand,
    sizeGuide,
    sizeGuideByCode,
    sitemapProducts,
  };
}
export type ProductService = ReturnType<typeof createProductService>;
