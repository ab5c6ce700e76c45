import type { DatabaseHandle } from '@workwear/db';
import type { Language, PriceContext, RelationKind } from '@workwear/domain';
import type { MarketContext, MarketRequestContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import type { PricingService } from '../buyerPrices';
import type { FeatureService } from '../features';
import type { Dictionary, DictionaryService, PriceListRef } from '../vocabulary';
import type { CardFactsStore } from './cardFacts';
import type { PricedVariant } from './cards';
import { productCards, relatedProducts } from './productCards';
import { productColour, productColours } from './productColours';
import type { ProductDetailDeps } from './productDetailDeps';
import { productImage } from './productImage';
import { productPage } from './productPage';
import { stockOfPartNos, stockOfProduct } from './productStock';
import { sizeGuideByCode, sizeGuideOfProduct } from './sizeGuides';

/**
 * Product detail, related products, size guides, stock, images and the cards lists are drawn with:
 * one use case per file, each given the module's collaborators (ProductDetailDeps).
 */
export function createProductDetailService(
  handle: DatabaseHandle,
  dictionaries: DictionaryService,
  pricing: PricingService,
  features: Pick<FeatureService, 'nonSellableShown'>,
  cardFacts: CardFactsStore,
) {
  const deps: ProductDetailDeps = { handle, dictionaries, pricing, features, cardFacts };
  return {
    /** A product by base part number, colour part number (then selected) or sku. */
    bySku: async (ctx: MarketRequestContext, sku: string, includeMarketPrice: boolean) =>
      productPage(deps, ctx, { sku: plainText('sku', sku) }, includeMarketPrice),
    /** By unique name, the product URL's last segment (the call's `name`). */
    byUniqueName: async (ctx: MarketRequestContext, name: string, includeMarketPrice: boolean) =>
      productPage(deps, ctx, { uniqueName: plainText('name', name) }, includeMarketPrice),
    variants: (ctx: MarketRequestContext, partNo: string, includeMarketPrice: boolean) =>
      productColours(deps, ctx, partNo, includeMarketPrice),
    variant: (ctx: MarketRequestContext, sku: string, includeMarketPrice: boolean) =>
      productColour(deps, ctx, sku, includeMarketPrice),
    related: (
      ctx: MarketRequestContext,
      sku: string,
      kind: RelationKind,
      page: number,
      pageSize: number | undefined,
    ) => relatedProducts(deps, ctx, sku, kind, page, pageSize),
    cards: (
      ctx: MarketContext,
      items: PricedVariant[],
      catalogue: { dict: Dictionary; priceList: PriceListRef },
      prices: PriceContext,
    ) => productCards(deps, ctx, items, catalogue, prices),
    onHand: (partNos: readonly string[]) => stockOfPartNos(handle, partNos),
    baseOnHand: (basePartNo: string) => stockOfProduct(handle, basePartNo),
    sizeGuide: (ctx: MarketContext, sku: string) => sizeGuideOfProduct(handle, ctx, sku),
    sizeGuideByCode: (code: string, languages: readonly Language[]) =>
      sizeGuideByCode(handle, code, languages),
    image: (partNo: string, file: string) => productImage(handle, partNo, file),
  };
}
export type ProductDetailService = ReturnType<typeof createProductDetailService>;
