import type { DatabaseHandle } from '@workwear/db';
import type { ProductSummary } from '@workwear/domain/contracts';
import type { Dictionary, PriceListRef } from './dictionary';
import { productImageUrl } from './images';
import { loadColours, loadSummaries } from './productRepository';

export interface PricedVariant {
  variantId: number;
  price: number;
  priceIncVat: number;
}

export function flagsOf(ids: number[], dict: Dictionary) {
  return ids
    .map((id) => dict.flagById.get(id))
    .filter((f) => f !== undefined)
    .map((f) => ({ id: f.id, code: f.code, name: f.name, isPromotion: f.isPromotion }));
}

export function colourOf(valueId: number | null, dict: Dictionary) {
  const value = valueId === null ? undefined : dict.valueById.get(valueId);
  return { name: value?.value ?? null, hex: value?.hex ?? null };
}

/** Turns priced variant ids, in order, into product cards (the shape lists, search and relations share). */
export async function toSummaries(
  handle: DatabaseHandle,
  items: PricedVariant[],
  dict: Dictionary,
  language: string,
  priceList: PriceListRef,
  includeMarketPrice: boolean,
): Promise<ProductSummary[]> {
  const rows = await loadSummaries(
    handle,
    items.map((i) => i.variantId),
    language,
  );
  const byVariant = new Map(rows.map((r) => [r.variantId, r]));
  const colours = await loadColours(handle, [...new Set(rows.map((r) => r.productId))], priceList.id);
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
