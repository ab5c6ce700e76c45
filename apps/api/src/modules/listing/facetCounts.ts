import type { PriceView } from '../buyerPrices';
import { type ListingIndex, MISSING, type RowLists } from '../catalogueIndex';
import type { ListingCriteria, ValueSelection } from './listingCriteria';
import { perProduct, prepare } from './listingEngine';
import { productMapOf, productsOfRows, productsOfValue, sharedBits } from './productBits';
import {
  andInto,
  bitsOf,
  flagBits,
  forEachBit,
  keepBits,
  orInto,
  popcount,
  postingBits,
  wordsFor,
} from './rowBits';
import { NO_ROWS } from './rowSets';

export interface FacetCounts {
  total: number;
  price: { min: number | null; max: number | null; minIncVat: number | null; maxIncVat: number | null };
  /** Counts under every selection: for parametrics without a selection and for AND filters. */
  all: Map<number, number>;
  /** For each OR-selected parametric: counts under every other selection but its own. */
  excludingOwn: Map<number, Map<number, number>>;
}

/** Flag bit sets of an index, made when first asked for: they never change while the index lives. */
interface IndexBits {
  sellable: Uint32Array;
  notSellable: Uint32Array;
  inStock: Uint32Array;
  /** Rows with a market price, per price slot. */
  priced: Map<number, Uint32Array>;
}
const indexBits = new WeakMap<ListingIndex, IndexBits>();

function bitsOfIndex(index: ListingIndex): IndexBits {
  let bits = indexBits.get(index);
  if (!bits) {
    const words = wordsFor(index.size);
    bits = {
      sellable: flagBits(index.isSellable, words, (f) => f === 1),
      notSellable: flagBits(index.isSellable, words, (f) => f === 0),
      inStock: flagBits(index.hasStock, words, (f) => f === 1),
      priced: new Map(),
    };
    indexBits.set(index, bits);
  }
  return bits;
}

function marketPriced(index: ListingIndex, base: number): Uint32Array {
  const bits = bitsOfIndex(index);
  let priced = bits.priced.get(base);
  if (!priced) {
    priced = new Uint32Array(wordsFor(index.size));
    for (let r = 0; r < index.size; r++) {
      if (index.prices[base + r] !== MISSING) priced[r >>> 5]! |= 1 << (r & 31);
    }
    bits.priced.set(base, priced);
  }
  return priced;
}

/** Rows a view gives a price: its overlay's, and the market's outside the overlay where it falls back. */
const viewPriced = new WeakMap<PriceView, Uint32Array>();

function pricedBits(index: ListingIndex, view: PriceView): Uint32Array {
  const { overlay } = view;
  if (!overlay && view.fallback) return marketPriced(index, view.base);
  let bits = viewPriced.get(view);
  if (!bits) {
    const words = wordsFor(index.size);
    bits = view.fallback ? marketPriced(index, view.base).slice() : new Uint32Array(words);
    if (overlay) {
      for (let e = 0; e < overlay.rows.length; e++) {
        const r = overlay.rows[e]!;
        if (overlay.price[e] === MISSING) bits[r >>> 5]! &= ~(1 << (r & 31));
        else bits[r >>> 5]! |= 1 << (r & 31);
      }
    }
    viewPriced.set(view, bits);
  }
  return bits;
}

function selectionBits(index: ListingIndex, s: ValueSelection, words: number): Uint32Array {
  const lists = s.valueIds.map((id) => postingBits(index.valueRows.get(id) ?? NO_ROWS, words));
  const out = lists[0]!.slice();
  for (const bits of lists.slice(1)) (s.isAnd ? andInto : orInto)(out, bits);
  return out;
}

/**
 * Counts the values of the rows of a set into counts (by value id), level by level as the rows
 * hold them; with distinct, each product once per value (a product's rows are adjacent). Returns
 * how many rows (or products) the set holds. Each row's lists are read where they lie, so this
 * pays a cache miss or two per row: the way for small sets.
 */
function countByRows(
  index: ListingIndex,
  rows: Uint32Array,
  levels: RowLists[],
  counts: Int32Array,
  distinct: boolean,
): void {
  const { productId } = index;
  const lastProduct = distinct ? new Int32Array(counts.length).fill(MISSING) : undefined;
  for (let w = 0; w < rows.length; w++) {
    let m = rows[w]!;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const r = (w << 5) + 31 - Math.clz32(low);
      const product = productId[r]!;
      for (let l = 0; l < levels.length; l++) {
        const { offsets, items } = levels[l]!;
        for (let i = offsets[r]!, end = offsets[r + 1]!; i < end; i++) {
          const v = items[i]!;
          if (lastProduct) {
            if (lastProduct[v] === product) continue;
            lastProduct[v] = product;
          }
          counts[v]!++;
        }
      }
    }
  }
}

/** Rows (or products) of the set holding the value, from the value's rows: the set's bits probed per row. */
function countByProbing(index: ListingIndex, set: Uint32Array, rows: Int32Array, distinct: boolean): number {
  const { productId } = index;
  let n = 0;
  let last = MISSING;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if ((set[r >>> 5]! & (1 << (r & 31))) === 0) continue;
    if (distinct) {
      if (productId[r] === last) continue;
      last = productId[r]!;
    }
    n++;
  }
  return n;
}

/** The same from the value's bit set, over the set's non-empty words only. */
function countByWords(
  index: ListingIndex,
  set: Uint32Array,
  nonEmpty: Int32Array,
  bits: Uint32Array,
  distinct: boolean,
): number {
  let n = 0;
  if (!distinct) {
    // Most words of a large set hold a row: then every word is read in order, without the list.
    // No test of the word before counting it: whether a word is empty is a coin toss the processor
    // mispredicts, dearer than counting a zero.
    if (nonEmpty.length * 2 > set.length) {
      for (let w = 0; w < set.length; w++) {
        const x = set[w]! & bits[w]!;
        n += popcount(x);
      }
      return n;
    }
    for (let i = 0; i < nonEmpty.length; i++) {
      const w = nonEmpty[i]!;
      const x = set[w]! & bits[w]!;
      n += popcount(x);
    }
    return n;
  }
  const { productId } = index;
  let last = MISSING;
  for (let i = 0; i < nonEmpty.length; i++) {
    const w = nonEmpty[i]!;
    let m = set[w]! & bits[w]!;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const product = productId[(w << 5) + 31 - Math.clz32(low)]!;
      if (product !== last) n++;
      last = product;
    }
  }
  return n;
}

/** Distinct value ids of each level's lists, made once per index. */
const levelValues = new WeakMap<RowLists, Int32Array>();

function valuesOf(lists: RowLists): Int32Array {
  let ids = levelValues.get(lists);
  if (!ids) {
    ids = Int32Array.from(new Set(lists.items)).sort();
    levelValues.set(lists, ids);
  }
  return ids;
}

/**
 * Counts per value of the rows of a set, in the levels given. Two ways give the same counts: per
 * row (reading each row's value lists), or per value (its bit set against the set's words, or its
 * few rows probed in the set), which reads memory in order. The cheaper by estimate is taken: per
 * row for few rows, per value for many. A value id occurs in one level of a row only (each value
 * belongs to one parametric, of one level), so the value's rows are its rows in that level.
 */
function countValues(
  index: ListingIndex,
  set: Uint32Array,
  levels: RowLists[],
  counts: Int32Array,
  distinct: boolean,
  wanted: (valueId: number) => boolean,
): void {
  const nonEmpty = new Int32Array(set.length);
  let words = 0;
  let rows = 0;
  for (let w = 0; w < set.length; w++) {
    if (set[w] === 0) continue;
    nonEmpty[words++] = w;
    rows += popcount(set[w]!);
  }
  const ids = levels.map((lists) => valuesOf(lists).filter(wanted));
  let perValue = 0;
  let perRow = 0;
  levels.forEach((lists, l) => {
    perRow += (rows * lists.items.length) / index.size;
    for (const v of ids[l]!) perValue += Math.min(index.valueRows.get(v)!.length, words);
  });
  // A row's lists cost a cache miss or two where a value's word or row costs a read in order.
  if (perRow * ROW_READ_COST <= perValue) {
    countByRows(index, set, levels, counts, distinct);
    return;
  }
  const used = nonEmpty.subarray(0, words);
  const products = distinct ? productMapOf(index) : undefined;
  const single = distinct ? valuesOnOneRowEach(index) : undefined;
  let setProducts: Uint32Array | undefined;
  let setOneRowEach: boolean | undefined;
  const setHasOneRowEach = () => {
    setOneRowEach ??= oneRowPerProduct(index, set, used);
    return setOneRowEach;
  };
  levels.forEach((lists, l) => {
    // Each product once: a product-level value's products against the set's (productBits.ts).
    const byProduct = products?.sameLists === true && lists === index.values.product;
    if (byProduct) setProducts ??= productsOfRows(products, set);
    for (const v of ids[l]!) {
      const valueRows = index.valueRows.get(v)!;
      // Rows are products where the value, or the set, has one row per product (checked once per set).
      const dedupe = single !== undefined && single[v] === 0 && !setHasOneRowEach();
      // A value with fewer rows than the set has words is probed: only such values' sets are kept.
      counts[v] =
        valueRows.length < set.length
          ? countByProbing(index, set, valueRows, dedupe)
          : byProduct
            ? sharedBits(setProducts!, productsOfValue(products!, valueRows))
            : countByWords(index, set, used, postingBits(valueRows, set.length), dedupe);
    }
  });
}

/**
 * Values no product holds on two of its rows (by value id, 1 for such a value), found once per
 * index: a colour, say, names one colour variant of a product. Counting such a value's products is
 * counting its rows, a popcount rather than a visit of each row.
 */
const singleRowValues = new WeakMap<ListingIndex, Uint8Array>();

function valuesOnOneRowEach(index: ListingIndex): Uint8Array {
  let single = singleRowValues.get(index);
  if (!single) {
    single = new Uint8Array(index.valueIdLimit).fill(1);
    const lastProduct = new Int32Array(index.valueIdLimit).fill(MISSING);
    for (const { offsets, items } of Object.values(index.values)) {
      for (let r = 0; r < index.size; r++) {
        const product = index.productId[r]!;
        for (let i = offsets[r]!, end = offsets[r + 1]!; i < end; i++) {
          const v = items[i]!;
          if (lastProduct[v] === product) single[v] = 0;
          lastProduct[v] = product;
        }
      }
    }
    singleRowValues.set(index, single);
  }
  return single;
}

/** Whether no product has two rows in the set: then its products are counted as its rows. */
function oneRowPerProduct(index: ListingIndex, set: Uint32Array, nonEmpty: Int32Array): boolean {
  let last = MISSING;
  for (let i = 0; i < nonEmpty.length; i++) {
    const w = nonEmpty[i]!;
    let m = set[w]!;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const product = index.productId[(w << 5) + 31 - Math.clz32(low)]!;
      if (product === last) return false;
      last = product;
    }
  }
  return true;
}

/** How many reads in order one row's lists cost, read where they lie (measured on 137,000 rows). */
const ROW_READ_COST = 8;

/** Rows, or in the product modes products, of a set (a product's rows are adjacent). */
function totalOf(index: ListingIndex, set: Uint32Array, distinct: boolean): number {
  let n = 0;
  let last = MISSING;
  for (let w = 0; w < set.length; w++) {
    let m = set[w]!;
    if (!distinct) {
      n += popcount(m);
      continue;
    }
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const product = index.productId[(w << 5) + 31 - Math.clz32(low)]!;
      if (product !== last) n++;
      last = product;
    }
  }
  return n;
}

function toMap(counts: Int32Array): Map<number, number> {
  const map = new Map<number, number>();
  for (let v = 0; v < counts.length; v++) if (counts[v]! > 0) map.set(v, counts[v]!);
  return map;
}

/**
 * Disjunctive faceting: rows meeting every selection count for all fields; for each OR-selected
 * field, the rows meeting every other selection count for it, so its counts leave its own selection
 * out. An AND field is counted under its own selection. The price range ignores the price limit.
 *
 * Given each value's field (parametricOf), only the counts an answer reads need be right: `all`
 * for the fields not OR-selected, each OR-selected field's own counts for its values (the others
 * may be missing or counted).
 *
 * Every test is a bit set over the index's rows (flags, prices, categories, each selection), combined
 * word by word; only the rows left are visited, once per count, reading their value lists.
 */
export function facetCounts(
  index: ListingIndex,
  c: ListingCriteria,
  parametricOf?: (valueId: number) => number | undefined,
): FacetCounts {
  const t = prepare(index, c);
  const words = wordsFor(index.size);
  const bits = bitsOfIndex(index);
  const context = pricedBits(index, t.view).slice();
  if (t.flags.needSellable) andInto(context, bits.sellable);
  if (t.flags.needStock) {
    andInto(context, t.flags.nonSellable ? orInto(bits.inStock.slice(), bits.notSellable) : bits.inStock);
  }
  if (c.categoryIds.length > 0) {
    const categories = new Uint32Array(words);
    for (const id of c.categoryIds)
      orInto(categories, postingBits(index.categoryRows.get(id) ?? NO_ROWS, words));
    andInto(context, categories);
  }
  if (t.searchRows) andInto(context, bitsOf(t.searchRows, words));
  // Skus, group, family and orFilters are tested row by row on what the flags left.
  if (t.rowTests) keepBits(context, t.inContext);
  const selected = c.selections.map((s) => selectionBits(index, s, words));
  const under = (from: Uint32Array, except?: number) => {
    const out = from.slice();
    selected.forEach((s, i) => {
      if (i !== except) andInto(out, s);
    });
    return out;
  };

  // The range is of the prices shown, without the price limit: an item that cannot be ordered shows none.
  const range = { min: Infinity, max: -Infinity, minIncVat: Infinity, maxIncVat: -Infinity };
  forEachBit(andInto(under(context), bits.sellable), (r) => {
    const p = t.priceAt(r);
    const pi = t.priceIncVatAt(r);
    if (p < range.min) range.min = p;
    if (p > range.max) range.max = p;
    if (pi < range.minIncVat) range.minIncVat = pi;
    if (pi > range.maxIncVat) range.maxIncVat = pi;
  });
  if (c.price) keepBits(context, t.inPrice);

  const distinct = perProduct(c);
  const all = new Int32Array(index.valueIdLimit);
  const matching = under(context);
  const total = totalOf(index, matching, distinct);
  // With the values' fields known, a field counted under its own exception is left out of `all`.
  const excepted = new Set(c.selections.filter((s) => !s.isAnd).map((s) => s.parametricId));
  const inAll = parametricOf ? (v: number) => !excepted.has(parametricOf(v) ?? MISSING) : () => true;
  countValues(index, matching, Object.values(index.values), all, distinct, inAll);
  const excludingOwn = new Map<number, Map<number, number>>();
  c.selections.forEach((s, i) => {
    if (s.isAnd) return;
    const counts = new Int32Array(index.valueIdLimit);
    const own = parametricOf ? (v: number) => parametricOf(v) === s.parametricId : () => true;
    countValues(index, under(context, i), [index.values[s.level]], counts, distinct, own);
    excludingOwn.set(s.parametricId, toMap(counts));
  });
  const orNull = (n: number) => (Number.isFinite(n) ? n : null);
  return {
    total,
    price: {
      min: orNull(range.min),
      max: orNull(range.max),
      minIncVat: orNull(range.minIncVat),
      maxIncVat: orNull(range.maxIncVat),
    },
    all: toMap(all),
    excludingOwn,
  };
}
