import { type ArticleNumberKind, MAX_SKU_LENGTH } from '@workwear/domain';

/**
 * A query word in the language's form, with the dictionary words it may be a misspelling of and, in a
 * compound language, the dictionary words it is part of.
 */
export interface SearchWord {
  word: string;
  terms: string[];
  compounds: string[];
}

/** Products whose text matches a search, in product-id order, with their relevance at the same index. */
export interface SearchMatches {
  productIds: number[];
  relevance: number[];
}

/** A product's relevance in the matches (0 for one not matched), found by halving the sorted ids. */
export function relevanceOf(matches: SearchMatches | undefined): (productId: number) => number {
  if (!matches) return () => 0;
  const { productIds, relevance } = matches;
  return (productId) => {
    let lo = 0;
    let hi = productIds.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = productIds[mid]!;
      if (id === productId) return relevance[mid]!;
      if (id < productId) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  };
}

/**
 * Every word must match, as itself, one of its corrections or one of the compounds holding it. Only
 * the last word matches as a prefix (the shopper may still be typing it); whole words match exactly,
 * which keeps the index lookups narrow.
 */
export function toTsQuery(words: SearchWord[]): string | undefined {
  if (words.length === 0) return undefined;
  return words
    .map(({ word, terms, compounds }, i) => {
      const last = i === words.length - 1;
      const alternatives = [last ? `${word}:*` : word, ...terms, ...compounds];
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/** Shortest article number matched by prefix: a shorter one would match much of the catalogue. */
export const MIN_ARTICLE_PREFIX = 4;

/**
 * The article number a query may be: letters and digits, upper-cased as the catalogue writes them,
 * without the spaces, hyphens and dots people type between groups (1001 6330 9900). Undefined when
 * the query cannot be one.
 */
export function articleNumberOf(query: string): string | undefined {
  const compact = query.replace(/[\s.-]+/g, '').toUpperCase();
  const fits = compact.length >= MIN_ARTICLE_PREFIX && compact.length <= MAX_SKU_LENGTH;
  return fits && /^[A-Z0-9]+$/.test(compact) ? compact : undefined;
}

/** A product whose base part number, colour part number or sku starts with the searched number. */
export interface ArticleHit {
  productId: number;
  uniqueName: string;
  /** The colour the number names: its own, the sku's, or the product's first for a base part number. */
  partNo: string;
  /** Which article number the search is exactly; null for a prefix. */
  match: ArticleNumberKind | null;
  /** The sku searched, when the search is exactly one. */
  sku?: string;
}

/**
 * One search of the text matches and the products an article number names: those rank above every
 * text match, the one named exactly first (a number is what the shopper meant when it fits).
 */
export function withArticleHits(
  text: SearchMatches | undefined,
  hits: readonly ArticleHit[],
): SearchMatches | undefined {
  if (hits.length === 0) return text;
  const top = (text?.relevance ?? []).reduce((max, r) => Math.max(max, r), 0);
  const relevance = new Map(text?.productIds.map((id, i) => [id, text.relevance[i]!]));
  for (const hit of hits) {
    const rank = top + (hit.match ? 2 : 1);
    relevance.set(hit.productId, Math.max(rank, relevance.get(hit.productId) ?? 0));
  }
  const productIds = [...relevance.keys()].sort((a, b) => a - b);
  return { productIds, relevance: productIds.map((id) => relevance.get(id)!) };
}
