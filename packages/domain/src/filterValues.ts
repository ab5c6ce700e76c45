import {
  CATEGORY_LIST_TOKEN_PREFIX,
  type FilterToken,
  parseCategoryListToken,
  parseFilterToken,
  sameFilterToken,
} from './filters';
import { PRICE_FILTER_WORD, type PriceLimit, parsePriceLimit } from './priceFilter';

/** One piece of a filters value, with the text it was read from. */
export type FilterPart =
  | { readonly kind: 'filter'; readonly token: FilterToken; readonly text: string }
  | { readonly kind: 'categoryList'; readonly categoryId: number; readonly text: string }
  /** limit null: a price filter that cannot be parsed, which the specification ignores. */
  | { readonly kind: 'price'; readonly limit: PriceLimit | null; readonly text: string }
  | { readonly kind: 'unreadable'; readonly text: string };

/**
 * Reads ONE filters value, on its own: 'filterType,valueId', 'ParametricMultiple,{categoryId}' or
 * 'price,min,max', or several of them comma-joined ('1,12,5,7'). The words never run on into the next
 * value, so a short price value ('price,1000') cannot swallow the filter after it. An unreadable pair
 * is kept as such (the API refuses it, the storefront drops it) and the reading stays in step.
 */
export function readFilterValue(value: string): FilterPart[] {
  const words = value.split(',').map((w) => w.trim());
  const parts: FilterPart[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    if (word === '') {
      i += 1;
      continue;
    }
    if (word === PRICE_FILTER_WORD) {
      const text = words.slice(i, i + 3).join(',');
      parts.push({ kind: 'price', limit: parsePriceLimit(words[i + 1], words[i + 2]) ?? null, text });
      i += 3;
      continue;
    }
    const text = words.slice(i, i + 2).join(',');
    i += 2;
    if (word === CATEGORY_LIST_TOKEN_PREFIX) {
      const categoryId = parseCategoryListToken(text);
      parts.push(
        categoryId === null ? { kind: 'unreadable', text } : { kind: 'categoryList', categoryId, text },
      );
      continue;
    }
    const token = parseFilterToken(text);
    parts.push(token ? { kind: 'filter', token, text } : { kind: 'unreadable', text });
  }
  return parts;
}

/**
 * The separate price parameter: 'price,min,max' as in filters, or just 'min,max'; null when it cannot
 * be parsed (ignored, as the specification says).
 */
export function readPriceParameter(value: string): PriceLimit | null {
  const text = value.trim().startsWith(`${PRICE_FILTER_WORD},`) ? value : `${PRICE_FILTER_WORD},${value}`;
  const [part, ...rest] = readFilterValue(text);
  return part?.kind === 'price' && rest.length === 0 ? part.limit : null;
}

export type ParsedFilterValues = {
  /** Selected values, each once, in the order given. */
  readonly filters: FilterToken[];
  /** Categories selected as a list, each once. */
  readonly categoryListIds: number[];
  /** The last price filter that can be parsed. */
  readonly priceLimit?: PriceLimit;
  /** Texts that are none of the forms. */
  readonly unreadable: string[];
};

/** Every filters value of a query, each read on its own (readFilterValue). */
export function parseFilterValues(values: readonly string[]): ParsedFilterValues {
  const filters: FilterToken[] = [];
  const categoryListIds: number[] = [];
  const unreadable: string[] = [];
  let priceLimit: PriceLimit | undefined;
  for (const part of values.flatMap(readFilterValue)) {
    if (part.kind === 'filter') {
      if (!filters.some((f) => sameFilterToken(f, part.token))) filters.push(part.token);
    } else if (part.kind === 'categoryList') {
      if (!categoryListIds.includes(part.categoryId)) categoryListIds.push(part.categoryId);
    } else if (part.kind === 'price') {
      if (part.limit) priceLimit = part.limit;
    } else {
      unreadable.push(part.text);
    }
  }
  return { filters, categoryListIds, ...(priceLimit && { priceLimit }), unreadable };
}
