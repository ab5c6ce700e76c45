import type { Category } from '@workwear/contracts';
import { type Language, LEGAL_PAGES, legalPagePath, type Market, routePath } from '@workwear/domain';
import { type ShopApi, shopApiForLanguage } from '@/lib/shopApi';
import type { SitemapEntry as Entry } from './sitemapXml';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Category list pages per language, matched across languages by category id. */
async function categoryEntries(market: Market): Promise<Entry[]> {
  const perLanguage = await Promise.all(
    market.locales.map(async (locale) => {
      const api = shopApiForLanguage(market, locale.name);
      return { locale, tree: await api.product.categoryTree() };
    }),
  );
  const entries = new Map<string, Entry>();
  const add = (key: string, cultureCode: string, path: string) => {
    const entry = entries.get(key) ?? { alternates: {} };
    entry.alternates[cultureCode] = path;
    entries.set(key, entry);
  };
  for (const { locale, tree } of perLanguage) {
    add('all', locale.cultureCode, routePath('Products', locale.name));
    // Each category once, at its own short path; the base/category form is an alias of the same list.
    const walk = (categories: readonly Category[]) => {
      for (const c of categories) {
        add(
          `c${c.id}`,
          locale.cultureCode,
          routePath('ProductsByCategory', locale.name, { categorySlug: c.slug }),
        );
        walk(c.categories);
      }
    };
    walk(tree);
  }
  return [...entries.values()];
}

/** The legal pages (terms, privacy, withdrawal and returns, contact, cookies) in each language. */
function legalEntries(market: Market): Entry[] {
  return LEGAL_PAGES.map((page) => ({
    alternates: Object.fromEntries(market.locales.map((l) => [l.cultureCode, legalPagePath(page, l.name)])),
  }));
}

async function productEntries(
  market: Market,
  api: ShopApi,
  page: number,
  pageSize: number,
): Promise<Entry[]> {
  const { items } = await api.product.sitemapProducts({ page, pageSize });
  return items.map((item) => ({
    lastModified: item.updatedAt,
    alternates: Object.fromEntries(
      market.locales.map((l) => [
        l.cultureCode,
        routePath('Product', l.name as Language, { uniqueName: item.uniqueName }),
      ]),
    ),
  }));
}

/**
 * The market's sitemap: every category list, the legal pages and every listed product, once per language, each with
 * its alternates. Part 0 holds the categories and the first products; a catalogue too large for one
 * file is split into parts listed by a sitemap index.
 */
export async function sitemapPlan(market: Market) {
  const api = shopApiForLanguage(market, market.locales[0]?.name ?? 'en');
  const [listPages, first] = await Promise.all([
    categoryEntries(market),
    api.product.sitemapProducts({ page: 1, pageSize: 1 }),
  ]);
  const categories = [...listPages, ...legalEntries(market)];
  const languages = market.locales.length;
  const productsPerPart = Math.floor(SITEMAP_MAX_URLS / languages);
  const categoryUrls = categories.length * languages;
  const fitsInOne = categoryUrls + first.total * languages <= SITEMAP_MAX_URLS;
  return {
    fitsInOne,
    parts: fitsInOne ? 1 : 1 + Math.ceil(first.total / productsPerPart),
    /** Part 0: categories (plus all products when they fit); part n: the n-th slice of products. */
    async entries(part: number): Promise<Entry[]> {
      if (part === 0) {
        return fitsInOne
          ? [...categories, ...(await productEntries(market, api, 1, Math.max(first.total, 1)))]
          : categories;
      }
      return productEntries(market, api, part, productsPerPart);
    },
  };
}
