import type { ListingRow } from './repository';

/** Variable-length lists per row, flattened: row r owns items[offsets[r]] .. items[offsets[r + 1] - 1]. */
export interface RowLists {
  offsets: Int32Array;
  items: Int32Array;
}

/** Marks a missing number (no rank, no rating, no price) in the typed columns. */
export const MISSING = -1;

/**
 * The list read model held in memory as typed columns, one row per colour variant in part-number
 * order (so a row's index is also its part-number rank, and a product's rows are adjacent).
 * A list, count or facet query is one pass over these arrays: no per-request SQL.
 */
export interface ListingIndex {
  version: string;
  size: number;
  variantId: Int32Array;
  productId: Int32Array;
  partNo: string[];
  primaryCategoryId: Int32Array;
  familyId: Int32Array;
  popRank: Int32Array;
  starsX100: Int32Array;
  flagRank: Int32Array;
  isDefault: Uint8Array;
  isSellable: Uint8Array;
  hasStock: Uint8Array;
  categories: RowLists;
  groups: RowLists;
  values: { product: RowLists; variant: RowLists; sku: RowLists };
  /** priceSlots x size: slot s (1-based) of row r at (s - 1) * size + r. */
  prices: Int32Array;
  pricesIncVat: Int32Array;
  priceSlots: number;
  /** languageSlots x size, laid out as prices. */
  nameRanks: Int32Array;
  languageSlots: number;
  /** One past the largest parametric value id, for count arrays indexed by value id. */
  valueIdLimit: number;
  /** Rows holding each parametric value, and each category (with descendants), ascending. */
  valueRows: Map<number, Int32Array>;
  categoryRows: Map<number, Int32Array>;
  /** Colours listed per category, family and group; computed when first asked for. */
  assortmentCounts?: {
    categories: Map<number, number>;
    families: Map<number, number>;
    groups: Map<number, number>;
  };
  /** Rows in the order of a sort key, computed when first asked for (see listingEngine orderOf). */
  orders: Map<string, { rows: Int32Array; rank: Int32Array }>;
}

/** Sort keys pack a row index into the low bits of a float64, so rows are limited to 2^21. */
export const MAX_ROWS = 2 ** 21;

function rowLists(rows: ListingRow[], pick: (row: ListingRow) => number[]): RowLists {
  const offsets = new Int32Array(rows.length + 1);
  let total = 0;
  rows.forEach((row, r) => {
    offsets[r] = total;
    total += pick(row).length;
  });
  offsets[rows.length] = total;
  const items = new Int32Array(total);
  rows.forEach((row, r) => {
    items.set(pick(row), offsets[r]!);
  });
  return { offsets, items };
}

/** Slot-major: one market's prices (or one language's ranks) are contiguous, so scans stay in cache. */
function slotted(
  rows: ListingRow[],
  pick: (row: ListingRow) => (number | null)[],
  slots: number,
): Int32Array {
  const out = new Int32Array(rows.length * slots).fill(MISSING);
  rows.forEach((row, r) => {
    pick(row).forEach((value, s) => {
      if (value !== null && s < slots) out[s * rows.length + r] = value;
    });
  });
  return out;
}

const column = (rows: ListingRow[], pick: (row: ListingRow) => number | null) =>
  Int32Array.from(rows, (row) => pick(row) ?? MISSING);
const flags = (rows: ListingRow[], pick: (row: ListingRow) => boolean) =>
  Uint8Array.from(rows, (row) => (pick(row) ? 1 : 0));

/** Inverts row lists: for each id, the rows that hold it, in ascending order. */
function postings(lists: RowLists[], size: number): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const { items } of lists) for (const id of items) counts.set(id, (counts.get(id) ?? 0) + 1);
  const out = new Map<number, Int32Array>();
  const fill = new Map<number, number>();
  for (const [id, n] of counts) {
    out.set(id, new Int32Array(n));
    fill.set(id, 0);
  }
  for (let r = 0; r < size; r++) {
    for (const { offsets, items } of lists) {
      for (let i = offsets[r]!; i < offsets[r + 1]!; i++) {
        const id = items[i]!;
        const at = fill.get(id)!;
        const target = out.get(id)!;
        if (at > 0 && target[at - 1] === r) continue;
        target[at] = r;
        fill.set(id, at + 1);
      }
    }
  }
  // A row holding an id in two lists was written once: trim the unused tail.
  for (const [id, n] of fill) out.set(id, out.get(id)!.subarray(0, n));
  return out;
}

export function buildListingIndex(rows: ListingRow[], version: string): ListingIndex {
  if (rows.length >= MAX_ROWS) {
    throw new Error(
      `The listing has ${rows.length} rows; the in-memory index holds at most ${MAX_ROWS - 1}.`,
    );
  }
  // Every row has one entry per slot (refreshReadModels builds them so).
  const priceSlots = rows[0]?.prices.length ?? 0;
  const languageSlots = rows[0]?.nameRanks.length ?? 0;
  const values = {
    product: rowLists(rows, (r) => r.productValueIds),
    variant: rowLists(rows, (r) => r.variantValueIds),
    sku: rowLists(rows, (r) => r.skuValueIds),
  };
  const categoriesOf = rowLists(rows, (r) => r.categoryIds);
  let valueIdLimit = 1;
  for (const lists of Object.values(values)) {
    for (const id of lists.items) valueIdLimit = Math.max(valueIdLimit, id + 1);
  }
  return {
    version,
    size: rows.length,
    variantId: column(rows, (r) => r.variantId),
    productId: column(rows, (r) => r.productId),
    partNo: rows.map((r) => r.partNo),
    primaryCategoryId: column(rows, (r) => r.primaryCategoryId),
    familyId: column(rows, (r) => r.familyId),
    popRank: column(rows, (r) => r.popRank),
    starsX100: column(rows, (r) => r.starsX100),
    flagRank: column(rows, (r) => r.flagRank),
    isDefault: flags(rows, (r) => r.isDefault),
    isSellable: flags(rows, (r) => r.isSellable),
    hasStock: flags(rows, (r) => r.hasStock),
    categories: categoriesOf,
    groups: rowLists(rows, (r) => r.groupIds),
    values,
    prices: slotted(rows, (r) => r.prices, priceSlots),
    pricesIncVat: slotted(rows, (r) => r.pricesIncVat, priceSlots),
    priceSlots,
    nameRanks: slotted(rows, (r) => r.nameRanks, languageSlots),
    languageSlots,
    valueIdLimit,
    valueRows: postings(Object.values(values), rows.length),
    categoryRows: postings([categoriesOf], rows.length),
    orders: new Map(),
  };
}

/** Whether row r's list holds any of the ids (the id lists are short: a few values or categories). */
export function hasAny(lists: RowLists, r: number, ids: readonly number[]): boolean {
  const { offsets, items } = lists;
  const end = offsets[r + 1]!;
  if (ids.length === 1) {
    const id = ids[0];
    for (let i = offsets[r]!; i < end; i++) if (items[i] === id) return true;
    return false;
  }
  for (let i = offsets[r]!; i < end; i++) if (ids.includes(items[i]!)) return true;
  return false;
}
