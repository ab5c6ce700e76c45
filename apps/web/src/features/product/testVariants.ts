import type { ProductDetail, Size, Variant } from '@workwear/contracts';

/** A priced variant for unit tests: sizes as [code, stock] and alternates as [code, stock, sku size]. */
export function variant(
  partNo: string,
  sizes: readonly (readonly [string, number])[],
  alternates: readonly (readonly [string, number, string])[] = [],
): Variant {
  const size = (code: string, stock: number, skuSize = code, value = code): Size => ({
    sku: `${partNo}${skuSize}`,
    code,
    value,
    availableStock: stock,
    nextDeliveryDate: null,
  });
  return {
    partNo,
    colorCodeId: partNo.slice(8),
    colorValueId: null,
    colorName: `Colour ${partNo.slice(8)}`,
    hex: '#333333',
    imageUrl: `/images/${partNo}/1.svg`,
    images: [`/images/${partNo}/1.svg`],
    flags: [],
    sizeRange: { min: null, max: null },
    price: 10000,
    priceIncVat: 12500,
    priceListId: 1,
    popRank30: null,
    popRank60: null,
    firstSaleDate: null,
    sizes: sizes.map(([code, stock]) => size(code, stock)),
    sizeAlternates: alternates.map(([code, stock, skuSize]) =>
      size(code, stock, skuSize, code.replace(/^(W\d+)(L\d+)$/, '$1 $2')),
    ),
    sellable: true,
  };
}

/** A product detail around the given variants, shown as (named by the part number of) the last one. */
export function productWith(variants: Variant[]): ProductDetail {
  return {
    partNo: variants[variants.length - 1]?.partNo ?? '100246710000',
    basePartNo: '10024671',
    uniqueName: 'stretch-work-trousers-10024671',
    name: 'Stretch work trousers',
    description: '',
    seo: { title: '', description: '' },
    primaryCategoryId: 2100,
    categoryIds: [2100],
    familyId: null,
    manufacturerId: '7276',
    customImageSortOrder: null,
    starsAverage: null,
    currency: 'SEK',
    flags: [],
    usps: [],
    parametrics: [],
    variants,
    hasSizeGuide: false,
    quantityFactor: 1,
    pricesHidden: false,
  };
}
