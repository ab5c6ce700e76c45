import type {
  OnHand,
  ProductDetail,
  ProductListResponse,
  ProductSummary,
  ProductVariants,
  SizeGuide,
  VariantDetail,
} from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  invalidParameter,
  isBasePartNo,
  isPartNo,
  type Language,
  notFound,
  PART_NO_LENGTH,
  type PriceContext,
  RECOMMENDATIONS_PAGE_SIZE,
  type RelationKind,
} from '@workwear/domain';
import type { MarketContext, MarketRequestContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import type { PricingService } from '../buyerPrices';
import type { FeatureService } from '../features';
import {
  findProductBySku,
  findVariantLook,
  loadOnHand,
  loadProductDetail,
  loadRelatedCandidates,
  loadVariants,
  type ProductRef,
  type VariantRow,
} from '../products';
import type { Dictionary, DictionaryService, PriceListRef } from '../vocabulary';
import type { CardFactsStore } from './cardFacts';
import { type PricedVariant, toCards } from './cards';
import { type PricedVariantRow, shownVariants, toProductDetail, toVariant } from './detailView';
import { garmentSvg } from './garmentSvg';
import { findSizeGuideByCode, loadBodyMeasurementTables, loadSizeGuide } from './sizeGuideRepository';
import { toSizeGuide } from './sizeGuideView';

function found(ref: ProductRef | undefined, what: string): ProductRef {
  if (!ref) throw notFound(what);
  return ref;
}

/**
 * Stock and variants are asked for by colour part number (12 letters or digits) or base part number
 * (8). Anything else is refused before it reaches a query: a comma, quote or backslash never adds or
 * bends a value.
 */
function checkedPartNos(field: 'partNo' | 'basePartNo', partNos: readonly string[]) {
  const allowed = field === 'partNo' ? (p: string) => isPartNo(p) || isBasePartNo(p) : isBasePartNo;
  const wanted =
    field === 'partNo'
      ? 'a colour part number (12 letters or digits) or a base part number (8)'
      : 'a base part number (8 letters or digits)';
  partNos.forEach((partNo, i) => {
    if (!allowed(partNo)) {
      throw invalidParameter(field, `${partNos.length > 1 ? `Value ${i + 1} is` : 'Is'} not ${wanted}.`);
    }
  });
  return partNos;
}

/** Product detail, related products, size guides, stock, images and the cards lists are drawn with. */
export function createProductDetailService(
  handle: DatabaseHandle,
  dictionaries: DictionaryService,
  pricing: PricingService,
  features: Pick<FeatureService, 'nonSellableShown'>,
  cardFacts: CardFactsStore,
) {
  /**
   * A product's colours at the principal's prices (the pricing service, as lists use it). Amounts
   * are null where prices are hidden or the colour has none for them; showing the agreed assortment
   * only, colours outside it are left out.
   */
  async function priced(
    prices: PriceContext,
    priceList: PriceListRef,
    variants: VariantRow[],
  ): Promise<PricedVariantRow[]> {
    const byVariant = await pricing.priceVariants(
      prices,
      priceList,
      variants.map((v) => v.id),
    );
    const shown = prices.display.showPrices;
    return variants.flatMap((v) => {
      const p = byVariant.get(v.id);
      // Where prices are hidden, only what the principal is offered is listed, so a variant without
      // a shown price still tells the storefront it can be ordered (pricesHidden).
      if (!p && (prices.assortment === 'agreed' || !shown)) return [];
      return [
        {
          ...v,
          price: shown && p ? p.price : null,
          priceIncVat: shown && p ? p.priceIncVat : null,
          priceListId: shown && p ? p.priceListId : null,
          marketPrice: shown && p?.marketPrice ? p.marketPrice.price : null,
          marketPriceIncVat: shown && p?.marketPrice ? p.marketPrice.priceIncVat : null,
          ...(shown && p ? { marks: { agreed: p.agreed, referencePrice: p.referencePrice } } : {}),
        },
      ];
    });
  }

  /** The product a key names (404 naming the key when none), in one statement. */
  async function detail(
    ctx: MarketRequestContext,
    key: { sku: string } | { uniqueName: string },
    includeMarketPrice: boolean,
  ): Promise<ProductDetail> {
    const [{ dict, priceList }, prices, nonSellable] = await Promise.all([
      dictionaries.forMarket(ctx),
      pricing.contextFor(ctx, { includeMarketPrice }),
      features.nonSellableShown(ctx.market),
    ]);
    const loaded = await loadProductDetail(handle, key, ctx.language);
    const ref = found(loaded?.ref, `Product '${'sku' in key ? key.sku : key.uniqueName}'`);
    const rows = loaded?.product ? { ...loaded, product: loaded.product } : undefined;
    const variants = rows
      ? shownVariants(await priced(prices, priceList, rows.variants), rows.skus, nonSellable)
      : [];
    // A product is shown as one of its colours: the one the key named, else its first that can be
    // ordered, else its first. One without any colour (for this principal, in this market) has no
    // 12-character part number to be shown as: not found.
    const partNo = variants.some((v) => v.partNo === ref.partNo)
      ? ref.partNo
      : (variants.find((v) => v.sellable) ?? variants[0])?.partNo;
    if (!rows || !partNo) throw notFound(`Product '${ref.basePartNo}'`);
    return toProductDetail(
      partNo,
      { ...rows, variants },
      { dict, priceList, includeMarketPrice: prices.marketPrice, pricesHidden: !prices.display.showPrices },
    );
  }

  /** Every colour of a product, named and priced as the product's detail shows them. */
  async function variantsOf(ctx: MarketRequestContext, ref: ProductRef, includeMarketPrice: boolean) {
    const [{ dict, priceList }, prices, nonSellable] = await Promise.all([
      dictionaries.forMarket(ctx),
      pricing.contextFor(ctx, { includeMarketPrice }),
      features.nonSellableShown(ctx.market),
    ]);
    const loaded = await loadVariants(handle, ref.productId);
    const variants = shownVariants(
      await priced(prices, priceList, loaded.variants),
      loaded.skus,
      nonSellable,
    );
    if (variants.length === 0) throw notFound(`Product '${ref.basePartNo}'`);
    const pricing_ = { dict, priceList, includeMarketPrice: prices.marketPrice };
    return {
      owner: { basePartNo: ref.basePartNo, uniqueName: ref.uniqueName, currency: priceList.currency },
      variants: variants.map((v) => toVariant(v, loaded.skus, pricing_)),
    };
  }

  async function cards(
    ctx: MarketContext,
    items: PricedVariant[],
    catalogue: { dict: Dictionary; priceList: PriceListRef },
    prices: PriceContext,
  ): Promise<ProductSummary[]> {
    const { dict, priceList } = catalogue;
    const { rows, colours } = await cardFacts.rowsOf(
      items.map((i) => i.variantId),
      ctx.language,
    );
    const offered = await pricing.priceVariants(
      prices,
      priceList,
      colours.map((c) => c.variantId),
    );
    return toCards(items, rows, colours, dict, priceList, prices, (id) => offered.has(id));
  }

  async function stock(partNos: readonly string[]): Promise<OnHand[]> {
    const rows = await loadOnHand(handle, partNos);
    const byPartNo = new Map<string, OnHand>();
    for (const r of rows) {
      const entry = byPartNo.get(r.partNo) ?? { partNo: r.partNo, onHands: [] };
      entry.onHands.push({ sku: r.sku, onHandValue: r.onHand, nextDeliveryDate: r.nextDeliveryDate });
      byPartNo.set(r.partNo, entry);
    }
    return [...byPartNo.values()];
  }

  return {
    /** A product by base part number, colour part number (then selected) or sku. */
    async bySku(ctx: MarketRequestContext, sku: string, includeMarketPrice: boolean) {
      return detail(ctx, { sku: plainText('sku', sku) }, includeMarketPrice);
    },
    /** By unique name, the product URL's last segment (the call's `name`). */
    async byUniqueName(ctx: MarketRequestContext, name: string, includeMarketPrice: boolean) {
      return detail(ctx, { uniqueName: plainText('name', name) }, includeMarketPrice);
    },

    /** Every colour of the product a base or colour part number names, with sizes, stock and prices. */
    async variants(
      ctx: MarketRequestContext,
      partNo: string,
      includeMarketPrice: boolean,
    ): Promise<ProductVariants> {
      checkedPartNos('partNo', [partNo]);
      const ref = found(await findProductBySku(handle, partNo), `Product '${partNo}'`);
      const { owner, variants } = await variantsOf(ctx, ref, includeMarketPrice);
      return { ...owner, variants };
    },

    /** The colour a sku or colour part number belongs to, with all its sizes, their stock and its price. */
    async variant(
      ctx: MarketRequestContext,
      sku: string,
      includeMarketPrice: boolean,
    ): Promise<VariantDetail> {
      if (plainText('sku', sku).length < PART_NO_LENGTH)
        throw invalidParameter('sku', 'Is not a sku or colour part number (12 characters or more).');
      const ref = found(await findProductBySku(handle, sku), `Variant '${sku}'`);
      const { owner, variants } = await variantsOf(ctx, ref, includeMarketPrice);
      const variant = variants.find((v) => v.partNo === ref.partNo);
      if (!variant) throw notFound(`Variant '${sku}'`);
      return { ...variant, ...owner };
    },

    async related(
      ctx: MarketRequestContext,
      sku: string,
      kind: RelationKind,
      page: number,
      pageSize: number | undefined,
    ): Promise<ProductListResponse> {
      const size = pageSize ?? RECOMMENDATIONS_PAGE_SIZE;
      const ref = found(await findProductBySku(handle, plainText('sku', sku)), `Product '${sku}'`);
      const [catalogue, prices, candidates] = await Promise.all([
        dictionaries.forMarket(ctx),
        pricing.contextFor(ctx),
        loadRelatedCandidates(handle, ref.productId, kind),
      ]);
      const byVariant = await pricing.priceVariants(
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
        results: await cards(ctx, picked.slice((page - 1) * size, page * size), catalogue, prices),
        total,
        page,
        pageSize: size,
        totalPages: Math.max(1, Math.ceil(total / size)),
        sortField: 'PopularityRank',
        sortOrder: 'asc',
        mode: 'Default',
      };
    },

    cards,
    /** Stock per sku of colour or base part numbers; part numbers that name nothing give nothing. */
    onHand: async (partNos: readonly string[]) => stock(checkedPartNos('partNo', partNos)),
    /** Stock of every colour of a base part number; 404 when it names no product. */
    async baseOnHand(basePartNo: string): Promise<OnHand[]> {
      const records = await stock(checkedPartNos('basePartNo', [basePartNo]));
      if (records.length === 0) throw notFound(`Product '${basePartNo}'`);
      return records;
    },

    async sizeGuide(ctx: MarketContext, sku: string): Promise<SizeGuide> {
      const ref = found(await findProductBySku(handle, plainText('sku', sku)), `Product '${sku}'`);
      return toSizeGuide(await loadSizeGuide(handle, ref.productId, ctx.language), ctx);
    },

    /**
     * A size guide by its code, for documents made from it: its text in the first of the languages that
     * has one (else null) and its body-measurement tables. Undefined when no guide has the code.
     */
    async sizeGuideByCode(code: string, languages: readonly Language[]) {
      const guide = await findSizeGuideByCode(handle, plainText('code', code), languages);
      if (!guide) return undefined;
      const tables = await loadBodyMeasurementTables(handle, { sizeGuideId: guide.id });
      return {
        code: guide.code,
        content: guide.content,
        fallbackPdfUrl: guide.fallbackPdfUrl,
        bodyMeasurementsTable: tables,
      };
    },

    /** A variant's generated picture at an angle ('2.svg'); 404 past its image count. */
    async image(partNo: string, file: string): Promise<string> {
      if (!isPartNo(partNo))
        throw invalidParameter('partNo', 'Is not a colour part number (12 letters or digits).');
      const angle = Number.parseInt(file, 10);
      const look = await findVariantLook(handle, partNo);
      if (!look || angle < 1 || angle > Math.max(1, look.imageCount))
        throw notFound(`Image ${partNo}/${file}`);
      return garmentSvg(look.shape, look.hex ?? '', `${partNo} ${look.code}`, angle);
    },
  };
}
export type ProductDetailService = ReturnType<typeof createProductDetailService>;
