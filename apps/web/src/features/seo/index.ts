// The seo feature's face: code outside features/seo imports it only from here.
// The sitemap, hreflang alternates and a page's canonical URL with its alternates.
export { hreflangAlternates } from './hreflang';
export { pageAlternates } from './pageAlternates';
export { sitemapPlan } from './sitemap';
export { sitemapResponse } from './sitemapResponse';
export { sitemapIndexXml, urlsetXml } from './sitemapXml';
