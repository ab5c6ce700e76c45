import type { ProductSummary } from '@workwear/contracts';
import { colourOf, type Dictionary, flagsOf, type PriceListRef } from '../catalogue/dictionary';
import { productImageUrl } from './images';
import type { ColourRow, SummaryRow } from './repository';

export interface PricedVariant {
  variantId: number;
  price: number;
  priceIncVat: number;
}

/**
 * Priced variants, in order, as product cards (the shape lists, search and relations share), from
 * their summary rows and the colours their products offer. A variant without a row is left out.
 */
export function toCards(
  items: PricedVariant[],
  rows: SummaryRow[],
  colours: ColourRow[],
  dict: Dictionary,
  priceList: PriceListRef,
  includeMarketPrice: boolean,
): ProductSummary[] {
  const byVariant = new Map(rows.map((r) => [r.variantId, r]));
  return items.flatMap((item) => {
    const row = byVariant.get(item.variantId);
    if (!row) return [];
    return [
      {
        partNo: row.partNo,
        basePartNo: row.basePartNo,
        uniqueName: row.uniqueName,
        name: row.name,
        imageUrl: productImageUrl(row.partNo),
        primaryCategoryId: row.primaryCategoryId,
        manufacturerId: row.manufacturerId,
        flags: flagsOf(row.flagIds, dict),
        price: {
          price: item.price,
          priceIncVat: item.priceIncVat,
          currency: priceList.currency,
          priceListId: priceList.id,
          // The public context prices from the market list itself, so the market price is the same.
          ...(includeMarketPrice
            ? {
                marketPrice: {
                  amount: item.price,
                  amountIncVat: item.priceIncVat,
                  currency: priceList.currency,
                },
              }
            : {}),
        },
        colours: colours
          .filter((c) => c.productId === row.productId)
          .map((c) => {
            const colour = colourOf(c.colorValueId, dict);
            return {
              partNo: c.partNo,
              colorCodeId: c.colorCode,
              valueId: c.colorValueId,
              hex: colour.hex,
              name: colour.name ?? c.colorCode,
              imageUrl: productImageUrl(c.partNo),
            };
          }),
        sizeRange: { min: row.sizeMin, max: row.sizeMax },
        starsAverage: row.starsAverage,
        popRank30: row.popRank30,
        firstSaleDate: row.firstSaleDate,
        hasStock: row.hasStock,
      },
    ];
  });
}
