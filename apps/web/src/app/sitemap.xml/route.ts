import { SITEMAP_HEADERS, sitemapIndexXml, sitemapPlan, urlsetXml } from '@/features/seo/sitemap';
import { getMarket } from '@/lib/shopContext';

/** /sitemap.xml: the whole market in one file, or an index of parts when it does not fit. */
export async function GET(request: Request) {
  const origin = new URL(request.url).origin;
  const plan = await sitemapPlan(await getMarket());
  const body = plan.fitsInOne
    ? urlsetXml(origin, await plan.entries(0))
    : sitemapIndexXml(origin, plan.parts);
  return new Response(body, { headers: SITEMAP_HEADERS });
}
