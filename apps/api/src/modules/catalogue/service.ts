import type { NavigationContext, Parametric, SizeGroup } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { notFound, SIZE_GROUPS_CACHE_SECONDS } from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import { type CacheRegistry, createCacheRegistry, MIB } from '../../lib/cacheRegistry';
import type { ListingService } from '../listing';
import { type DictionaryService, parametricOf } from '../vocabulary';
import { type Catalogue, toAssortment, toCategory, toNavigation } from './categoryTree';
import { loadNavigationRows, loadSizeGroups } from './repository';

/**
 * Categories, departments, menus, parametrics, families, groups and size groups. Names come from the
 * dictionary; how many listed colours each holds comes from the listing.
 */
export function createCatalogueService(
  handle: DatabaseHandle,
  dictionaries: DictionaryService,
  listing: Pick<ListingService, 'assortmentCounts' | 'valuesInCategory'>,
  caches: CacheRegistry = createCacheRegistry(),
) {
  const dictionary = (ctx: MarketRequestContext) => dictionaries.dictionary(ctx.language);
  /** Names in the request's language; counts of the principal's assortment (agreed only, or all). */
  const catalogue = async (
    ctx: MarketRequestContext,
    listContext: 'public' | 'agreement' = 'public',
  ): Promise<Catalogue> => {
    const [dict, counts] = await Promise.all([dictionary(ctx), listing.assortmentCounts(ctx, listContext)]);
    return { dict, counts };
  };
  const sizeGroups = caches.ttlCache<SizeGroup[]>({
    owner: 'catalogue',
    name: 'sizeGroups',
    key: 'one entry',
    ttlMs: SIZE_GROUPS_CACHE_SECONDS * 1000,
    maxEntries: 1,
    maxBytes: 4 * MIB,
  });

  return {
    async list(ctx: MarketRequestContext) {
      const cat = await catalogue(ctx);
      return (cat.dict.childrenOf.get(null) ?? []).map((c) => toCategory(c, cat, 'children'));
    },
    async departments(ctx: MarketRequestContext) {
      const cat = await catalogue(ctx);
      return cat.dict.categories.filter((c) => c.isDepartment).map((c) => toCategory(c, cat, 'all'));
    },
    async all(ctx: MarketRequestContext) {
      const cat = await catalogue(ctx);
      return cat.dict.categories.map((c) => toCategory(c, cat, 'none'));
    },
    async tree(ctx: MarketRequestContext) {
      const cat = await catalogue(ctx);
      return (cat.dict.childrenOf.get(null) ?? []).map((c) => toCategory(c, cat, 'all'));
    },
    async byId(ctx: MarketRequestContext, id: number) {
      const cat = await catalogue(ctx);
      const row = cat.dict.categoryById.get(id);
      if (!row) throw notFound(`Category ${id}`);
      return toCategory(row, cat, 'all');
    },
    async bySlug(ctx: MarketRequestContext, slug: string) {
      const cat = await catalogue(ctx);
      const row = cat.dict.categoryBySlug.get(slug);
      if (!row) throw notFound(`Category '${slug}'`);
      return toCategory(row, cat, 'all');
    },
    /** A parametric with the values that occur in a category (and its descendants). */
    async categoryParametric(
      ctx: MarketRequestContext,
      code: string,
      parametricCode: string,
    ): Promise<Parametric> {
      const dict = await dictionary(ctx);
      const category = dict.categories.find((c) => c.code === code);
      if (!category) throw notFound(`Category '${code}'`);
      const parametric = dict.parametrics.find((p) => p.code === parametricCode);
      if (!parametric) throw notFound(`Parametric '${parametricCode}'`);
      return parametricOf(dict, parametric.id, await listing.valuesInCategory(category.id));
    },
    async parametric(ctx: MarketRequestContext, code: string): Promise<Parametric> {
      const dict = await dictionary(ctx);
      const parametric = dict.parametrics.find((p) => p.code === code);
      if (!parametric) throw notFound(`Parametric '${code}'`);
      return parametricOf(dict, parametric.id);
    },
    async families(ctx: MarketRequestContext) {
      const cat = await catalogue(ctx);
      return cat.dict.families.map((f) => toAssortment(f, cat.counts.families));
    },
    async groups(ctx: MarketRequestContext) {
      const cat = await catalogue(ctx);
      return cat.dict.groups.map((g) => toAssortment(g, cat.counts.groups));
    },
    async groupBySlug(ctx: MarketRequestContext, slug: string) {
      const cat = await catalogue(ctx);
      const group = cat.dict.groupBySlug.get(slug);
      if (!group) throw notFound(`Group '${slug}'`);
      return toAssortment(group, cat.counts.groups);
    },
    /**
     * The menus. With context=agreement (the agreed categories of a company user whose lists are
     * not all of type None), only entries whose category holds agreed colours, and the departments
     * with any.
     */
    async navigation(
      ctx: MarketRequestContext,
      listContext: 'public' | 'agreement' = 'public',
    ): Promise<NavigationContext> {
      const [cat, rows] = await Promise.all([
        catalogue(ctx, listContext),
        loadNavigationRows(handle, ctx.language),
      ]);
      if (listContext === 'public') return toNavigation(rows, cat);
      const held = (id: number | null) => id === null || (cat.counts.categories.get(id) ?? 0) > 0;
      const agreed = toNavigation(
        rows.filter((r) => held(r.categoryId)),
        cat,
      );
      return { ...agreed, catalogueCategory: agreed.catalogueCategory.filter((c) => c.productCount > 0) };
    },
    /** Size groups are the same in every market and language, and kept for the spec's 300 s. */
    sizeGroups: (): Promise<SizeGroup[]> => sizeGroups.get('all', () => loadSizeGroups(handle)),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
