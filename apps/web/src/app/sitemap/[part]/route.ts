import { SITEMAP_HEADERS, sitemapPlan, urlsetXml } from '@/features/seo/sitemap';
import { publicUrls } from '@/lib/publicUrls';
import { getMarket } from '@/lib/shopContext';

/** /sitemap/{n}.xml: one part of a sitemap too large for one file. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).part);
  const market = await getMarket();
  const plan = await sitemapPlan(market);
  const part = match ? Number(match[1]) : -1;
  if (part < 0 || part >= plan.parts) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(publicUrls.originOf(market), await plan.entries(part)), {
    headers: SITEMAP_HEADERS,
  });
}
