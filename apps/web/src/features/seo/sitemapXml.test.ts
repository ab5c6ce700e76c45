import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemapXml';

const se = { defaultLocale: 'sv-SE' };

describe('sitemap XML', () => {
  it('gives every URL all its languages and x-default, absolute on the origin', () => {
    const xml = urlsetXml('https://shop.example', se, [
      { alternates: { 'sv-SE': '/sv/produkt/a&b', 'en-SE': '/en/product/a&b' }, lastModified: '2026-01-02' },
    ]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(2);
    expect(urls[1]).toBe(
      '<url><loc>https://shop.example/en/product/a&amp;b</loc><lastmod>2026-01-02</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="sv-SE" href="https://shop.example/sv/produkt/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="en-SE" href="https://shop.example/en/product/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/sv/produkt/a&amp;b"/></url>',
    );
  });

  it('lists the parts of a split sitemap', () => {
    expect(sitemapIndexXml('https://shop.example', 2)).toContain(
      '<sitemap><loc>https://shop.example/sitemap/1.xml</loc></sitemap>',
    );
  });
});
