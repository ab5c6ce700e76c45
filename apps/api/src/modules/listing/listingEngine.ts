import type { PriceMarks, SortField, SortOrder } from '@workwear/domain';
import { marketView, marksAt, type PriceView, priceAt, priceIncVatAt, priceListIdAt } from '../buyerPrices';
import { hasAny, type ListingIndex, MAX_ROWS, MISSING } from '../catalogueIndex';
import type { ListingCriteria, ValueSelection } from './listingCriteria';
import { rowsOfProducts } from './productRows';
import { intersectAll, NO_ROWS, union } from './rowSets';
import { relevanceOf } from './searchQuery';

export interface ListedItem extends PriceMarks {
  variantId: number;
  price: number;
  priceIncVat: number;
  /** The list the price comes from (the market's public list unless the principal's lists price it). */
  priceListId: number;
  /** The market's public price, where it has one; shown only to whom the price context allows. */
  marketPrice?: { price: number; priceIncVat: number };
}

export const perProduct = (c: ListingCriteria) => c.mode === 'Default' || c.mode === 'UniqueVariants';

/** Rows holding the selection: any of its values, or all of them for an AND filter. */
function selectionRows(index: ListingIndex, s: ValueSelection): Int32Array {
  const lists = s.valueIds.map((id) => index.valueRows.get(id) ?? NO_ROWS);
  return s.isAnd ? (intersectAll(lists) ?? NO_ROWS) : union(lists);
}

/** The criteria turned into row sets and row tests over one index, with everything hoisted. */
export function prepare(index: ListingIndex, c: ListingCriteria) {
  const view: PriceView = c.view ?? marketView(index, c.priceSlot, MISSING);
  const { base } = view;
  const { prices, pricesIncVat, isSellable, hasStock, familyId } = index;
  // The market's prices read straight from the columns; a principal's through their overlay.
  const plain = view.overlay === undefined && view.fallback;
  // Inlined for the scan: a row outside the overlay costs one byte read more than the market's.
  const mask = view.overlay?.mask;
  const fallback = view.fallback;
  const priceOf = plain
    ? (r: number) => prices[base + r]!
    : (r: number) =>
        mask !== undefined && mask[r] === 1
          ? priceAt(index, view, r)
          : fallback
            ? prices[base + r]!
            : MISSING;
  const priceIncVatOf = plain
    ? (r: number) => pricesIncVat[base + r]!
    : (r: number) =>
        mask !== undefined && mask[r] === 1
          ? priceIncVatAt(index, view, r)
          : fallback
            ? pricesIncVat[base + r]!
            : MISSING;
  // A search's matches are few products: their rows are the candidates, so no other row is visited.
  const searchRows = c.search ? rowsOfProducts(index, c.search.productIds) : undefined;
  const partNos = c.partNos ? new Set(c.partNos) : undefined;
  const needStock = !partNos && c.mode === 'ColorVariants';
  // UseDisplayNonSellableProducts: a colour that cannot be ordered is listed (as such) where the market
  // shows them. It has no stock to show, so the stock test of ColorVariants is for sellable colours only.
  const nonSellable = c.nonSellable === true;
  const needSellable = !partNos && c.mode !== 'AllVariants' && !nonSellable;
  const groupIds = c.groupId === undefined ? undefined : [c.groupId];
  const wantedFamily = c.familyId;
  const orLists = c.orValues.map((o) => index.values[o.level]);
  const orIds = c.orValues.map((o) => o.valueIds);
  const price = c.price;
  const limitedPriceOf = price?.incVat ? priceIncVatOf : priceOf;
  const categoryRows =
    c.categoryIds.length > 0
      ? union(c.categoryIds.map((id) => index.categoryRows.get(id) ?? NO_ROWS))
      : undefined;
  const selected = c.selections.map((s) => selectionRows(index, s));
  // Only the agreed assortment: no row outside the overlay is offered, so start from its rows.
  const offered = view.fallback ? undefined : (view.overlay?.rows ?? NO_ROWS);

  /** Rows meeting every selection (but the one excepted) and the categories; undefined is every row. */
  const rowsMatching = (except?: number) =>
    intersectAll([
      ...selected.filter((_, i) => i !== except),
      ...(categoryRows ? [categoryRows] : []),
      ...(offered ? [offered] : []),
      ...(searchRows ? [searchRows] : []),
    ]);

  /** The rest of the context: mode, priced in the market, group, family, orFilters, skus (the search is in rowsMatching). */
  const inContext = (r: number): boolean => {
    if (needSellable && isSellable[r] === 0) return false;
    if (needStock && hasStock[r] === 0 && !(nonSellable && isSellable[r] === 0)) return false;
    if (priceOf(r) === MISSING) return false;
    if (partNos && !partNos.has(index.partNo[r]!)) return false;
    if (groupIds && !hasAny(index.groups, r, groupIds)) return false;
    if (wantedFamily !== undefined && familyId[r] !== wantedFamily) return false;
    if (orLists.length > 0) {
      let any = false;
      for (let i = 0; i < orLists.length && !any; i++) any = hasAny(orLists[i]!, r, orIds[i]!);
      if (!any) return false;
    }
    return true;
  };
  const inPrice = (r: number): boolean => {
    if (!price) return true;
    // An item that cannot be ordered shows no price, so no price limit takes it in.
    if (isSellable[r] === 0) return false;
    const p = limitedPriceOf(r);
    return p >= price.min && p <= price.max;
  };
  const toItem = (r: number): ListedItem => {
    const offer = { price: priceOf(r), priceIncVat: priceIncVatOf(r), priceListId: priceListIdAt(view, r) };
    const item: ListedItem = { variantId: index.variantId[r]!, ...offer, ...marksAt(index, view, r, offer) };
    const market = prices[base + r]!;
    if (market !== MISSING) item.marketPrice = { price: market, priceIncVat: pricesIncVat[base + r]! };
    return item;
  };
  return {
    view,
    priceAt: priceOf,
    priceIncVatAt: priceIncVatOf,
    /** The rows of the search's products, ascending; undefined without a search. */
    searchRows,
    rowsMatching,
    inContext,
    inPrice,
    toItem,
    /**
     * The parts of inContext that are flags of the row, for callers testing whole row sets at once;
     * `rowTests`: whether inContext also tests skus, group, family or orFilters.
     */
    flags: { needSellable, needStock, nonSellable },
    rowTests: !!partNos || !!groupIds || wantedFamily !== undefined || orLists.length > 0,
  };
}
export type Prepared = ReturnType<typeof prepare>;

/** Calls visit for each row of the set (every row for undefined), ascending. */
function forEachRow(index: ListingIndex, rows: Int32Array | undefined, visit: (r: number) => void) {
  if (rows) for (let i = 0; i < rows.length; i++) visit(rows[i]!);
  else for (let r = 0; r < index.size; r++) visit(r);
}

/** Rows matching everything; in the product modes only each product's best such row. */
function matchingRows(index: ListingIndex, c: ListingCriteria, t: Prepared): number[] {
  const rows: number[] = [];
  const rank = (r: number) => (index.popRank[r] === MISSING ? Number.MAX_SAFE_INTEGER : index.popRank[r]!);
  // a beats b: a colour that can be ordered first (where the others are listed at all), then Default
  // prefers the product's first colour, then both prefer the best-selling one.
  const beats = (a: number, b: number) => {
    if (index.isSellable[a] !== index.isSellable[b]) return index.isSellable[a]! > index.isSellable[b]!;
    if (c.mode === 'Default' && index.isDefault[a] !== index.isDefault[b])
      return index.isDefault[a]! > index.isDefault[b]!;
    return rank(a) !== rank(b) ? rank(a) < rank(b) : a < b;
  };
  const oneEach = perProduct(c);
  forEachRow(index, t.rowsMatching(), (r) => {
    if (!t.inContext(r) || !t.inPrice(r)) return;
    const last = rows.length - 1;
    // A product's rows are adjacent in the index (part-number order).
    if (oneEach && last >= 0 && index.productId[rows[last]!] === index.productId[r]) {
      if (beats(r, rows[last]!)) rows[last] = r;
    } else rows.push(r);
  });
  return rows;
}

/**
 * Every row in the order of a sort field: missing values last in either direction, ties by part
 * number (the row index). Computed once per index, field, direction and slot, then walked.
 */
function orderOf(
  index: ListingIndex,
  field: SortField,
  order: SortOrder,
  priceSlot: number,
  languageSlot: number,
) {
  const key = `${field}:${order}:${field === 'Name' ? languageSlot : field.endsWith('Price') ? priceSlot : 0}`;
  const cached = index.orders.get(key);
  if (cached) return cached;
  const value: (r: number) => number = {
    StarsAverage: (r: number) => index.starsX100[r]!,
    PartNo: (r: number) => r,
    PopularityRank: (r: number) => index.popRank[r]!,
    LowestPrice: (r: number) => index.prices[(priceSlot - 1) * index.size + r]!,
    HighestPrice: (r: number) => index.prices[(priceSlot - 1) * index.size + r]!,
    Name: (r: number) => index.nameRanks[(languageSlot - 1) * index.size + r]!,
    Flags: (r: number) => index.flagRank[r]!,
  }[field];
  const desc = order === 'desc';
  const keys = new Float64Array(index.size);
  for (let r = 0; r < index.size; r++) {
    const v = value(r);
    const primary = v === MISSING ? NULL_LAST : desc ? SHIFT - v : SHIFT + v;
    keys[r] = (field === 'PartNo' ? (desc ? MAX_ROWS - r : 0) : primary) * MAX_ROWS + r;
  }
  keys.sort();
  const rows = Int32Array.from(keys, (k) => k % MAX_ROWS);
  const rank = new Int32Array(index.size);
  rows.forEach((r, position) => {
    rank[r] = position;
  });
  const sorted = { rows, rank };
  index.orders.set(key, sorted);
  return sorted;
}

const NULL_LAST = 2 ** 31;
const SHIFT = 2 ** 30;

export function listPage(
  index: ListingIndex,
  c: ListingCriteria,
  sortField: SortField | 'Relevance',
  sortOrder: SortOrder,
  page: number,
  pageSize: number,
): { items: ListedItem[]; total: number } {
  const t = prepare(index, c);
  const start = (page - 1) * pageSize;
  const { toItem } = t;
  if (sortField === 'Relevance') {
    // Search results are few: rank them directly, most relevant first, ties by part number.
    const rows = matchingRows(index, c, t);
    const score = relevanceOf(c.search);
    const ranked = byScore(rows, (r) => score(index.productId[r]!), start + pageSize);
    return { items: ranked.slice(start).map(toItem), total: rows.length };
  }
  const rows = matchingRows(index, c, t);
  const overlay = t.view.overlay;
  if ((sortField === 'LowestPrice' || sortField === 'HighestPrice') && (overlay || !t.view.fallback)) {
    const pageRows = pageByOwnPrice(index, c, t, rows, sortOrder === 'desc', start, pageSize);
    return { items: pageRows.map(toItem), total: rows.length };
  }
  const { rows: order, rank } = orderOf(index, sortField, sortOrder, c.priceSlot, c.languageSlot);
  const pageRows = walksOrder(rows.length, index.size)
    ? pageByWalking(order, rows, index.size, start, pageSize)
    : pageBySorting(order, rank, rows, start, pageSize);
  return { items: pageRows.map(toItem), total: rows.length };
}

/**
 * The first `count` rows by score, highest first, ties by row (part number). A page is a few rows of
 * thousands of matches: those are kept in order while the rows pass, most turned away by one
 * comparison with the last kept. A long prefix (a late page) sorts packed keys instead: each row's key
 * is its score's place among the scores, then the row, sorted natively in a typed array.
 */
export function byScore(rows: readonly number[], score: (r: number) => number, count: number): number[] {
  const n = Math.min(count, rows.length);
  if (n * 8 >= rows.length) return sortedByScore(rows, score, n);
  const topScore = new Float64Array(n);
  const topRow = new Int32Array(n);
  let size = 0;
  // a ranks before b: a higher score, or the same and a smaller row.
  const before = (sa: number, ra: number, sb: number, rb: number) => sa > sb || (sa === sb && ra < rb);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const s = score(r);
    if (size === n && !before(s, r, topScore[n - 1]!, topRow[n - 1]!)) continue;
    let j = size === n ? n - 1 : size++;
    for (; j > 0 && before(s, r, topScore[j - 1]!, topRow[j - 1]!); j--) {
      topScore[j] = topScore[j - 1]!;
      topRow[j] = topRow[j - 1]!;
    }
    topScore[j] = s;
    topRow[j] = r;
  }
  return Array.from(topRow.subarray(0, size));
}

function sortedByScore(rows: readonly number[], score: (r: number) => number, count: number): number[] {
  // Plain loops: Float64Array.from with a mapping walks the array through its iterator.
  const scores = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) scores[i] = score(rows[i]!);
  const ascending = scores.slice().sort();
  const keys = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    // Rows with a higher score have more scores at or below theirs: fewer above, a smaller key.
    const above = rows.length - upperBound(ascending, scores[i]!);
    keys[i] = above * MAX_ROWS + rows[i]!;
  }
  keys.sort();
  return Array.from(keys.subarray(0, count), (k) => k % MAX_ROWS);
}

/** How many of the ascending values are at most x. */
function upperBound(ascending: Float64Array, x: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ascending[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether a page of this many matches is found faster by walking the precomputed order (marking the
 * matches costs one byte per row of the index; the walk stops once the page is full, early for the
 * first pages, and at worst passes every row once) than by sorting the matches' ranks (tens of
 * nanoseconds per match). Sorting pays only for a handful of matches.
 */
export const walksOrder = (matches: number, indexSize: number) => matches * 64 >= indexSize;

/** The page of the matching rows in a precomputed order, by sorting their positions in it. */
export function pageBySorting(
  order: Int32Array,
  rank: Int32Array,
  rows: readonly number[],
  start: number,
  pageSize: number,
): number[] {
  const ranks = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) ranks[i] = rank[rows[i]!]!;
  ranks.sort();
  return Array.from(ranks.subarray(start, start + pageSize), (position) => order[position]!);
}

/** The same page, by walking the precomputed order and stopping once the page is full. */
export function pageByWalking(
  order: Int32Array,
  rows: readonly number[],
  indexSize: number,
  start: number,
  pageSize: number,
): number[] {
  const matched = new Uint8Array(indexSize);
  for (let i = 0; i < rows.length; i++) matched[rows[i]!] = 1;
  const pageRows: number[] = [];
  for (let i = 0, seen = 0; i < order.length && pageRows.length < pageSize; i++) {
    const r = order[i]!;
    if (matched[r] === 0) continue;
    if (seen >= start) pageRows.push(r);
    seen++;
  }
  return pageRows;
}

/** The sort key orderOf gives a row of this value: the same, so both orders merge. */
const sortKey = (v: number, r: number, desc: boolean) =>
  (v === MISSING ? NULL_LAST : desc ? SHIFT - v : SHIFT + v) * MAX_ROWS + r;

/**
 * A page sorted by the principal's own prices. Rows the overlay prices are few: they are sorted
 * here; every other matching row keeps the market price, so the market's precomputed order serves
 * them, and the two sorted streams merge until the page is full.
 */
function pageByOwnPrice(
  index: ListingIndex,
  c: ListingCriteria,
  t: Prepared,
  rows: number[],
  desc: boolean,
  start: number,
  pageSize: number,
): number[] {
  const own = (r: number) => sortKey(t.priceAt(r), r, desc);
  const mask = t.view.overlay?.mask;
  const few = !walksOrder(rows.length, index.size) || !t.view.fallback;
  if (few || !mask) {
    const keys = new Float64Array(rows.length);
    for (let i = 0; i < rows.length; i++) keys[i] = own(rows[i]!);
    keys.sort();
    return Array.from(keys.subarray(start, start + pageSize), (k) => k % MAX_ROWS);
  }
  const matched = new Uint8Array(index.size);
  const overlaid: number[] = [];
  for (const r of rows) {
    if (mask[r] === 1) overlaid.push(r);
    else matched[r] = 1;
  }
  const ownKeys = new Float64Array(overlaid.length);
  for (let i = 0; i < overlaid.length; i++) ownKeys[i] = own(overlaid[i]!);
  ownKeys.sort();
  const { rows: order } = orderOf(
    index,
    desc ? 'HighestPrice' : 'LowestPrice',
    desc ? 'desc' : 'asc',
    c.priceSlot,
    c.languageSlot,
  );
  const out: number[] = [];
  let i = 0;
  let j = 0;
  let seen = 0;
  const take = (r: number) => {
    if (seen >= start) out.push(r);
    seen++;
  };
  while (out.length < pageSize) {
    while (i < order.length && matched[order[i]!] === 0) i++;
    const marketKey = i < order.length ? sortKey(t.priceAt(order[i]!), order[i]!, desc) : Infinity;
    const ownKey = j < ownKeys.length ? ownKeys[j]! : Infinity;
    if (marketKey === Infinity && ownKey === Infinity) break;
    if (ownKey < marketKey) {
      take(ownKey % MAX_ROWS);
      j++;
    } else {
      take(order[i]!);
      i++;
    }
  }
  return out;
}

/**
 * The products a list query with these criteria shows, each once, in part-number order: the same
 * matching as listPage, so a sitemap names exactly the products the product list offers.
 */
export function listedProductIds(index: ListingIndex, c: ListingCriteria): number[] {
  const ids: number[] = [];
  for (const r of matchingRows(index, c, prepare(index, c))) {
    const id = index.productId[r]!;
    // In the product modes a product is one row; in the colour modes its rows are adjacent.
    if (ids[ids.length - 1] !== id) ids.push(id);
  }
  return ids;
}

/** Matching items per primary category (groupBy=category), largest first. */
export function countByPrimaryCategory(index: ListingIndex, c: ListingCriteria) {
  const counts = new Map<number, number>();
  for (const r of matchingRows(index, c, prepare(index, c))) {
    const id = index.primaryCategoryId[r]!;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts]
    .map(([categoryId, count]) => ({ categoryId, count }))
    .sort((a, b) => b.count - a.count || a.categoryId - b.categoryId);
}

/** Listed colours (sellable, in stock) per category, family and group: the counts menus show. */
export function assortmentCounts(index: ListingIndex) {
  const cached = index.assortmentCounts;
  if (cached) return cached;
  index.assortmentCounts = countAssortment(index, undefined);
  return index.assortmentCounts;
}

/**
 * The same counts over some rows only (ascending; undefined is every row): the agreed assortment of
 * a principal whose price view offers no row outside its lists.
 */
export function countAssortment(index: ListingIndex, rows: Int32Array | undefined) {
  const categories = new Map<number, number>();
  const families = new Map<number, number>();
  const groups = new Map<number, number>();
  const bump = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);
  forEachRow(index, rows, (r) => {
    if (!index.isSellable[r] || !index.hasStock[r]) return;
    for (let i = index.categories.offsets[r]!; i < index.categories.offsets[r + 1]!; i++)
      bump(categories, index.categories.items[i]!);
    for (let i = index.groups.offsets[r]!; i < index.groups.offsets[r + 1]!; i++)
      bump(groups, index.groups.items[i]!);
    if (index.familyId[r] !== MISSING) bump(families, index.familyId[r]!);
  });
  return { categories, families, groups };
}

/** Value ids found on listed rows of a category (with its descendants). */
export function valuesInCategory(index: ListingIndex, categoryId: number): Set<number> {
  const found = new Set<number>();
  forEachRow(index, index.categoryRows.get(categoryId) ?? NO_ROWS, (r) => {
    if (!index.isSellable[r]) return;
    for (const lists of Object.values(index.values)) {
      for (let i = lists.offsets[r]!, end = lists.offsets[r + 1]!; i < end; i++) found.add(lists.items[i]!);
    }
  });
  return found;
}
