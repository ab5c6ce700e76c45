import { BASE_PART_NO_LENGTH, PART_NO_LENGTH } from '@workwear/domain';
import { MAX_ARTICLE_HITS } from '../../products';
import type { ArticleHit } from '../searchQuery';

/** Every colour's part number in byte order, with its product's base part number and unique name. */
export interface ArticleIndex {
  partNo: string[];
  variantId: Int32Array;
  productId: Int32Array;
  sortOrder: Int32Array;
  basePartNo: string[];
  uniqueName: string[];
  /** The shortest sku: a shorter number is never one, and needs no sku looked up. */
  shortestSku: number;
}

export function buildArticleIndex(
  rows: readonly {
    variantId: number;
    productId: number;
    partNo: string;
    sortOrder: number;
    basePartNo: string;
    uniqueName: string;
  }[],
  shortestSku: number | null,
): ArticleIndex {
  return {
    partNo: rows.map((r) => r.partNo),
    variantId: Int32Array.from(rows, (r) => r.variantId),
    productId: Int32Array.from(rows, (r) => r.productId),
    sortOrder: Int32Array.from(rows, (r) => r.sortOrder),
    basePartNo: rows.map((r) => r.basePartNo),
    uniqueName: rows.map((r) => r.uniqueName),
    shortestSku: shortestSku ?? Number.POSITIVE_INFINITY,
  };
}

/** Which colours have a sku starting with the number, and which a sku that is the number. */
export type SkuLookup = (
  variantIds: number[],
  articleNo: string,
) => Promise<ReadonlyMap<number, { exact: boolean }>>;

/**
 * What repository.ts `articleHits` answers, from memory: per base part number starting with the
 * number's first 8 characters, its first colour (sort order, then id) whose part number starts with
 * the first 12 and, for a longer number, that has a sku starting with it; in base part number
 * order, at most MAX_ARTICLE_HITS; with which number it is exactly. Skus are asked for only when
 * the number is as long as a sku and a colour starts it.
 */
export async function articleHitsOf(
  index: ArticleIndex,
  articleNo: string,
  skus: SkuLookup,
): Promise<ArticleHit[]> {
  const colourPrefix = articleNo.slice(0, PART_NO_LENGTH);
  const basePrefix = articleNo.slice(0, BASE_PART_NO_LENGTH);
  let lo = 0;
  let hi = index.partNo.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.partNo[mid]! < colourPrefix) lo = mid + 1;
    else hi = mid;
  }
  const rows: number[] = [];
  for (let r = lo; r < index.partNo.length && index.partNo[r]!.startsWith(colourPrefix); r++) {
    if (index.basePartNo[r]!.startsWith(basePrefix)) rows.push(r);
  }
  if (rows.length === 0) return [];
  const skuFacts =
    articleNo.length >= index.shortestSku
      ? await skus(
          rows.map((r) => index.variantId[r]!),
          articleNo,
        )
      : new Map<number, { exact: boolean }>();
  const firstByBase = new Map<string, number>();
  for (const r of rows) {
    if (articleNo.length > PART_NO_LENGTH && !skuFacts.has(index.variantId[r]!)) continue;
    const base = index.basePartNo[r]!;
    const held = firstByBase.get(base);
    if (
      held === undefined ||
      index.sortOrder[r]! < index.sortOrder[held]! ||
      (index.sortOrder[r] === index.sortOrder[held] && index.variantId[r]! < index.variantId[held]!)
    ) {
      firstByBase.set(base, r);
    }
  }
  const bases = [...firstByBase.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return bases.slice(0, MAX_ARTICLE_HITS).map((base) => {
    const r = firstByBase.get(base)!;
    const partNo = index.partNo[r]!;
    const match =
      base === articleNo
        ? 'basePartNo'
        : partNo === articleNo
          ? 'partNo'
          : skuFacts.get(index.variantId[r]!)?.exact
            ? 'sku'
            : null;
    return { productId: index.productId[r]!, uniqueName: index.uniqueName[r]!, partNo, match };
  });
}
