import { sitemapPlan, sitemapResponse, urlsetXml } from '@/features/seo';
import { publicUrls } from '@/lib/publicUrls';
import { getMarket } from '@/lib/shopContext';

/** /sitemap/{n}.xml: one part of a sitemap too large for one file. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).part);
  const market = await getMarket();
  return sitemapResponse(async () => {
    if (!match) return null;
    const part = Number(match[1]);
    const plan = await sitemapPlan(market);
    return part < plan.parts
      ? urlsetXml(publicUrls.originOf(market), market, await plan.entries(part))
      : null;
  });
}
