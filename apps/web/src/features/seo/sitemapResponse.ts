import { apiUnavailable } from '@/lib/apiUnavailable';
import { logError } from '@/lib/serverLog';
import { SITEMAP_HEADERS } from './sitemapXml';

/** How long a crawler should wait before asking again when the catalogue cannot be read. */
export const SITEMAP_RETRY_AFTER_SECONDS = 300;

/**
 * A sitemap file's response. The sitemap is the whole catalogue, read from the API: while the API is
 * unreachable there is nothing to list, and saying 503 with Retry-After tells crawlers to come back
 * rather than (as a 500 would) count the sitemap broken. Nothing of the kind is cached. `build`
 * gives the XML, or null for a part the sitemap does not have (404).
 */
export async function sitemapResponse(build: () => Promise<string | null>): Promise<Response> {
  try {
    const xml = await build();
    if (xml === null) return new Response('Not found', { status: 404 });
    return new Response(xml, { headers: SITEMAP_HEADERS });
  } catch (error) {
    if (!apiUnavailable(error)) throw error;
    logError('Sitemap unavailable: the API did not answer.', error);
    return new Response('Service unavailable\n', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(SITEMAP_RETRY_AFTER_SECONDS),
      },
    });
  }
}
