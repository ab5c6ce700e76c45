import {
  agreedListIdsOf,
  effectivePrice,
  type ListOffer,
  type PriceContext,
  type PriceMarks,
  priceMarks,
} from '@workwear/domain';
import { type ListingIndex, MISSING } from '../catalogueIndex';

/** One price list over the rows of an index: rows ascending, prices beside them (a compact map). */
export interface CompactList {
  rows: Int32Array;
  price: Int32Array;
  priceIncVat: Int32Array;
}

/**
 * The rows a context prices differently from the market list, with what the pricing rule chose for
 * them: rows ascending, a byte mask over every row for O(1) membership, and each row's price and list.
 */
export interface PriceOverlay {
  rows: Int32Array;
  mask: Uint8Array;
  price: Int32Array;
  priceIncVat: Int32Array;
  listId: Int32Array;
}

/**
 * The prices one request sees over the listing index: the market's public list (its slot), overlaid
 * by the context's lists. Rows outside the overlay take the market price when `fallback` is on (the
 * whole assortment) and are not offered otherwise (the agreed assortment only).
 */
export interface PriceView {
  base: number;
  publicListId: number;
  fallback: boolean;
  overlay: PriceOverlay | undefined;
  /** The context's lists of a type other than None: a price from one of them is agreed. */
  agreedListIds: readonly number[];
}

/** Position of row r in the overlay, or -1 (binary search: an overlay holds a few thousand rows). */
export function overlayEntry(view: PriceView, r: number): number {
  const o = view.overlay;
  if (!o || o.mask[r] === 0) return -1;
  let lo = 0;
  let hi = o.rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = o.rows[mid]!;
    if (v === r) return mid;
    if (v < r) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

export function priceAt(index: ListingIndex, view: PriceView, r: number): number {
  const e = overlayEntry(view, r);
  if (e >= 0) return view.overlay!.price[e]!;
  return view.fallback ? index.prices[view.base + r]! : MISSING;
}

export function priceIncVatAt(index: ListingIndex, view: PriceView, r: number): number {
  const e = overlayEntry(view, r);
  if (e >= 0) return view.overlay!.priceIncVat[e]!;
  return view.fallback ? index.pricesIncVat[view.base + r]! : MISSING;
}

/** The list a row's price comes from (the market's for rows outside the overlay). */
export function priceListIdAt(view: PriceView, r: number): number {
  const e = overlayEntry(view, r);
  return e >= 0 ? view.overlay!.listId[e]! : view.publicListId;
}

/** The market's view: no overlay, every row at the public price. */
export const marketView = (index: ListingIndex, slot: number, publicListId: number): PriceView => ({
  base: (slot - 1) * index.size,
  publicListId,
  fallback: true,
  overlay: undefined,
  agreedListIds: [],
});

/** The marks of row r's price `own` in a view (priceMarks): agreed, and the public price it saves on. */
export function marksAt(index: ListingIndex, view: PriceView, r: number, own: ListOffer): PriceMarks {
  if (view.agreedListIds.length === 0) return {};
  const market = index.prices[view.base + r]!;
  const publicPrice =
    market === MISSING ? undefined : { price: market, priceIncVat: index.pricesIncVat[view.base + r]! };
  return priceMarks(view.agreedListIds, own, publicPrice);
}

/**
 * Applies the domain's pricing rule to every row a context's lists price. Rows no list prices get
 * the rule's answer for no offers, which is the market price for the whole assortment and nothing for
 * the agreed one: that is `fallback`, so the rule is asked once per listed row, never per request.
 */
export function buildView(
  index: ListingIndex,
  slot: number,
  publicListId: number,
  context: PriceContext,
  lists: ReadonlyMap<number, CompactList>,
): PriceView {
  const base = (slot - 1) * index.size;
  const offers = new Map<number, ListOffer[]>();
  for (const list of context.lists) {
    const compact = lists.get(list.id);
    if (!compact) continue;
    for (let i = 0; i < compact.rows.length; i++) {
      const r = compact.rows[i]!;
      const offer = { priceListId: list.id, price: compact.price[i]!, priceIncVat: compact.priceIncVat[i]! };
      const at = offers.get(r);
      if (at) at.push(offer);
      else offers.set(r, [offer]);
    }
  }
  const rule = { ...context, marketPrice: false };
  const rows = Int32Array.from(offers.keys()).sort();
  const kept: number[] = [];
  const price: number[] = [];
  const priceIncVat: number[] = [];
  const listId: number[] = [];
  for (const r of rows) {
    const market =
      index.prices[base + r] === MISSING
        ? undefined
        : {
            priceListId: publicListId,
            price: index.prices[base + r]!,
            priceIncVat: index.pricesIncVat[base + r]!,
          };
    const chosen = effectivePrice(rule, offers.get(r)!, market);
    if (!chosen) continue;
    kept.push(r);
    price.push(chosen.price);
    priceIncVat.push(chosen.priceIncVat);
    listId.push(chosen.priceListId);
  }
  const fallback =
    effectivePrice(rule, [], { priceListId: publicListId, price: 0, priceIncVat: 0 }) !== undefined;
  const agreedListIds = agreedListIdsOf(context);
  if (kept.length === 0 && fallback)
    return { base, publicListId, fallback, overlay: undefined, agreedListIds };
  const mask = new Uint8Array(index.size);
  for (const r of kept) mask[r] = 1;
  return {
    base,
    publicListId,
    fallback,
    agreedListIds,
    overlay: {
      rows: Int32Array.from(kept),
      mask,
      price: Int32Array.from(price),
      priceIncVat: Int32Array.from(priceIncVat),
      listId: Int32Array.from(listId),
    },
  };
}

/** A list's prices as rows of the index; variants the index does not hold are left out. */
export function compactList(
  rowOfVariant: ReadonlyMap<number, number>,
  prices: readonly { variantId: number; price: number; priceIncVat: number }[],
): CompactList {
  const entries = prices
    .flatMap((p) => {
      const r = rowOfVariant.get(p.variantId);
      return r === undefined ? [] : [[r, p.price, p.priceIncVat] as const];
    })
    .sort((a, b) => a[0] - b[0]);
  return {
    rows: Int32Array.from(entries, (e) => e[0]),
    price: Int32Array.from(entries, (e) => e[1]),
    priceIncVat: Int32Array.from(entries, (e) => e[2]),
  };
}
