// The seo feature's face: code outside features/seo imports it only from here.
// The sitemap and hreflang alternates.
export { hreflangAlternates } from './hreflang';
export { sitemapPlan } from './sitemap';
export { sitemapResponse } from './sitemapResponse';
export { sitemapIndexXml, urlsetXml } from './sitemapXml';
