import { type APIRequestContext, expect, test } from '@playwright/test';
import { proxiedNorwayUrl, proxiedPublicUrl, proxiedWebPort, webPort } from './playwright.config';

const defaultOrigin = `http://localhost:${webPort}`;

/**
 * What a request may claim about itself, probed over HTTP as an attacker would: forged forwarding
 * headers, unknown query parameters, and the cookies the shop sets. The default storefront (:3100)
 * trusts no proxy; the proxied one (:3102) trusts the tests' own address, as it would its proxy.
 */
const proxied = `http://127.0.0.1:${proxiedWebPort}`;
const htmlHeaders = { accept: 'text/html' };
const forged = {
  ...htmlHeaders,
  'x-forwarded-proto': 'https://evil.example/#',
  'x-forwarded-host': 'evil.example',
  forwarded: 'host=evil.example;proto=https',
};

/** The links a page states about itself: canonical, alternates, Open Graph and JSON-LD. */
function selfLinks(html: string) {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
  return {
    title: attr(/<title>([^<]*)<\/title>/g),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/g),
    alternates: attr(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g),
    og: attr(/<meta property="og:(?:url|image)" content="([^"]+)"/g),
    jsonLd: attr(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g),
  };
}

async function aProductPath(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/sv/alla-produkter', { headers: htmlHeaders })).text();
  const path = /href="(\/sv\/produkt\/[^"?#]+)/.exec(list)?.[1];
  expect(path).toBeTruthy();
  return path as string;
}

test.describe('forged forwarding headers', () => {
  test('change nothing in a page and poison no cached copy', async ({ request }) => {
    const path = await aProductPath(request);
    // Several times, so that every worker of the storefront has had its chance to cache it.
    const poisoned = await Promise.all(
      Array.from({ length: 4 }, async () => (await request.get(path, { headers: forged })).text()),
    );
    const clean = await Promise.all(
      Array.from({ length: 4 }, async () => (await request.get(path, { headers: htmlHeaders })).text()),
    );
    for (const html of [...poisoned, ...clean]) {
      expect(html).not.toContain('evil.example');
      expect(selfLinks(html)).toEqual(selfLinks(clean[0] as string));
    }
    const links = selfLinks(clean[0] as string);
    expect(links.title[0]).toMatch(/\S/);
    expect(links.canonical).toEqual([`${defaultOrigin}${path}`]);
    expect(links.og.length).toBeGreaterThan(0);
    expect(links.jsonLd).toHaveLength(1);
    for (const url of [...links.alternates, ...links.og])
      expect(url).toMatch(new RegExp(`^${defaultOrigin}/`));
  });

  test('a junk scheme still gives a page with its title', async ({ request }) => {
    const html = await (
      await request.get('/sv/alla-produkter', { headers: { ...htmlHeaders, 'x-forwarded-proto': '%%%' } })
    ).text();
    expect(selfLinks(html).title[0]).toMatch(/\S/);
  });

  test('sitemap and robots.txt link to the configured public URL only', async ({ request }) => {
    const robots = await (await request.get('/robots.txt', { headers: forged })).text();
    expect(robots).toContain(`Sitemap: ${defaultOrigin}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml', { headers: forged })).text();
    expect(sitemap).not.toContain('evil.example');
    expect(sitemap).toContain(`<loc>${defaultOrigin}/sv/alla-produkter</loc>`);
  });

  test('from a trusted proxy, the configured URLs still win and a market host selects its market', async ({
    request,
  }) => {
    const se = await (await request.get(`${proxied}/sv`, { headers: forged })).text();
    expect(se).not.toContain('evil.example');
    expect(selfLinks(se).canonical).toEqual([`${proxiedPublicUrl}/sv`]);
    const robots = await (await request.get(`${proxied}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${proxiedPublicUrl}/sitemap.xml`);

    const no = await request.get(`${proxied}/nb`, {
      headers: { ...htmlHeaders, 'x-forwarded-host': new URL(proxiedNorwayUrl).host },
    });
    expect(no.status()).toBe(200);
    const html = await no.text();
    expect(html).toContain('<html lang="nb-NO"');
    expect(selfLinks(html).canonical).toEqual([`${proxiedNorwayUrl}/nb`]);
  });
});

test.describe('the page cache', () => {
  test('serves one entry for any unknown query parameters, rendered without them', async ({ request }) => {
    const first = await request.get(`${proxied}/sv/alla-produkter?utm_source=probe-1&sort=priceAsc`, {
      headers: htmlHeaders,
    });
    const firstHtml = await first.text();
    expect(firstHtml).not.toContain('probe-1');
    const second = await request.get(`${proxied}/sv/alla-produkter?sort=priceAsc&utm_source=probe-2&x=y`, {
      headers: htmlHeaders,
    });
    expect(second.headers()['x-html-cache']).toBe('HIT');
    expect(await second.text()).not.toContain('probe-2');
    const other = await request.get(`${proxied}/sv/alla-produkter?sort=priceDesc`, { headers: htmlHeaders });
    expect(other.headers()['x-html-cache']).toBe('MISS');
    await other.text();
  });
});

test.describe('POST /preferences and its cookie', () => {
  const form = { market: 'no', returnTo: '/sv/alla-produkter' };

  test('stores the market in an HttpOnly, SameSite=Lax cookie and redirects to a path', async ({
    request,
  }) => {
    const response = await request.post('/preferences', { form, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/nb/alle-produkter');
    expect(response.headers()['set-cookie']).toBe(
      'market=no; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
  });

  test('a forged https claim from an untrusted peer gets no __Host- cookie', async ({ request }) => {
    const response = await request.post('/preferences', {
      form,
      maxRedirects: 0,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers()['set-cookie']).toMatch(/^market=no; .*HttpOnly$/);
  });

  test('over https from a trusted proxy the cookie is Secure with the __Host- prefix, and is read back', async ({
    request,
  }) => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await request.post(`${proxied}/preferences`, {
      form: { market: 'de', returnTo: '/sv' },
      maxRedirects: 0,
      headers: https,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/de');
    expect(response.headers()['set-cookie']).toBe(
      '__Host-market=de; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure',
    );
    const root = await request.get(`${proxied}/`, {
      headers: { ...https, cookie: '__Host-market=de' },
      maxRedirects: 0,
    });
    expect(root.headers().location).toBe('/de');
  });

  test('a market with a site of its own is reached at its configured URL', async ({ request }) => {
    const response = await request.post(`${proxied}/preferences`, { form, maxRedirects: 0 });
    expect(response.headers().location).toBe(`${proxiedNorwayUrl}/nb/alle-produkter`);
  });

  test('GET changes nothing (405), nor does a form posted from another site (403)', async ({ request }) => {
    const get = await request.get('/preferences?market=no&returnTo=/sv', { maxRedirects: 0 });
    expect(get.status()).toBe(405);
    expect(get.headers()['set-cookie']).toBeUndefined();
    const crossSite = await request.post('/preferences', {
      form,
      maxRedirects: 0,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()['set-cookie']).toBeUndefined();
  });

  test('an unknown market is refused, naming the field', async ({ request }) => {
    const response = await request.post('/preferences', {
      form: { market: 'xx', returnTo: '/sv' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('market');
  });
});
