import type { Category } from '@workwear/contracts';
import { type Language, type Market, routePath } from '@workwear/domain';
import { type ShopApi, shopApiForLanguage } from '@/lib/shopApi';

/** Response headers of every sitemap file: XML, cacheable for an hour. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
} as const;

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

type Entry = { alternates: Record<string, string>; lastModified?: string };

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
 * The market's sitemap: every category list and every listed product, once per language, each with
 * its alternates. Part 0 holds the categories and the first products; a catalogue too large for one
 * file is split into parts listed by a sitemap index.
 */
export async function sitemapPlan(market: Market) {
  const api = shopApiForLanguage(market, market.locales[0]?.name ?? 'en');
  const [categories, first] = await Promise.all([
    categoryEntries(market),
    api.product.sitemapProducts({ page: 1, pageSize: 1 }),
  ]);
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

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

export function urlsetXml(origin: string, entries: readonly Entry[]): string {
  const urls = entries.flatMap((entry) => {
    const links = Object.entries(entry.alternates)
      .map(
        ([culture, path]) =>
          `<xhtml:link rel="alternate" hreflang="${culture}" href="${escapeXml(origin + path)}"/>`,
      )
      .join('');
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return Object.values(entry.alternates).map(
      (path) => `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${origin}/sitemap/${i}.xml</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
