import { type BrowserContext, expect, test } from '@playwright/test';
import {
  brokenApiWebPort,
  proxiedNorwayUrl,
  proxiedPublicUrl,
  proxiedWebPort,
  webPort,
} from './playwright.config';

/**
 * The shop reached under a name other than the one it was configured with, as a real domain is:
 * redirects must keep the visitor on the host they came by (or send them to a configured public URL),
 * while sitemap and robots.txt print only configured URLs. The default storefront (:3100) has no
 * PUBLIC_URL, so its documented default http://localhost:3100 applies; the proxied one (:3102) has
 * PUBLIC_URL and a site of its own for Norway.
 */
const byAddress = `http://127.0.0.1:${webPort}`;
const documentedDefault = `http://localhost:${webPort}`;
const proxied = `http://127.0.0.1:${proxiedWebPort}`;
const brokenApi = `http://127.0.0.1:${brokenApiWebPort}`;

/** A visitor on 127.0.0.1 who has answered the cookie banner and the VAT question already. */
async function visitorOn(context: BrowserContext, origin: string) {
  await context.addCookies([
    { name: 'cookieConsent', value: 'v1.f1.p1.t0', url: origin },
    { name: 'vatChoice', value: 'incVAT', url: origin },
  ]);
}

test.describe('switching on the host the visitor came by', () => {
  test('language and market switches stay on 127.0.0.1 and keep the market cookie', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: byAddress });
    await visitorOn(context, byAddress);
    const page = await context.newPage();

    await page.goto('/sv/alla-produkter/arbetsbyxor');
    await page.getByTestId('market-selector').locator('summary').click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(`${byAddress}/en/all-products/work-trousers`);

    await page.getByTestId('market-selector').locator('summary').click();
    await page.getByLabel('Market').selectOption('de');
    await page.getByRole('button', { name: 'Change market' }).click();
    await expect(page).toHaveURL(`${byAddress}/de/alle-produkte/arbeitshosen`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const cookies = await context.cookies(byAddress);
    expect(cookies.find((c) => c.name === 'market')?.value).toBe('de');

    // The cookie was set on the host the visitor is on: the root now leads to the German home page.
    await page.goto('/');
    await expect(page).toHaveURL(`${byAddress}/de`);
    await context.close();
  });
});

test.describe('Location headers', () => {
  const noRedirect = { maxRedirects: 0 } as const;

  test('/preferences answers with a path, whatever the Host', async ({ playwright }) => {
    for (const host of [`127.0.0.1:${webPort}`, `localhost:${webPort}`, 'evil.example']) {
      // A visitor of their own per host: a market stored by one post must not steer the next.
      const request = await playwright.request.newContext({ baseURL: byAddress, extraHTTPHeaders: { host } });
      const language = await request.post('/preferences', {
        ...noRedirect,
        form: { lang: 'en', returnTo: '/sv/alla-produkter' },
      });
      expect(language.status()).toBe(303);
      expect(language.headers().location).toBe('/en/all-products');
      const market = await request.post('/preferences', {
        ...noRedirect,
        form: { market: 'de', returnTo: '/sv' },
      });
      expect(market.headers().location).toBe('/de');
      await request.dispose();
    }
  });

  test('the proxy redirects (root, unknown language, sign-in, role) are paths', async ({ request }) => {
    const locationOf = async (path: string, host: string) =>
      (await request.get(`${byAddress}${path}`, { ...noRedirect, headers: { host } })).headers().location;
    for (const host of [`127.0.0.1:${webPort}`, 'evil.example']) {
      expect(await locationOf('/', host)).toBe('/sv');
      expect(await locationOf('/xx/alla-produkter', host)).toBe('/');
      expect(await locationOf('/sv/mina-sidor/konto', host)).toBe(
        '/login?returnTo=%2Fsv%2Fmina-sidor%2Fkonto',
      );
    }
  });

  test('a market with a site of its own is reached at its configured URL, in its language', async ({
    request,
  }) => {
    const response = await request.post(`${proxied}/preferences`, {
      ...noRedirect,
      headers: { host: 'evil.example' },
      form: { market: 'no', returnTo: '/sv/alla-produkter' },
    });
    expect(response.headers().location).toBe(`${proxiedNorwayUrl}/nb/alle-produkter`);
    // Its host names the market there; a cookie here would only make this site serve Norway too.
    expect(response.headers()['set-cookie']).toBeUndefined();
    // From the Norwegian site back to a market served at PUBLIC_URL: that site, not the request's host.
    const back = await request.post(`${proxied}/preferences`, {
      ...noRedirect,
      headers: { 'x-forwarded-host': new URL(proxiedNorwayUrl).host },
      form: { market: 'se', returnTo: '/nb/alle-produkter' },
    });
    expect(back.headers().location).toBe(`${proxiedPublicUrl}/sv/alla-produkter`);
    expect(back.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('sitemap and robots.txt', () => {
  test('without PUBLIC_URL they print the documented default, not the host asked for', async ({
    request,
  }) => {
    const robots = await (await request.get(`${byAddress}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${documentedDefault}/sitemap.xml`);
    const xml = await (await request.get(`${byAddress}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${documentedDefault}/sv/alla-produkter</loc>`);
    expect(xml).not.toContain('127.0.0.1');
  });

  test('with PUBLIC_URL every URL is on the public site, and a market host gets its own', async ({
    request,
  }) => {
    const robots = await (await request.get(`${proxied}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${proxiedPublicUrl}/sitemap.xml`);
    const xml = await (await request.get(`${proxied}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)].map((m) => m[1] as string);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url.startsWith(`${proxiedPublicUrl}/`)).toBe(true);

    const norway = { 'x-forwarded-host': new URL(proxiedNorwayUrl).host };
    const norwayRobots = await (await request.get(`${proxied}/robots.txt`, { headers: norway })).text();
    expect(norwayRobots).toContain(`Sitemap: ${proxiedNorwayUrl}/sitemap.xml`);
    const norwayXml = await (await request.get(`${proxied}/sitemap.xml`, { headers: norway })).text();
    expect(norwayXml).toContain(`<loc>${proxiedNorwayUrl}/nb/alle-produkter</loc>`);
    expect(norwayXml).not.toContain(proxiedPublicUrl);
  });

  test('each URL has an x-default alternate: the market default language', async ({ request }) => {
    const xml = await (await request.get(`${byAddress}/sitemap.xml`)).text();
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect(entry).toContain('hreflang="x-default"');
    const english = entries.find((e) =>
      e.includes(`<loc>${documentedDefault}/en/all-products/work-trousers</loc>`),
    );
    expect(english).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${documentedDefault}/sv/alla-produkter/arbetsbyxor"/>`,
    );
  });

  test('with the API down the sitemap answers 503 with Retry-After; robots.txt still answers', async ({
    request,
  }) => {
    const sitemap = await request.get(`${brokenApi}/sitemap.xml`);
    expect(sitemap.status()).toBe(503);
    expect(Number(sitemap.headers()['retry-after'])).toBeGreaterThan(0);
    expect(sitemap.headers()['cache-control']).toContain('no-store');
    const part = await request.get(`${brokenApi}/sitemap/1.xml`);
    expect(part.status()).toBe(503);
    expect(Number(part.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await request.get(`${brokenApi}/robots.txt`)).status()).toBe(200);
  });
});
