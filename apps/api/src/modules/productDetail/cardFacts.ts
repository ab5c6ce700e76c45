import type { DatabaseHandle } from '@workwear/db';
import type { TextLocale } from '@workwear/domain';
import {
  type InternedColumn,
  internColumn,
  internedAt,
  type PackedStrings,
  packStrings,
  stringAt,
} from '../../lib/compactStrings';
import { heldBytes } from '../../lib/heldBytes';
import { type ListingIndex, type ListingIndexStore, MISSING, type RowLists } from '../catalogueIndex';
import { type CardFactRow, type ColourRow, cardQueries, type SummaryRow } from '../products';

/**
 * What product cards are drawn from, held beside one listing index and built with it: the facts no
 * language changes as typed columns over the index's rows (row r of the index is row r here) and per
 * product, and each text locale's names (a language's, or a culture's such as en-US) loaded on its first card. Together with the index's own columns
 * (product, part number, category, ranks, stock and sale flags) they answer a card without SQL.
 * Per colour row 25 bytes of columns, plus 4 a flag and 4 an offered colour (about 31 on the bench
 * catalogue); per product 28 bytes plus its base part number and unique name, and per language used
 * its name (packed, see compactStrings.ts). Measured on 50,000 products (137,228 rows): about 7 MB
 * without names (8.9 MB by heldBytes, which counts 2 bytes a character), and 1.2-2.8 MB of names
 * per language.
 */
export interface CardFacts {
  /** The index's rows in ascending variant id: a variant's row by binary search. */
  rowsByVariant: Int32Array;
  /** Products in ascending id; a product's ordinal is its position here. */
  productIds: Int32Array;
  /** The product ordinal of each row. */
  productOf: Int32Array;
  /** 1 where the row's facts were read (a variant gone from the catalogue since the index was read has none). */
  known: Uint8Array;
  /** Per product ordinal. */
  basePartNo: PackedStrings;
  uniqueName: PackedStrings;
  manufacturerId: InternedColumn;
  /** Per row. */
  firstSaleDate: InternedColumn;
  sizeMin: InternedColumn;
  sizeMax: InternedColumn;
  colorCode: InternedColumn;
  colorValueId: Int32Array;
  /** Per row: its product's flags and its own, as the summary query lists them. */
  flags: RowLists;
  /** Per product ordinal: rows a card may offer as colours (sellable, in stock), in the card's order. */
  colours: RowLists;
  /** Per text locale, loaded on first use: names per product ordinal. */
  names: Map<TextLocale, Promise<PackedStrings>>;
}

/** Position of value in 0..length-1 whose key is ascending, or -1. */
function bisect(length: number, keyAt: (i: number) => number, value: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const key = keyAt(mid);
    if (key === value) return mid;
    if (key < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Lists per row (or product) as one RowLists; a hole in the array is an empty list. */
function flattened(lists: readonly (readonly number[] | undefined)[]): RowLists {
  const offsets = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) offsets[i + 1] = offsets[i]! + (lists[i]?.length ?? 0);
  const items = new Int32Array(offsets[lists.length]!);
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i];
    if (list) items.set(list, offsets[i]!);
  }
  return { offsets, items };
}

const listAt = ({ offsets, items }: RowLists, i: number) => items.subarray(offsets[i]!, offsets[i + 1]!);

export function rowOfVariant(
  index: ListingIndex,
  facts: Pick<CardFacts, 'rowsByVariant'>,
  variantId: number,
): number {
  const at = bisect(index.size, (i) => index.variantId[facts.rowsByVariant[i]!]!, variantId);
  return at === -1 ? -1 : facts.rowsByVariant[at]!;
}

export function buildCardFacts(index: ListingIndex, rows: readonly CardFactRow[]): CardFacts {
  const size = index.size;
  const rowsByVariant = Int32Array.from({ length: size }, (_, r) => r).sort(
    (a, b) => index.variantId[a]! - index.variantId[b]!,
  );
  const productIds = Int32Array.from(new Set(index.productId)).sort();
  const productOf = Int32Array.from(index.productId, (id) =>
    bisect(productIds.length, (i) => productIds[i]!, id),
  );

  const known = new Uint8Array(size);
  const perRow = {
    firstSaleDate: new Array<string | null>(size).fill(null),
    sizeMin: new Array<string | null>(size).fill(null),
    sizeMax: new Array<string | null>(size).fill(null),
    colorCode: new Array<string | null>(size).fill(null),
    flags: new Array<number[] | undefined>(size),
  };
  const colorValueId = new Int32Array(size).fill(MISSING);
  const sortOrder = new Int32Array(size);
  const perProduct = {
    basePartNo: new Array<string | undefined>(productIds.length),
    uniqueName: new Array<string | undefined>(productIds.length),
    manufacturerId: new Array<string | null>(productIds.length).fill(null),
  };
  for (const row of rows) {
    const r = rowOfVariant(index, { rowsByVariant }, row.variantId);
    if (r === -1) continue;
    known[r] = 1;
    perRow.firstSaleDate[r] = row.firstSaleDate;
    perRow.sizeMin[r] = row.sizeMin;
    perRow.sizeMax[r] = row.sizeMax;
    perRow.colorCode[r] = row.colorCode;
    perRow.flags[r] = row.flagIds;
    colorValueId[r] = row.colorValueId ?? MISSING;
    sortOrder[r] = row.sortOrder;
    const p = productOf[r]!;
    perProduct.basePartNo[p] = row.basePartNo;
    perProduct.uniqueName[p] = row.uniqueName;
    perProduct.manufacturerId[p] = row.manufacturerId;
  }

  // A card offers its product's sellable colours with sizes in stock, in the product's colour order.
  const offered = new Array<number[] | undefined>(productIds.length);
  for (let r = 0; r < size; r++) {
    if (known[r] !== 1 || index.isSellable[r] !== 1 || index.hasStock[r] !== 1) continue;
    const list = offered[productOf[r]!];
    if (list) list.push(r);
    else offered[productOf[r]!] = [r];
  }
  for (const list of offered) {
    list?.sort((a, b) => sortOrder[a]! - sortOrder[b]! || index.variantId[a]! - index.variantId[b]!);
  }

  return {
    rowsByVariant,
    productIds,
    productOf,
    known,
    basePartNo: packStrings(perProduct.basePartNo),
    uniqueName: packStrings(perProduct.uniqueName),
    manufacturerId: internColumn(perProduct.manufacturerId),
    firstSaleDate: internColumn(perRow.firstSaleDate),
    sizeMin: internColumn(perRow.sizeMin),
    sizeMax: internColumn(perRow.sizeMax),
    colorCode: internColumn(perRow.colorCode),
    colorValueId,
    flags: flattened(perRow.flags),
    colours: flattened(offered),
    names: new Map(),
  };
}

/** Names of a text locale per product ordinal; products the index does not list are left out. */
export function packNames(facts: CardFacts, rows: readonly { productId: number; name: string }[]) {
  const names = new Array<string | undefined>(facts.productIds.length);
  for (const { productId, name } of rows) {
    const p = bisect(facts.productIds.length, (i) => facts.productIds[i]!, productId);
    if (p !== -1) names[p] = name;
  }
  return packStrings(names);
}

const orNull = (n: number) => (n === MISSING ? null : n);

/** Row r's card facts as the summary query gives them, or undefined where it gives none (no name). */
export function summaryAt(
  index: ListingIndex,
  facts: CardFacts,
  names: PackedStrings,
  r: number,
): SummaryRow | undefined {
  const p = facts.productOf[r]!;
  const name = stringAt(names, p);
  if (facts.known[r] !== 1 || name === undefined) return undefined;
  const stars = index.starsX100[r]!;
  return {
    variantId: index.variantId[r]!,
    productId: index.productId[r]!,
    partNo: index.partNo[r]!,
    basePartNo: stringAt(facts.basePartNo, p)!,
    uniqueName: stringAt(facts.uniqueName, p)!,
    name,
    primaryCategoryId: index.primaryCategoryId[r]!,
    manufacturerId: internedAt(facts.manufacturerId, p)!,
    // The index keeps the rating (numeric(3,2)) times 100: dividing gives the same double as the column.
    starsAverage: stars === MISSING ? null : stars / 100,
    popRank30: orNull(index.popRank[r]!),
    firstSaleDate: internedAt(facts.firstSaleDate, r),
    flagIds: Array.from(listAt(facts.flags, r)),
    sizeMin: internedAt(facts.sizeMin, r),
    sizeMax: internedAt(facts.sizeMax, r),
    hasStock: index.hasStock[r] === 1,
    sellable: index.isSellable[r] === 1,
  };
}

/** The colours a product's card may offer (product ordinal p), in the card's order. */
export function coloursAt(index: ListingIndex, facts: CardFacts, p: number): ColourRow[] {
  return Array.from(listAt(facts.colours, p), (r) => ({
    variantId: index.variantId[r]!,
    productId: index.productId[r]!,
    partNo: index.partNo[r]!,
    colorCode: internedAt(facts.colorCode, r)!,
    colorValueId: orNull(facts.colorValueId[r]!),
  }));
}

/**
 * Card facts for the listing index the store serves: built with each index the store loads, before
 * it is served (so a changed read-model version brings changed names and flags with it, and no
 * request waits for them; the names of every language used so far included), and dropped with it.
 */
export function createCardFacts(handle: DatabaseHandle, listings: ListingIndexStore) {
  const built = new WeakMap<ListingIndex, Promise<CardFacts>>();
  // Text locales whose cards were drawn: a reloaded index reads their names before it is served, since
  // reading one locale's names takes seconds on a large catalogue and shoppers of it are waiting.
  const localesUsed = new Set<TextLocale>();

  const namesIn = (facts: CardFacts, locale: TextLocale) => {
    let names = facts.names.get(locale);
    if (!names) {
      localesUsed.add(locale);
      names = cardQueries.cardNames.run(handle, locale).then((rows) => packNames(facts, rows));
      names.catch(() => facts.names.delete(locale));
      facts.names.set(locale, names);
    }
    return names;
  };

  const factsOf = (index: ListingIndex) => {
    let facts = built.get(index);
    if (!facts) {
      facts = cardQueries.cardFacts.run(handle).then((rows) => buildCardFacts(index, rows));
      facts.catch(() => built.delete(index));
      built.set(index, facts);
    }
    return facts;
  };
  listings.alongside(async (index) => {
    const facts = await factsOf(index);
    await Promise.all([...localesUsed].map((locale) => namesIn(facts, locale)));
  });

  return {
    /**
     * The summary rows of the variants that have one in the text locale (in the order asked) and the
     * colours their products' cards may offer (products in the order of the rows, each product's in
     * card order): what toCards draws cards from, as the summaries and colours queries give them.
     */
    async rowsOf(
      variantIds: readonly number[],
      locale: TextLocale,
    ): Promise<{ rows: SummaryRow[]; colours: ColourRow[] }> {
      const index = await listings.get();
      const facts = await factsOf(index);
      const names = await namesIn(facts, locale);
      const rows: SummaryRow[] = [];
      const products = new Set<number>();
      for (const variantId of variantIds) {
        const r = rowOfVariant(index, facts, variantId);
        const row = r === -1 ? undefined : summaryAt(index, facts, names, r);
        if (!row) continue;
        rows.push(row);
        products.add(facts.productOf[r]!);
      }
      return { rows, colours: [...products].flatMap((p) => coloursAt(index, facts, p)) };
    },
    /** Reads a text locale's card names now rather than for its first list (kept for reloaded indexes). */
    async prepare(locale: TextLocale): Promise<void> {
      await namesIn(await factsOf(await listings.get()), locale);
    },
    /** Bytes the current index's card facts hold (heldBytes), names of the text locales used included. */
    async memory(): Promise<number> {
      const facts = await factsOf(await listings.get());
      const names = await Promise.all(facts.names.values());
      return heldBytes({ ...facts, names });
    },
  };
}
export type CardFactsStore = ReturnType<typeof createCardFacts>;
