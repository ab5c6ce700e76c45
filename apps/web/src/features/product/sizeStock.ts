import type { OnHand, Size, Variant } from '@workwear/contracts';
import {
  availableSizes,
  type ColourEntry,
  type ColourMap,
  isSizeAvailable,
  type SizeLike,
  type StockRecord,
  skuOfSize,
} from '@workwear/domain';

/**
 * The API's stock records (one per colour part number, a line per SKU) as the domain's records
 * (one per size key, see skuOfSize). An alternate size is a second name for a sellable item and
 * shares its SKU, so its stock is looked up by the SKU the API gives the size, not by its code.
 */
export function stockRecordsFor(map: ColourMap<Variant>, onHand: readonly OnHand[]): StockRecord[] {
  const bySku = new Map<string, { onHandValue: number; nextDeliveryDate: string | null }[]>();
  for (const record of onHand) {
    for (const line of record.onHands) {
      const lines = bySku.get(line.sku) ?? [];
      lines.push({ onHandValue: line.onHandValue, nextDeliveryDate: line.nextDeliveryDate });
      bySku.set(line.sku, lines);
    }
  }
  const records: StockRecord[] = [];
  for (const entry of map.values()) {
    for (const size of [...entry.variant.sizes, ...entry.variant.sizeAlternates]) {
      const onHands = bySku.get(size.sku);
      if (onHands) records.push({ partNo: skuOfSize(entry, size), onHands });
    }
  }
  return records;
}

export type SizeRows = { readonly sizes: readonly Size[]; readonly alternates: readonly Size[] };

/**
 * A colour's sizes with the stock figures of the colour map (after stock arrived), keeping the
 * API's SKU and display value that the domain's size shape does not carry.
 */
export function sizeRowsOf(entry: ColourEntry<Variant>): SizeRows {
  const merge = (apiSizes: readonly Size[], stocked: readonly SizeLike[]): Size[] =>
    apiSizes.map((size) => {
      const figures = stocked.find((s) => s.code === size.code);
      return figures
        ? {
            ...size,
            availableStock: figures.availableStock ?? 0,
            nextDeliveryDate: figures.nextDeliveryDate ?? null,
          }
        : size;
    });
  return {
    sizes: merge(entry.variant.sizes, entry.sizes),
    alternates: merge(entry.variant.sizeAlternates, entry.sizeAlternates),
  };
}

/** In stock now; out of stock with a known delivery; or out of stock with nothing expected. */
export type SizeStockState = 'inStock' | 'incoming' | 'unavailable';

export function sizeStockState(size: SizeLike): SizeStockState {
  if (isSizeAvailable(size)) return 'inStock';
  return size.nextDeliveryDate ? 'incoming' : 'unavailable';
}

/**
 * The stock flag of a colour: every size in stock, some sizes out (low), or none in stock. The
 * specification names the flag's three states but no quantity threshold, so "low" is read per size.
 */
export type StockFlag = 'inStock' | 'low' | 'out';

export function stockFlagOf(entry: ColourEntry): StockFlag {
  const all = entry.sizes.length + entry.sizeAlternates.length;
  const available = availableSizes(entry).length;
  if (available === 0) return 'out';
  return available < all ? 'low' : 'inStock';
}

/** Whether the shown colour can be had now, later (a size has a delivery date), or not at all. */
export function offerAvailability(sizes: readonly SizeLike[]): 'inStock' | 'backOrder' | 'outOfStock' {
  const states = sizes.map(sizeStockState);
  if (states.includes('inStock')) return 'inStock';
  return states.includes('incoming') ? 'backOrder' : 'outOfStock';
}
