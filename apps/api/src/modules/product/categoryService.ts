import type { DatabaseHandle } from '@workwear/db';
import { notFound } from '@workwear/domain';
import type {
  Category,
  Family,
  Group,
  NavigationContext,
  NavigationItem,
  Parametric,
} from '@workwear/domain/contracts';
import { sql } from 'drizzle-orm';
import type { MarketContext } from '../../http/marketContext';
import type { Dictionary, DictionaryService } from './dictionary';
import type { AssortmentRow, CategoryRow } from './dictionaryRepository';
import { assortmentCounts, valuesInCategory } from './listingEngine';
import type { ListingIndexService } from './listingIndexService';
import { parametricOf } from './parametrics';

type Depth = 'none' | 'children' | 'all';

/** The language's dictionary with the listed-colour counts of the current index. */
interface Catalogue {
  dict: Dictionary;
  counts: ReturnType<typeof assortmentCounts>;
}

function toCategory(row: CategoryRow, catalogue: Catalogue, depth: Depth): Category {
  const { dict, counts } = catalogue;
  const children = depth === 'none' ? [] : (dict.childrenOf.get(row.id) ?? []);
  const parent = row.parentId === null ? undefined : dict.categoryById.get(row.parentId);
  return {
    id: row.id,
    code: row.code,
    parentId: row.parentId,
    parentCode: parent?.code ?? null,
    name: row.name,
    slug: row.slug,
    description: row.description,
    seo: { title: row.seoTitle || row.name, description: row.seoDescription },
    isDepartment: row.isDepartment,
    productCount: counts.categories.get(row.id) ?? 0,
    categories: children.map((c) => toCategory(c, catalogue, depth === 'all' ? 'all' : 'none')),
  };
}

const toAssortment = (row: AssortmentRow, counts: Map<number, number>): Family | Group => ({
  ...row,
  productCount: counts.get(row.id) ?? 0,
});

interface NavigationRow {
  id: number;
  menu: string;
  parentId: number | null;
  section: string | null;
  categoryId: number | null;
  familyId: number | null;
  groupId: number | null;
  parametricValueId: number | null;
  name: string;
  slug: string;
  parametricValueSlug: string | null;
  seoHeading: string;
  seoCategoryDescription: string;
}

export function createCategoryService(
  handle: DatabaseHandle,
  dictionaries: DictionaryService,
  listings: ListingIndexService,
) {
  const dictionary = (ctx: MarketContext) => dictionaries.dictionary(ctx.language);
  const catalogue = async (ctx: MarketContext): Promise<Catalogue> => {
    const [dict, index] = await Promise.all([dictionary(ctx), listings.get()]);
    return { dict, counts: assortmentCounts(index) };
  };

  return {
    async list(ctx: MarketContext) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      return (dict.childrenOf.get(null) ?? []).map((c) => toCategory(c, cat, 'children'));
    },
    async departments(ctx: MarketContext) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      return dict.categories.filter((c) => c.isDepartment).map((c) => toCategory(c, cat, 'all'));
    },
    async all(ctx: MarketContext) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      return dict.categories.map((c) => toCategory(c, cat, 'none'));
    },
    async tree(ctx: MarketContext) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      return (dict.childrenOf.get(null) ?? []).map((c) => toCategory(c, cat, 'all'));
    },
    async byId(ctx: MarketContext, id: number) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      const row = dict.categoryById.get(id);
      if (!row) throw notFound(`Category ${id}`);
      return toCategory(row, cat, 'all');
    },
    async bySlug(ctx: MarketContext, slug: string) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      const row = dict.categoryBySlug.get(slug);
      if (!row) throw notFound(`Category '${slug}'`);
      return toCategory(row, cat, 'all');
    },
    /** A parametric with the values that occur in a category (and its descendants). */
    async categoryParametric(ctx: MarketContext, code: string, parametricCode: string): Promise<Parametric> {
      const dict = await dictionary(ctx);
      const category = dict.categories.find((c) => c.code === code);
      if (!category) throw notFound(`Category '${code}'`);
      const parametric = dict.parametrics.find((p) => p.code === parametricCode);
      if (!parametric) throw notFound(`Parametric '${parametricCode}'`);
      return parametricOf(dict, parametric.id, valuesInCategory(await listings.get(), category.id));
    },
    async parametric(ctx: MarketContext, code: string): Promise<Parametric> {
      const dict = await dictionary(ctx);
      const parametric = dict.parametrics.find((p) => p.code === code);
      if (!parametric) throw notFound(`Parametric '${code}'`);
      return parametricOf(dict, parametric.id);
    },
    async families(ctx: MarketContext) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      return dict.families.map((f) => toAssortment(f, cat.counts.families));
    },
    async groups(ctx: MarketContext) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      return dict.groups.map((g) => toAssortment(g, cat.counts.groups));
    },
    async groupBySlug(ctx: MarketContext, slug: string) {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      const group = dict.groupBySlug.get(slug);
      if (!group) throw notFound(`Group '${slug}'`);
      return toAssortment(group, cat.counts.groups);
    },
    async navigation(ctx: MarketContext): Promise<NavigationContext> {
      const cat = await catalogue(ctx);
      const { dict } = cat;
      const rows = await handle.rows<NavigationRow>(sql`
        SELECT n.id, n.menu, n.parent_id AS "parentId", n.section, n.category_id AS "categoryId",
          n.family_id AS "familyId", n.group_id AS "groupId", n.parametric_value_id AS "parametricValueId",
          t.name, t.slug, t.parametric_value_slug AS "parametricValueSlug", t.seo_heading AS "seoHeading",
          t.seo_category_description AS "seoCategoryDescription"
        FROM navigation_items n JOIN navigation_item_translations t ON t.navigation_item_id = n.id AND t.language = ${ctx.language}
        ORDER BY n.sort_order, n.id`);
      const toItem = (row: NavigationRow): NavigationItem => ({
        id: row.id,
        slug: row.slug,
        parametricValueSlug: row.parametricValueSlug,
        name: row.name,
        section: row.section,
        categoryId: row.categoryId,
        familyId: row.familyId,
        groupId: row.groupId,
        parametricValueId: row.parametricValueId,
        seo: { heading: row.seoHeading, categoryDescription: row.seoCategoryDescription },
        categories: rows.filter((r) => r.parentId === row.id).map(toItem),
      });
      const menu = (name: string) => rows.filter((r) => r.menu === name && r.parentId === null).map(toItem);
      return {
        clothingCategory: menu('clothing'),
        menAndWomenCategory: menu('menAndWomen'),
        collectionsCategory: menu('collections'),
        accessoriesCategory: menu('accessories'),
        catalogueCategory: dict.categories
          .filter((c) => c.isDepartment)
          .map((c) => toCategory(c, cat, 'children')),
      };
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;

export async function loadSizeGroups(handle: DatabaseHandle) {
  const rows = await handle.rows<{
    id: number;
    code: string;
    name: string;
    sizes: { code: string; value: string; sortOrder: number }[];
  }>(sql`
    SELECT g.id, g.code, g.name,
      coalesce((SELECT json_agg(json_build_object('code', s.code, 'value', s.value, 'sortOrder', s.sort_order) ORDER BY s.sort_order)
        FROM size_group_sizes s WHERE s.size_group_id = g.id), '[]') AS sizes
    FROM size_groups g ORDER BY g.id`);
  return rows;
}
