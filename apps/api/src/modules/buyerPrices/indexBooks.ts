import type { ListingIndex } from '../catalogueIndex';
import { type CompactList, compactList, type PriceView } from './priceBook';
import type { PricingDeps } from './pricingDeps';
import { loadListPrices } from './repository';

/** Price views kept per listing index (one per distinct set of lists and assortment in use). */
export const MAX_VIEWS = 64;

/** What pricing keeps with one listing index: its lists, the views over them, and what is derived. */
export interface Book {
  rowOfVariant?: Map<number, number>;
  memos: Map<string, unknown>;
  lists: Map<number, Promise<CompactList>>;
  views: Map<string, Promise<PriceView>>;
}

export function bookOf(deps: Pick<PricingDeps, 'books'>, index: ListingIndex): Book {
  let book = deps.books.get(index);
  if (!book) {
    book = { lists: new Map(), views: new Map(), memos: new Map() };
    deps.books.set(index, book);
  }
  return book;
}

export function rowOfVariant(deps: Pick<PricingDeps, 'books'>, index: ListingIndex): Map<number, number> {
  const book = bookOf(deps, index);
  if (!book.rowOfVariant) {
    book.rowOfVariant = new Map();
    for (let r = 0; r < index.size; r++) book.rowOfVariant.set(index.variantId[r]!, r);
  }
  return book.rowOfVariant;
}

/** A list's prices as a compact map over the index: loaded on first use, kept with the index. */
export function listOf(deps: PricingDeps, index: ListingIndex, priceListId: number): Promise<CompactList> {
  const book = bookOf(deps, index);
  let list = book.lists.get(priceListId);
  if (!list) {
    list = loadListPrices(deps.handle, priceListId).then((rows) =>
      compactList(rowOfVariant(deps, index), rows),
    );
    list.catch(() => book.lists.delete(priceListId));
    book.lists.set(priceListId, list);
  }
  return list;
}

/** Something derived from a price view, kept with the index as long as views are (MAX_VIEWS). */
export function memo<T>(
  deps: Pick<PricingDeps, 'books'>,
  index: ListingIndex,
  key: string,
  make: () => T,
): T {
  const { memos } = bookOf(deps, index);
  if (memos.has(key)) return memos.get(key) as T;
  const value = make();
  memos.set(key, value);
  if (memos.size > MAX_VIEWS) memos.delete(memos.keys().next().value as string);
  return value;
}
