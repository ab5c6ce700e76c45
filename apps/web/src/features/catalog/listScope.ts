import { HttpError } from '@workwear/client';
import type { Category, NavigationItem } from '@workwear/contracts';
import { FILTER_TYPE, type FilterToken, type Language, type RouteName, routePath } from '@workwear/domain';
import { redirect, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { getShopApi } from '@/features/auth';
import { loadStartupData } from '@/features/startup';
import { logError } from '@/lib/serverLog';
import type { ShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';
import type { ListLocation } from './listLocation';
import type { ApiScope } from './listQuery';

export type Crumb = { readonly label: string; readonly href: string };

/** What a list route shows: its words, what it narrows the products to, and where it sits. */
export type ListScope = ListLocation & {
  /** The list's own name (last breadcrumb); null for the all-products list. */
  readonly name: string | null;
  readonly heading: string | null;
  readonly description: string | null;
  readonly seoTitle: string | null;
  readonly seoDescription: string | null;
  readonly api: ApiScope;
  /** Breadcrumbs between "All products" and the list itself. */
  readonly trail: readonly Crumb[];
};

export type ScopeResult = { readonly kind: 'ok'; readonly scope: ListScope } | { readonly kind: 'failed' };

/** A slug that names nothing: the spec sends the visitor to /404. */
class UnknownList extends Error {}

async function found<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    // 400: the slug cannot even be one (too long), so it names nothing either.
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) throw new UnknownList();
    throw error;
  }
}

const BLANK = { heading: null, description: null, seoTitle: null, seoDescription: null, trail: [] } as const;

function categoryScope(
  category: Category,
  path: string,
  trail: readonly Crumb[],
  navItem?: NavigationItem,
): Omit<ListScope, 'api' | 'preselected'> {
  return {
    path,
    name: category.name,
    heading: navItem?.seo.heading || category.seo.heading || category.name,
    description:
      navItem?.seo.categoryDescription || category.seo.categoryDescription || category.description || null,
    seoTitle: category.seo.title || null,
    seoDescription: category.seo.description || category.description || null,
    trail,
  };
}

function contains(tree: Category, id: number): boolean {
  return tree.categories.some((child) => child.id === id || contains(child, id));
}

async function genderScope(
  lang: Language,
  api: ShopApi,
  route: 'ProductsMen' | 'ProductsWomen',
  slug: string,
): Promise<ListScope> {
  const { navigation } = await loadStartupData(lang);
  const sectionName = route === 'ProductsMen' ? 'men' : 'women';
  const section = navigation.menAndWomenCategory.find((s) => s.section === sectionName);
  const param = route === 'ProductsMen' ? 'genderMenSlug' : 'genderWomenSlug';
  const path = routePath(route, lang, { [param]: slug });
  const preselected: FilterToken | undefined =
    section?.parametricValueId == null
      ? undefined
      : { type: FILTER_TYPE.ParametricList, valueId: section.parametricValueId };
  if (section && section.slug === slug) {
    return {
      ...BLANK,
      path,
      preselected,
      name: section.name,
      heading: section.seo.heading || section.name,
      description: section.seo.categoryDescription || null,
      api: {},
    };
  }
  const category = await found(api.product.categoryBySlug(slug));
  const trail = section
    ? [{ label: section.name, href: routePath(route, lang, { [param]: section.slug }) }]
    : [];
  const navItem = section?.categories.find((c) => c.slug === slug);
  // The category's own SEO title names the whole category; this page is its men's or women's part.
  return {
    ...categoryScope(category, path, trail, navItem),
    seoTitle: null,
    preselected,
    api: { categorySlug: slug },
  };
}

async function resolveScope(
  lang: Language,
  route: RouteName,
  first: string,
  second: string,
): Promise<ListScope> {
  const api = await getShopApi(lang);
  switch (route) {
    case 'ProductsByGroup': {
      const group = await found(api.product.groupBySlug(first));
      return {
        ...BLANK,
        path: routePath(route, lang, { groupSlug: first }),
        name: group.name,
        heading: group.name,
        description: group.description || null,
        seoDescription: group.description || null,
        api: { groupSlug: first },
      };
    }
    case 'ProductsByFamily': {
      const [families, { navigation }] = await Promise.all([api.product.families(), loadStartupData(lang)]);
      const family = families.find((f) => f.slug === first);
      if (!family) throw new UnknownList();
      const navItem = navigation.collectionsCategory.find((i) => i.familyId === family.id);
      const description = navItem?.seo.categoryDescription || family.description || null;
      return {
        ...BLANK,
        path: routePath(route, lang, { familySlug: first }),
        name: family.name,
        heading: navItem?.seo.heading || family.name,
        description,
        seoDescription: description,
        api: { familySlug: first },
      };
    }
    case 'ProductsMen':
    case 'ProductsWomen':
      return genderScope(lang, api, route, first);
    case 'ProductsByCategory': {
      const category = await found(api.product.categoryBySlug(first));
      // The parent only adds a breadcrumb: the list still shows when it cannot be fetched.
      const parent =
        category.parentId === null
          ? undefined
          : await api.product.category(category.parentId).catch(() => undefined);
      const trail = parent
        ? [{ label: parent.name, href: routePath(route, lang, { categorySlug: parent.slug }) }]
        : [];
      return {
        ...categoryScope(category, routePath(route, lang, { categorySlug: first }), trail),
        api: { categorySlug: first },
      };
    }
    case 'ProductsByBaseCategory': {
      const [base, category] = await Promise.all([
        found(api.product.categoryBySlug(first)),
        found(api.product.categoryBySlug(second)),
      ]);
      if (!contains(base, category.id)) throw new UnknownList();
      const path = routePath(route, lang, { categoryBaseSlug: first, categorySlug: second });
      const trail = [
        { label: base.name, href: routePath('ProductsByCategory', lang, { categorySlug: base.slug }) },
      ];
      return { ...categoryScope(category, path, trail), api: { categorySlug: second } };
    }
    default:
      return { ...BLANK, path: routePath('Products', lang), name: null, api: {} };
  }
}

/**
 * The scope of a list route, once per request (metadata and page share it). An unknown slug
 * redirects to /404 (the spec's rule); any other failure is reported, so the page can show its
 * error state inside the shell.
 */
export const loadListScope = cache(
  async (lang: string, route: RouteName, first: string, second: string): Promise<ScopeResult> => {
    const { language } = await getShopContext(lang);
    try {
      return { kind: 'ok', scope: await resolveScope(language, route, first, second) };
    } catch (error) {
      if (error instanceof UnknownList) redirect('/404');
      // A session the API has ended goes to the logged-out page (features/auth/endedSession.ts).
      unstable_rethrow(error);
      logError('Failed to load the product list’s category.', error);
      return { kind: 'failed' };
    }
  },
);

/** The route's slugs as plain arguments, so that React's cache can key on them. */
export function scopeArgs(params: Readonly<Record<string, string>>): [string, string] {
  const first =
    params.categoryBaseSlug ??
    params.categorySlug ??
    params.groupSlug ??
    params.familySlug ??
    params.genderMenSlug ??
    params.genderWomenSlug ??
    '';
  return [first, params.categoryBaseSlug === undefined ? '' : (params.categorySlug ?? '')];
}
