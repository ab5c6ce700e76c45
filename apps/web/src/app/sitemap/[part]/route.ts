import { SITEMAP_HEADERS, sitemapPlan, urlsetXml } from '@/features/seo/sitemap';
import { getMarket } from '@/lib/shopContext';

/** /sitemap/{n}.xml: one part of a sitemap too large for one file. */
export async function GET(request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).part);
  const plan = await sitemapPlan(await getMarket());
  const part = match ? Number(match[1]) : -1;
  if (part < 0 || part >= plan.parts) return new Response('Not found', { status: 404 });
  const origin = new URL(request.url).origin;
  return new Response(urlsetXml(origin, await plan.entries(part)), { headers: SITEMAP_HEADERS });
}
