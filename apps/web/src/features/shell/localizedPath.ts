import type { NavigationContext } from '@workwear/contracts';
import {
  isSupportedLanguage,
  type Language,
  type Market,
  matchRoute,
  routePath,
  splitLocalePath,
  translateRoutePath,
} from '@workwear/domain';
import { type ShopApi, shopApiForLanguage } from '@/lib/shopApi';

type SlugTranslator = (from: ShopApi, to: ShopApi, slug: string) => Promise<string | undefined>;

async function categorySlug(from: ShopApi, to: ShopApi, slug: string) {
  const category = await from.product.categoryBySlug(slug);
  return (await to.product.category(category.id)).slug;
}

async function groupSlug(from: ShopApi, to: ShopApi, slug: string) {
  const group = await from.product.groupBySlug(slug);
  return (await to.product.groups()).find((g) => g.id === group.id)?.slug;
}

async function familySlug(from: ShopApi, to: ShopApi, slug: string) {
  const family = (await from.product.families()).find((f) => f.slug === slug);
  return family && (await to.product.families()).find((f) => f.id === family.id)?.slug;
}

/** A men/women slug names the section itself (all men's products) or a category within it. */
function genderSlug(section: 'men' | 'women'): SlugTranslator {
  const sectionOf = (nav: NavigationContext) => nav.menAndWomenCategory.find((s) => s.section === section);
  return async (from, to, slug) => {
    const [fromSection, toSection] = await Promise.all([
      from.product.navigation().then(sectionOf),
      to.product.navigation().then(sectionOf),
    ]);
    if (fromSection && toSection && fromSection.slug === slug) return toSection.slug;
    return categorySlug(from, to, slug);
  };
}

const SLUG_TRANSLATORS: Readonly<Record<string, SlugTranslator>> = {
  categorySlug,
  categoryBaseSlug: categorySlug,
  groupSlug,
  familySlug,
  genderMenSlug: genderSlug('men'),
  genderWomenSlug: genderSlug('women'),
};

/**
 * The same page in another language: route words from the route table, catalogue slugs looked up
 * through the API (they are translated too), the query string kept. Used by the language switch and
 * for hreflang alternates, so both always agree. A slug that cannot be translated keeps its value.
 */
export async function localizedPath(pathWithQuery: string, market: Market, to: Language): Promise<string> {
  const [pathname = '', query = ''] = pathWithQuery.split(/\?(.*)/s, 2);
  const { prefix, rest } = splitLocalePath(pathname);
  if (!prefix || !isSupportedLanguage(prefix)) return routePath('Home', to);
  const match = matchRoute(prefix, rest);
  if (!match) return routePath('Home', to);

  const replacements: Record<string, string> = {};
  if (prefix !== to) {
    const fromApi = shopApiForLanguage(market, prefix);
    const toApi = shopApiForLanguage(market, to);
    await Promise.all(
      Object.entries(match.params).map(async ([name, value]) => {
        const translate = SLUG_TRANSLATORS[name];
        if (!translate) return;
        const translated = await translate(fromApi, toApi, value).catch(() => undefined);
        if (translated) replacements[name] = translated;
      }),
    );
  }
  const path = translateRoutePath(pathname, to, (name) => replacements[name]);
  return query ? `${path}?${query}` : path;
}
