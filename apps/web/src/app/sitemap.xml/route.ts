import { sitemapIndexXml, sitemapPlan, sitemapResponse, urlsetXml } from '@/features/seo';
import { publicUrls } from '@/lib/publicUrls';
import { getMarket } from '@/lib/shopContext';

/** /sitemap.xml: the whole market in one file, or an index of parts when it does not fit. */
export async function GET() {
  const market = await getMarket();
  // Absolute URLs from the market's configured public URL (PUBLIC_URL's default when unset), never the Host.
  const origin = publicUrls.originOf(market);
  return sitemapResponse(async () => {
    const plan = await sitemapPlan(market);
    return plan.fitsInOne
      ? urlsetXml(origin, market, await plan.entries(0))
      : sitemapIndexXml(origin, plan.parts);
  });
}
