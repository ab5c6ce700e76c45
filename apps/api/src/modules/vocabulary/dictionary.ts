import type { DatabaseHandle } from '@workwear/db';
import { byNameIn, compareBySortOrder, DomainError, type Language, nameCollator } from '@workwear/domain';
import type { MarketContext } from '../../context/requestContext';
import { type CacheRegistry, createCacheRegistry, MIB } from '../../lib/cacheRegistry';
import { loadPublicPriceLists, type PriceListRef } from '../buyerPrices';
import {
  type AssortmentRow,
  type CategoryRow,
  type FlagRow,
  loadDictionaryRows,
  type ParametricRow,
  type ValueRow,
} from './repository';

export interface Dictionary {
  /** Slot of this language in variant_listing.name_ranks; undefined until the listing is built. */
  languageSlot: number | undefined;
  parametrics: ParametricRow[];
  parametricById: Map<number, ParametricRow>;
  valuesByParametric: Map<number, ValueRow[]>;
  valueById: Map<number, ValueRow>;
  categories: CategoryRow[];
  categoryById: Map<number, CategoryRow>;
  categoryBySlug: Map<string, CategoryRow>;
  childrenOf: Map<number | null, CategoryRow[]>;
  families: AssortmentRow[];
  familyById: Map<number, AssortmentRow>;
  familyBySlug: Map<string, AssortmentRow>;
  groups: AssortmentRow[];
  groupById: Map<number, AssortmentRow>;
  groupBySlug: Map<string, AssortmentRow>;
  flagById: Map<number, FlagRow>;
}

const bySortOrder = (a: { sortOrder: number | null }, b: { sortOrder: number | null }) =>
  compareBySortOrder(a.sortOrder, b.sortOrder);

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

async function buildDictionary(handle: DatabaseHandle, language: Language): Promise<Dictionary> {
  const rows = await loadDictionaryRows(handle, language);
  const byName = byNameIn(language);
  const { compare } = nameCollator(language);
  const byValue = (a: ValueRow, b: ValueRow) => compare(a.value, b.value);
  const parametrics = [...rows.parametrics].sort((a, b) => bySortOrder(a, b) || a.id - b.id);
  // Values without a sort order follow by name (they sort last, as a missing sort order counts as infinity).
  const values = [...rows.values].sort((a, b) => bySortOrder(a, b) || byValue(a, b) || a.id - b.id);
  // Category lists are sorted by name, case-insensitively (spec section 3), in the language's collation.
  const categories = [...rows.categories].sort(byName);
  const families = [...rows.families].sort((a, b) => bySortOrder(a, b) || byName(a, b));
  const groups = [...rows.groups].sort((a, b) => bySortOrder(a, b) || byName(a, b));
  return {
    languageSlot: rows.languageSlot,
    parametrics,
    parametricById: new Map(parametrics.map((p) => [p.id, p])),
    valuesByParametric: groupBy(values, (v) => v.parametricId),
    valueById: new Map(values.map((v) => [v.id, v])),
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    childrenOf: groupBy(categories, (c) => c.parentId),
    families,
    familyById: new Map(families.map((f) => [f.id, f])),
    familyBySlug: new Map(families.map((f) => [f.slug, f])),
    groups,
    groupById: new Map(groups.map((g) => [g.id, g])),
    groupBySlug: new Map(groups.map((g) => [g.slug, g])),
    flagById: new Map(rows.flags.map((f) => [f.id, f])),
  };
}

/** The flags of a product or colour as the API shows them, in the dictionary's language. */
export function flagsOf(ids: number[], dict: Dictionary) {
  return ids
    .map((id) => dict.flagById.get(id))
    .filter((f) => f !== undefined)
    .map((f) => ({ id: f.id, code: f.code, name: f.name, isPromotion: f.isPromotion }));
}

/** A colour's name and hex code from its colour value, when it has one. */
export function colourOf(valueId: number | null, dict: Dictionary) {
  const value = valueId === null ? undefined : dict.valueById.get(valueId);
  return { name: value?.value ?? null, hex: value?.hex ?? null };
}

/**
 * Dictionaries per language and the public price list per market, cached for the default cache time.
 * Every catalogue slice reads names, filters and prices through this one service.
 */
export function createDictionaryService(
  handle: DatabaseHandle,
  ttlMs: number,
  caches: CacheRegistry = createCacheRegistry(),
) {
  const dictionaries = caches.ttlCache<Dictionary>({
    owner: 'catalogue',
    name: 'dictionaries',
    key: 'language',
    ttlMs,
    maxEntries: 32,
    maxBytes: 256 * MIB,
  });
  const priceLists = caches.ttlCache<Map<string, PriceListRef>>({
    owner: 'catalogue',
    name: 'publicPriceLists',
    key: 'one entry (every market)',
    ttlMs,
    maxEntries: 1,
    maxBytes: MIB,
  });
  const dictionary = (language: Language) =>
    dictionaries.get(language, () => buildDictionary(handle, language));
  async function publicPriceList(marketName: string): Promise<PriceListRef | undefined> {
    const lists = await priceLists.get('public', async () => {
      const rows = await loadPublicPriceLists(handle);
      return new Map(rows.map((r) => [r.marketName, { id: r.id, currency: r.currency, slot: r.slot }]));
    });
    return lists.get(marketName);
  }
  return {
    dictionary,
    publicPriceList,
    /** The dictionary of the request language and the market's public price list. */
    async forMarket(ctx: MarketContext): Promise<{ dict: Dictionary; priceList: PriceListRef }> {
      const [dict, priceList] = await Promise.all([
        dictionary(ctx.language),
        publicPriceList(ctx.market.name),
      ]);
      if (!priceList) throw new DomainError('not_found', `Market ${ctx.market.marketId} has no price list.`);
      return { dict, priceList };
    },
  };
}
export type DictionaryService = ReturnType<typeof createDictionaryService>;
