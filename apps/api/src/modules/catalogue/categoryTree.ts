import type { Category, Family, Group, NavigationContext, NavigationItem } from '@workwear/contracts';
import type { AssortmentRow, CategoryRow, Dictionary } from '../vocabulary';
import type { NavigationRow } from './repository';

/** How deep a category's subtree is shown: not at all, its children, or everything below. */
export type Depth = 'none' | 'children' | 'all';

/** Listed colours per category, family and group: the counts menus show. */
export interface AssortmentCounts {
  categories: Map<number, number>;
  families: Map<number, number>;
  groups: Map<number, number>;
}

/** The language's dictionary with the listed-colour counts of the current listing. */
export interface Catalogue {
  dict: Dictionary;
  counts: AssortmentCounts;
}

export function toCategory(row: CategoryRow, catalogue: Catalogue, depth: Depth): Category {
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

export const toAssortment = (row: AssortmentRow, counts: Map<number, number>): Family | Group => ({
  ...row,
  productCount: counts.get(row.id) ?? 0,
});

/** The menus from their rows (children name their parent), with the departments as catalogue menu. */
export function toNavigation(rows: NavigationRow[], catalogue: Catalogue): NavigationContext {
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
    catalogueCategory: catalogue.dict.categories
      .filter((c) => c.isDepartment)
      .map((c) => toCategory(c, catalogue, 'children')),
  };
}
