import {
  productQuerySchema,
  SUGGEST_MAX_CATEGORIES,
  SUGGEST_MAX_PRODUCTS,
  type SuggestResponse,
} from '@workwear/contracts';
import { sortOptionOf } from '@workwear/domain';
import { type MarketRequestContext, textLocaleOfContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import type { ListingIndex } from '../catalogueIndex';
import type { Dictionary } from '../vocabulary';
import type { ListingDeps } from './listingDeps';
import { listPage } from './listingEngine';
import { menuCounts } from './menuCounts';
import { queryCriteria } from './queryCriteria';
import { compoundsPerWord } from './repository';
import { namesIn } from './search/languageSearch';
import { suggestionMatches } from './search/suggestionMatches';

/** Each index's rows by variant id, made on the first suggestion that needs them. */
const rowsByVariant = new WeakMap<ListingIndex, Map<number, number>>();

function rowOfVariant(listing: ListingIndex, variantId: number): number | undefined {
  let rows = rowsByVariant.get(listing);
  if (!rows) {
    rows = new Map();
    for (let r = 0; r < listing.size; r++) rows.set(listing.variantId[r]!, r);
    rowsByVariant.set(listing, rows);
  }
  return rows.get(variantId);
}

/** Lower case without accents: how a shopper's letters are compared with a category's name. */
const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

/**
 * Categories with listed products whose name has a word starting with each of the text's words, most
 * products first, then by name.
 */
function matchingCategories(dict: Dictionary, counts: ReadonlyMap<number, number>, text: string) {
  const words = folded(text);
  if (words.length === 0) return [];
  return dict.categories
    .filter((c) => (counts.get(c.id) ?? 0) > 0)
    .filter((c) => {
      const own = folded(c.name);
      return words.every((w) => own.some((o) => o.startsWith(w)));
    })
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.name.localeCompare(b.name))
    .slice(0, SUGGEST_MAX_CATEGORIES)
    .map((c) => ({ name: c.name, slug: c.slug }));
}

/**
 * Suggestions while a shopper types: the most popular products of the market's public list whose
 * names match the text so far (one per product; suggestionMatches.ts), and the categories it names.
 * Everything comes from memory (the names, the dictionary, the listing index); no cards are made, so
 * no SQL runs but for a sku looked up when the text is as long as one.
 */
export async function suggest(
  deps: ListingDeps,
  ctx: MarketRequestContext,
  text: string,
): Promise<SuggestResponse> {
  const query = plainText('query', text);
  const [{ criteria, listing, dict }, { language: search }, counts, matches] = await Promise.all([
    queryCriteria(deps, ctx, productQuerySchema.parse({ mode: 'Default' })),
    deps.searches.current(ctx.language),
    menuCounts(deps),
    suggestionMatches(deps.searches, textLocaleOfContext(ctx), query, compoundsPerWord(ctx.language)),
  ]);
  criteria.search = { productIds: matches, relevance: matches.map(() => 1) };
  const popularity = sortOptionOf('Popularity');
  const { items } = listPage(listing, criteria, popularity.field, popularity.order, 1, SUGGEST_MAX_PRODUCTS);
  const names = namesIn(search, textLocaleOfContext(ctx));
  const products = items.flatMap((item) => {
    const r = rowOfVariant(listing, item.variantId);
    const name = r === undefined ? undefined : names.get(listing.productId[r]!);
    return r === undefined || !name
      ? []
      : [{ name: name.name, uniqueName: name.uniqueName, partNo: listing.partNo[r]! }];
  });
  return { query, products, categories: matchingCategories(dict, counts.categories, query) };
}
