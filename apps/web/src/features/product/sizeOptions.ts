import type { Size } from '@workwear/contracts';
import { type SizeStockState, sizeStockState } from './sizeStock';

/** One choice of the size picker, with its words already in the page's language. */
export type SizeOption = {
  readonly sku: string;
  readonly value: string;
  readonly state: SizeStockState;
  /** Short stock note under the size: "In stock", "Expected 1 December 2026", "Out of stock". */
  readonly stockText: string;
  /** The sentence shown once the size is chosen: "Size C52, in stock". */
  readonly summary: string;
  /** The chosen item's article number line, e.g. "Art. no. 100246719800C52". */
  readonly skuText: string;
};

export type SizeOptionTexts = {
  readonly inStock: string;
  readonly outOfStock: string;
  readonly expected: (date: string) => string;
  readonly summaryInStock: (size: string) => string;
  readonly summaryExpected: (size: string, date: string) => string;
  readonly summaryOutOfStock: (size: string) => string;
  readonly sku: (sku: string) => string;
};

/**
 * A delivery date (ISO yyyy-mm-dd) as the page's culture writes it. The date is a calendar day, so it
 * is read and written in UTC: no time zone may move it to the day before.
 */
export function formatDeliveryDate(date: string, culture: string, style: 'medium' | 'long' = 'long'): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(culture, { dateStyle: style, timeZone: 'UTC' }).format(parsed);
}

export function sizeOptionsOf(sizes: readonly Size[], culture: string, texts: SizeOptionTexts): SizeOption[] {
  return sizes.map((size) => {
    const state = sizeStockState(size);
    const value = size.value || size.code;
    const base = { sku: size.sku, value, state, skuText: texts.sku(size.sku) };
    if (state === 'inStock') {
      return { ...base, stockText: texts.inStock, summary: texts.summaryInStock(value) };
    }
    if (state === 'incoming' && size.nextDeliveryDate) {
      // The tile is narrow, so it has the short date; the sentence under the sizes has the long one.
      const short = formatDeliveryDate(size.nextDeliveryDate, culture, 'medium');
      const long = formatDeliveryDate(size.nextDeliveryDate, culture);
      return { ...base, stockText: texts.expected(short), summary: texts.summaryExpected(value, long) };
    }
    return { ...base, stockText: texts.outOfStock, summary: texts.summaryOutOfStock(value) };
  });
}
