import { publicUrls } from '@/lib/publicUrls';
import { getMarket } from '@/lib/shopContext';

/** robots.txt: everything public may be crawled; account, checkout and the sign-in page may not. */
export async function GET() {
  const origin = publicUrls.originOf(await getMarket());
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /login',
    'Disallow: /preferences',
    'Disallow: /error',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
