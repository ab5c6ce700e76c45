/**
 * Row sets as bit sets over every row of an index (Uint32Array words, row r at bit r & 31 of word
 * r >>> 5): intersections and unions of whole sets are a few thousand word operations, and a test
 * of one row is one load.
 */

export const wordsFor = (size: number) => (size + 31) >>> 5;

/** The bits of an ascending row list. */
export function bitsOf(rows: Int32Array, words: number): Uint32Array {
  const bits = new Uint32Array(words);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    bits[r >>> 5]! |= 1 << (r & 31);
  }
  return bits;
}

/**
 * Lists holding at least one row per word on average are kept as bits while the list lives: an
 * index's posting lists are immutable and met again by every query selecting their value. Shorter
 * lists are turned into bits per query (as cheap as reading them), so memory stays bounded by the
 * values with many rows: at 500,000 rows one kept set is 62 KB.
 */
const kept = new WeakMap<Int32Array, Uint32Array>();

export function postingBits(rows: Int32Array, words: number): Uint32Array {
  if (rows.length < words) return bitsOf(rows, words);
  let bits = kept.get(rows);
  if (!bits || bits.length !== words) {
    bits = bitsOf(rows, words);
    kept.set(rows, bits);
  }
  return bits;
}

/** a &= b, word by word. */
export function andInto(a: Uint32Array, b: Uint32Array): Uint32Array {
  for (let w = 0; w < a.length; w++) a[w]! &= b[w]!;
  return a;
}

/** a |= b, word by word. */
export function orInto(a: Uint32Array, b: Uint32Array): Uint32Array {
  for (let w = 0; w < a.length; w++) a[w]! |= b[w]!;
  return a;
}

/** The rows of a set, ascending, each given to visit. */
export function forEachBit(bits: Uint32Array, visit: (r: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let m = bits[w]!;
    while (m !== 0) {
      const low = m & -m;
      visit((w << 5) + 31 - Math.clz32(low));
      m ^= low;
    }
  }
}

/** Keeps only the rows of the set that pass the test. */
export function keepBits(bits: Uint32Array, test: (r: number) => boolean): Uint32Array {
  forEachBit(bits, (r) => {
    if (!test(r)) bits[r >>> 5]! &= ~(1 << (r & 31));
  });
  return bits;
}

/** The rows whose flag is set (a byte per row). */
export function flagBits(flags: Uint8Array, words: number, want: (flag: number) => boolean): Uint32Array {
  const bits = new Uint32Array(words);
  for (let r = 0; r < flags.length; r++) if (want(flags[r]!)) bits[r >>> 5]! |= 1 << (r & 31);
  return bits;
}

/** Set bits of a word. */
export const popcount = (x: number) => {
  const a = x - ((x >>> 1) & 0x55555555);
  const b = (a & 0x33333333) + ((a >>> 2) & 0x33333333);
  return Math.imul((b + (b >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

export const hasBit = (bits: Uint32Array, r: number) => (bits[r >>> 5]! & (1 << (r & 31))) !== 0;
