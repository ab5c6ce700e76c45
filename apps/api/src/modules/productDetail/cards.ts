import type { Price, ProductSummary } from '@workwear/contracts';
import type { EffectivePrice, PriceContext, PriceMarks } from '@workwear/domain';
import type { ColourRow, SummaryRow } from '../products';
import { colourOf, type Dictionary, flagsOf, type PriceListRef } from '../vocabulary';
import { productImageUrl } from './images';

/** A variant at the principal's price (the pricing service's answer for it). */
export type PricedVariant = EffectivePrice & { variantId: number };

/** An agreed price's marks as the API shows them (priceMarks): agreed, and the reference price. */
export function priceMarksView(
  marks: PriceMarks,
  currency: string,
): Pick<Price, 'agreed' | 'referencePrice'> {
  return {
    ...(marks.agreed ? { agreed: true } : {}),
    ...(marks.referencePrice
      ? {
          referencePrice: {
            amount: marks.referencePrice.price,
            amountIncVat: marks.referencePrice.priceIncVat,
            currency,
          },
        }
      : {}),
  };
}

/** A card's price as the API shows it: null when the principal's prices are hidden. */
export function cardPrice(
  item: EffectivePrice,
  priceList: PriceListRef,
  prices: Pick<PriceContext, 'display' | 'marketPrice'>,
): ProductSummary['price'] {
  if (!prices.display.showPrices) return null;
  return {
    price: item.price,
    priceIncVat: item.priceIncVat,
    currency: priceList.currency,
    priceListId: item.priceListId,
    ...priceMarksView(item, priceList.currency),
    ...(prices.marketPrice && item.marketPrice
      ? {
          marketPrice: {
            amount: item.marketPrice.price,
            amountIncVat: item.marketPrice.priceIncVat,
            currency: priceList.currency,
          },
        }
      : {}),
  };
}

/**
 * Priced variants, in order, as product cards (the shape lists, search and relations share), from
 * their summary rows and the colours their products offer. A variant without a row is left out.
 * Colours are those offered to the principal (offered).
 */
export function toCards(
  items: PricedVariant[],
  rows: SummaryRow[],
  colours: ColourRow[],
  dict: Dictionary,
  priceList: PriceListRef,
  prices: Pick<PriceContext, 'display' | 'marketPrice'>,
  offered: (variantId: number) => boolean,
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
        // A colour that cannot be ordered (listed only where the market shows such) has no price to show.
        price: row.sellable ? cardPrice(item, priceList, prices) : null,
        colours: colours
          .filter((c) => c.productId === row.productId && offered(c.variantId))
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
        sellable: row.sellable,
      },
    ];
  });
}
