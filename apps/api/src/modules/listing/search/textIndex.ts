import type { SearchMatches } from '../searchQuery';
import { pgQsort } from './pgSort';
import { parseTsvector } from './tsvectorText';
import { byteOrder } from './typoDictionary';

/**
 * A language's product_translations.search_vector held as postings: lexemes in byte order, and per
 * lexeme the products holding it (local index, ascending) with their positions as PostgreSQL keeps
 * them (WordEntryPos: weight in the top two bits). Lexeme l owns entries lexemeStart[l] ..
 * lexemeStart[l + 1] - 1; entry e owns positions entryPosStart[e] .. entryPosStart[e + 1] - 1.
 */
export interface TextIndex {
  productIds: Int32Array;
  lexemes: string[];
  lexemeStart: Int32Array;
  entryProduct: Int32Array;
  entryPosStart: Int32Array;
  positions: Uint16Array;
}

/** One alternative of a tsquery group: a lexeme, matched whole or as a prefix (`word:*`). */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}

/** Builds the postings from each product's vector text (rows in product-id order). */
export function buildTextIndex(rows: readonly { productId: number; vector: string }[]): TextIndex {
  const productIds = Int32Array.from(rows, (r) => r.productId);
  const idOf = new Map<string, number>();
  const entryLexeme: number[] = [];
  const entryProductRaw: number[] = [];
  const posStart: number[] = [];
  const pos: number[] = [];
  rows.forEach((row, p) => {
    for (const { lexeme, positions } of parseTsvector(row.vector)) {
      let id = idOf.get(lexeme);
      if (id === undefined) {
        id = idOf.size;
        idOf.set(lexeme, id);
      }
      entryLexeme.push(id);
      entryProductRaw.push(p);
      posStart.push(pos.length);
      for (const x of positions) pos.push(x);
    }
  });
  posStart.push(pos.length);
  const lexemes = [...idOf.keys()].sort(byteOrder);
  const rankOf = new Int32Array(lexemes.length);
  lexemes.forEach((l, r) => {
    rankOf[idOf.get(l)!] = r;
  });
  const lexemeStart = new Int32Array(lexemes.length + 1);
  for (const id of entryLexeme) lexemeStart[rankOf[id]! + 1]!++;
  for (let l = 0; l < lexemes.length; l++) lexemeStart[l + 1]! += lexemeStart[l]!;
  // Entries go to their lexeme's slots in product order, so each posting stays ascending.
  const slotOf = new Int32Array(entryLexeme.length);
  const cursor = lexemeStart.slice(0, lexemes.length);
  const entryProduct = new Int32Array(entryLexeme.length);
  const counts = new Int32Array(entryLexeme.length + 1);
  entryLexeme.forEach((id, e) => {
    const slot = cursor[rankOf[id]!]!++;
    slotOf[e] = slot;
    entryProduct[slot] = entryProductRaw[e]!;
    counts[slot + 1] = posStart[e + 1]! - posStart[e]!;
  });
  for (let s = 0; s < entryLexeme.length; s++) counts[s + 1]! += counts[s]!;
  const positions = new Uint16Array(pos.length);
  slotOf.forEach((slot, e) => {
    positions.set(pos.slice(posStart[e]!, posStart[e + 1]!), counts[slot]!);
  });
  return { productIds, lexemes, lexemeStart, entryProduct, entryPosStart: counts, positions };
}

function lowerBound(lexemes: readonly string[], lexeme: string): number {
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lexemes[mid]! < lexeme) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The lexemes an operand matches, as a range of lexeme numbers: one, none, or all with the prefix. */
function lexemeRange(index: TextIndex, op: Operand): [number, number] {
  const from = lowerBound(index.lexemes, op.lexeme);
  let to = from;
  if (op.prefix) while (to < index.lexemes.length && index.lexemes[to]!.startsWith(op.lexeme)) to++;
  else if (index.lexemes[from] === op.lexeme) to++;
  return [from, to];
}

/**
 * Products whose vector matches every group (any operand of a group), in product-id order, with
 * ts_rank(vector, query) of each: what repository.ts `searchMatches` answers for the same tsquery.
 * No group: a query of stop words only, which matches nothing.
 */
export function textMatches(index: TextIndex, groups: readonly (readonly Operand[])[]): SearchMatches {
  const n = index.productIds.length;
  const hits = new Int32Array(n);
  groups.forEach((group, g) => {
    for (const op of group) {
      const [from, to] = lexemeRange(index, op);
      for (let e = index.lexemeStart[from]!; e < index.lexemeStart[to]!; e++) {
        const p = index.entryProduct[e]!;
        if (hits[p] === g) hits[p] = g + 1;
      }
    }
  });
  const ordinal = new Int32Array(n).fill(-1);
  const productIds: number[] = [];
  if (groups.length > 0) {
    for (let p = 0; p < n; p++) {
      if (hits[p] === groups.length) {
        ordinal[p] = productIds.length;
        productIds.push(index.productIds[p]!);
      }
    }
  }
  if (productIds.length === 0) return { productIds, relevance: [] };
  const items = rankItems(groups);
  const ranks =
    groups.length >= 2 && items.length >= 2
      ? rankAnd(index, items, ordinal, productIds.length)
      : rankOr(index, items, ordinal, productIds.length);
  return { productIds, relevance: Array.from(ranks) };
}

/**
 * ts_rank's operands (tsrank.c SortAndUniqItems): the query's operands as to_tsquery stores them
 * (operator, right operand, left operand: the reverse of their written order), sorted by lexeme
 * with PostgreSQL's qsort, and the first of each lexeme kept. So of `jack:*` and `jack` written
 * in one query, the one PostgreSQL keeps decides which lexemes rank a product.
 */
export function rankItems(groups: readonly (readonly Operand[])[]): Operand[] {
  const items = pgQsort(groups.flat().reverse(), (a, b) => byteOrder(a.lexeme, b.lexeme));
  return items.filter((op, i) => i === 0 || op.lexeme !== items[i - 1]!.lexeme);
}

// ts_rank's default weights for D, C, B, A, as the float4 values tsrank.c computes with.
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const f = Math.fround;
/** Position PostgreSQL's ts_rank gives a lexeme stored without positions (MAXENTRYPOS - 1), weight D. */
const NO_POSITION = 16383;
const MAX_ENTRY_POS = 16384;

const weightOf = (wep: number) => WEIGHTS[wep >> 14]!;
const positionOf = (wep: number) => wep & 0x3fff;

/** tsrank.c word_distance for 0..100, computed once: a rank asks it for every pair of positions. */
const WORD_DISTANCE = Float64Array.from({ length: 101 }, (_, d) =>
  f(1.0 / (1.005 + 0.05 * Math.exp(f(d) / 1.5 - 2))),
);

/** tsrank.c word_distance: how much two lexemes this far apart count together. */
const wordDistance = (distance: number): number => (distance > 100 ? f(1e-30) : WORD_DISTANCE[distance]!);

/**
 * tsrank.c calc_rank_or, float4 step by float4 step: per operand and matching lexeme, the positions'
 * weights over the squares of their order, the heaviest counted in full; the sum over the operands'
 * count.
 */
function rankOr(index: TextIndex, items: readonly Operand[], ordinal: Int32Array, m: number): Float64Array {
  const res = new Float64Array(m);
  for (const item of items) {
    const [from, to] = lexemeRange(index, item);
    for (let e = index.lexemeStart[from]!; e < index.lexemeStart[to]!; e++) {
      const k = ordinal[index.entryProduct[e]!]!;
      if (k < 0) continue;
      const start = index.entryPosStart[e]!;
      const count = Math.max(1, index.entryPosStart[e + 1]! - start);
      const hasPositions = index.entryPosStart[e + 1]! > start;
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < count; j++) {
        const w = hasPositions ? weightOf(index.positions[start + j]!) : WEIGHTS[0]!;
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      res[k] = f(res[k]! + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  for (let k = 0; k < m; k++) res[k] = f(res[k]! / items.length);
  return res;
}

/**
 * tsrank.c calc_rank_and: every pair of positions of different operands adds its weights by their
 * distance (the operand's last matching lexeme stands for it, as in tsrank.c).
 */
function rankAnd(index: TextIndex, items: readonly Operand[], ordinal: Int32Array, m: number): Float64Array {
  const size = items.length;
  const res = new Float64Array(m).fill(-1);
  const held = new Int32Array(m * size).fill(-1);
  const { entryPosStart, positions } = index;
  items.forEach((item, i) => {
    const [from, to] = lexemeRange(index, item);
    for (let e = index.lexemeStart[from]!; e < index.lexemeStart[to]!; e++) {
      const k = ordinal[index.entryProduct[e]!]!;
      if (k < 0) continue;
      held[k * size + i] = e;
      const eNull = entryPosStart[e + 1] === entryPosStart[e];
      for (let q = 0; q < i; q++) {
        const r = held[k * size + q]!;
        if (r < 0) continue;
        const rNull = entryPosStart[r + 1] === entryPosStart[r];
        const eCount = eNull ? 1 : entryPosStart[e + 1]! - entryPosStart[e]!;
        const rCount = rNull ? 1 : entryPosStart[r + 1]! - entryPosStart[r]!;
        for (let a = 0; a < eCount; a++) {
          const ea = eNull ? NO_POSITION : positions[entryPosStart[e]! + a]!;
          for (let b = 0; b < rCount; b++) {
            const rb = rNull ? NO_POSITION : positions[entryPosStart[r]! + b]!;
            let dist = Math.abs(positionOf(ea) - positionOf(rb));
            if (dist === 0 && !eNull && !rNull) continue;
            if (dist === 0) dist = MAX_ENTRY_POS;
            const curw = f(Math.sqrt(f(f(weightOf(ea) * weightOf(rb)) * wordDistance(dist))));
            res[k] = res[k]! < 0 ? curw : f(1.0 - (1.0 - res[k]!) * (1.0 - curw));
          }
        }
      }
    }
  });
  for (let k = 0; k < m; k++) if (res[k]! < 0) res[k] = f(1e-20);
  return res;
}
