import type { Market } from '@workwear/domain';
import { hreflangAlternates } from './hreflang';

/** Response headers of every sitemap file: XML, cacheable for an hour. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
} as const;

/** One page of the sitemap: its path per culture of the market (hreflang code to site path). */
export type SitemapEntry = { alternates: Record<string, string>; lastModified?: string };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

/**
 * A sitemap file: one <url> per page and language, each listing all the page's languages and
 * x-default, as the pages' own head links do. `origin` is the market's configured public URL: a
 * sitemap's URLs must be absolute.
 */
export function urlsetXml(
  origin: string,
  market: Pick<Market, 'defaultLocale'>,
  entries: readonly SitemapEntry[],
): string {
  const urls = entries.flatMap((entry) => {
    const links = Object.entries(hreflangAlternates(market, entry.alternates))
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
    (_, i) => `<sitemap><loc>${escapeXml(origin)}/sitemap/${i}.xml</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
