import { SITEMAP_HEADERS, sitemapIndexXml, sitemapPlan, urlsetXml } from '@/features/seo/sitemap';
import { publicUrls } from '@/lib/publicUrls';
import { getMarket } from '@/lib/shopContext';

/** /sitemap.xml: the whole market in one file, or an index of parts when it does not fit. */
export async function GET() {
  const market = await getMarket();
  const origin = publicUrls.originOf(market);
  const plan = await sitemapPlan(market);
  const body = plan.fitsInOne
    ? urlsetXml(origin, await plan.entries(0))
    : sitemapIndexXml(origin, plan.parts);
  return new Response(body, { headers: SITEMAP_HEADERS });
}
