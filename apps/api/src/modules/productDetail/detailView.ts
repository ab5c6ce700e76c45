import type { ProductDetail, Variant } from '@workwear/contracts';
import { isSellableVariant, type PriceMarks } from '@workwear/domain';
import type { ProductRow, SkuRow, VariantRow } from '../products';
import { colourOf, type Dictionary, flagsOf, type PriceListRef } from '../vocabulary';
import { priceMarksView } from './cards';
import { productImageUrl } from './images';

/** How variants are named and priced: the market's dictionary and price list. */
export type VariantPricing = {
  readonly dict: Dictionary;
  readonly priceList: PriceListRef;
  readonly includeMarketPrice: boolean;
  /** Whether the principal sees no prices (their variants are all offered, prices left out). */
  readonly pricesHidden?: boolean;
};

/** A variant's row at the principal's price (prices null where hidden or not offered). */
export type PricedVariantRow = VariantRow & {
  price: number | null;
  priceIncVat: number | null;
  priceListId: number | null;
  marketPrice: number | null;
  marketPriceIncVat: number | null;
  marks?: PriceMarks;
};

/** A priced colour with whether it can be ordered (isSellableVariant). */
export type ShownVariantRow = PricedVariantRow & { sellable: boolean };

/**
 * A product's colours as its market shows them: those that can be ordered and, only where the market
 * shows the others (UseDisplayNonSellableProducts), those too, without a price (nothing can be bought
 * at it). Without the flag a product of non-sellable colours only has no colour left, so no page.
 */
export function shownVariants(
  variants: readonly PricedVariantRow[],
  skus: readonly SkuRow[],
  nonSellableShown: boolean,
): ShownVariantRow[] {
  const sizeCount = new Map<number, number>();
  for (const s of skus) sizeCount.set(s.variantId, (sizeCount.get(s.variantId) ?? 0) + 1);
  return variants.flatMap((v): ShownVariantRow[] => {
    const sellable = isSellableVariant({ colorCode: v.colorCode, sizeCount: sizeCount.get(v.id) ?? 0 });
    if (sellable) return [{ ...v, sellable }];
    if (!nonSellableShown) return [];
    const unpriced = {
      price: null,
      priceIncVat: null,
      priceListId: null,
      marketPrice: null,
      marketPriceIncVat: null,
    };
    return [{ ...v, ...unpriced, sellable }];
  });
}

/** A colour variant as the API shows it, with its sizes (the skus of the product that are its own). */
export function toVariant(v: ShownVariantRow, skus: readonly SkuRow[], pricing: VariantPricing): Variant {
  const { dict, priceList, includeMarketPrice } = pricing;
  const sizes = skus.filter((s) => s.variantId === v.id);
  const colour = colourOf(v.colorValueId, dict);
  const toSize = (s: SkuRow, code: string, value: string) => ({
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
    images: Array.from({ length: Math.max(1, v.imageCount) }, (_, i) => productImageUrl(v.partNo, i + 1)),
    flags: flagsOf(v.flagIds, dict),
    sizeRange: { min: sizes[0]?.sizeValue ?? null, max: sizes.at(-1)?.sizeValue ?? null },
    price: v.price,
    priceIncVat: v.priceIncVat,
    priceListId: v.price === null ? null : v.priceListId,
    ...(v.price === null || !v.marks ? {} : priceMarksView(v.marks, priceList.currency)),
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
    sellable: v.sellable,
  };
}

/**
 * A product's rows as the detail the API shows, named and priced from the dictionary and price list;
 * `partNo` is the colour part number the product is shown as.
 */
export function toProductDetail(
  partNo: string,
  rows: { product: ProductRow; variants: ShownVariantRow[]; skus: SkuRow[] },
  pricing: VariantPricing,
): ProductDetail {
  const { product, variants, skus } = rows;
  const { dict, priceList } = pricing;
  const byParametric = new Map<number, { id: number; code: string; value: string }[]>();
  for (const id of product.valueIds) {
    const value = dict.valueById.get(id);
    if (!value) continue;
    const list = byParametric.get(value.parametricId) ?? [];
    list.push({ id: value.id, code: value.code, value: value.value });
    byParametric.set(value.parametricId, list);
  }
  return {
    partNo,
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
    quantityFactor: product.quantityFactor,
    parametrics: dict.parametrics
      .filter((p) => byParametric.has(p.id))
      .map((p) => ({ id: p.id, code: p.code, name: p.name, values: byParametric.get(p.id)! })),
    variants: variants.map((v) => toVariant(v, skus, pricing)),
    hasSizeGuide: product.sizeGuideId !== null,
    pricesHidden: pricing.pricesHidden ?? false,
  };
}
