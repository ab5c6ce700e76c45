import type { ListingIndex } from '../catalogueIndex';
import { popcount, wordsFor } from './rowBits';

/**
 * The products of an index as bit sets (a product's ordinal: its place in row order, since a
 * product's rows are adjacent), for counting each product once per value. A product-level value
 * holds on every row of its product when the rows' product lists agree (checked once per index):
 * then the products of a set holding it are the set's products and the value's products, an AND of
 * two short bit sets instead of a visit of each row.
 */
export interface ProductMap {
  ordinal: Int32Array;
  words: number;
  /** Every row of a product has the same product-level values. */
  sameLists: boolean;
}

const maps = new WeakMap<ListingIndex, ProductMap>();

export function productMapOf(index: ListingIndex): ProductMap {
  let map = maps.get(index);
  if (!map) {
    const ordinal = new Int32Array(index.size);
    const { offsets, items } = index.values.product;
    let count = 0;
    let sameLists = true;
    for (let r = 0; r < index.size; r++) {
      const same = r > 0 && index.productId[r] === index.productId[r - 1];
      if (!same) count++;
      ordinal[r] = count - 1;
      if (same && sameLists) {
        const length = offsets[r + 1]! - offsets[r]!;
        if (length !== offsets[r]! - offsets[r - 1]!) sameLists = false;
        for (let i = 0; i < length && sameLists; i++) {
          if (items[offsets[r]! + i] !== items[offsets[r - 1]! + i]) sameLists = false;
        }
      }
    }
    map = { ordinal, words: wordsFor(count), sameLists };
    maps.set(index, map);
  }
  return map;
}

/** The products with a row in the set. */
export function productsOfRows(map: ProductMap, rows: Uint32Array): Uint32Array {
  const products = new Uint32Array(map.words);
  for (let w = 0; w < rows.length; w++) {
    let m = rows[w]!;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const p = map.ordinal[(w << 5) + 31 - Math.clz32(low)]!;
      products[p >>> 5]! |= 1 << (p & 31);
    }
  }
  return products;
}

/**
 * A product-level value's products, kept while its row list lives (one bit per product). Asked
 * only for values with at least a row per word of the row sets, so what is kept stays bounded.
 */
const kept = new WeakMap<Int32Array, Uint32Array>();

export function productsOfValue(map: ProductMap, rows: Int32Array): Uint32Array {
  let products = kept.get(rows);
  if (!products) {
    products = new Uint32Array(map.words);
    for (let i = 0; i < rows.length; i++) {
      const p = map.ordinal[rows[i]!]!;
      products[p >>> 5]! |= 1 << (p & 31);
    }
    kept.set(rows, products);
  }
  return products;
}

/** How many bits two sets share. */
export function sharedBits(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < a.length; w++) {
    const x = a[w]! & b[w]!;
    n += popcount(x);
  }
  return n;
}
