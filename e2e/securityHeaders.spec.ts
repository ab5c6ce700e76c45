import { type APIResponse, expect, test } from '@playwright/test';
import { proxiedNorwayUrl, proxiedPublicUrl, proxiedWebPort } from './playwright.config';

/**
 * The storefront's security headers over HTTP, on every kind of response it gives. The default
 * storefront (:3100) trusts no proxy; the proxied one (:3102) trusts the tests' own address, so an
 * X-Forwarded-Proto of https from here is believed there.
 */
const proxied = `http://127.0.0.1:${proxiedWebPort}`;
const html = { accept: 'text/html' };

function policyOf(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const policy = policyOf(response);
  expect(policy.get('frame-ancestors'), response.url()).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')?.[0]).toBe("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

/** The inline scripts of a page that a browser would run (JSON-LD is data, not script). */
function runnableInlineScripts(body: string): string[] {
  return [...body.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes));
}

function expectScriptsCarry(body: string, nonce: string) {
  const scripts = [...body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
  expect(runnableInlineScripts(body).length).toBeGreaterThan(0);
  for (const attributes of scripts) {
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    expect(attributes).toContain(`nonce="${nonce}"`);
  }
}

test.describe('every kind of storefront response carries the security headers', () => {
  test('pages, the 404 page and route handlers', async ({ request }) => {
    for (const path of ['/sv', '/sv/alla-produkter/arbetsbyxor', '/sv/finns-inte-alls', '/404', '/login']) {
      const response = await request.get(path, { headers: html });
      expectSecurityHeaders(response);
    }
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
    }
    const redirect = await request.get('/', { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expectSecurityHeaders(redirect);
    const preferences = await request.post('/preferences', {
      form: { market: 'se', returnTo: '/sv' },
      maxRedirects: 0,
    });
    expect(preferences.status()).toBe(303);
    expectSecurityHeaders(preferences);
  });

  test("Next's build files, public files and the forwarded API", async ({ request }) => {
    const page = await (await request.get('/sv', { headers: html })).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1];
    const style = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(page)?.[1];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    for (const path of [
      script,
      style,
      '/images/image-missing.webp',
      '/icon.svg',
      '/_next/static/missing.js',
    ]) {
      expectSecurityHeaders(await request.get(path as string));
    }
    const api = await request.get('/api/product/categories/departments?marketId=SE', {
      headers: { origin: 'https://evil.example' },
    });
    expect(api.headers()['access-control-allow-origin']).toBeUndefined();
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('refusals: a malformed path, a refused method', async ({ request }) => {
    const bad = await request.get('/sv/produkt/%', { headers: html });
    expect(bad.status()).toBe(400);
    expectSecurityHeaders(bad);
    const trace = await request.fetch('/sv', { method: 'TRACE' });
    expect(trace.status()).toBe(405);
    expectSecurityHeaders(trace);
  });

  test('a request from another origin gets no CORS permission anywhere', async ({ request }) => {
    const origin = { origin: 'https://evil.example' };
    for (const path of ['/sv', '/robots.txt', '/sitemap.xml', '/api/product/products?marketId=SE']) {
      const response = await request.get(path, { headers: { ...html, ...origin } });
      expect(response.headers()['access-control-allow-origin'], path).toBeUndefined();
      expect(response.headers()['access-control-allow-credentials'], path).toBeUndefined();
    }
    const preflight = await request.fetch('/sv', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status()).toBe(405);
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

test.describe('the nonce', () => {
  test("is fresh for every rendered page and on every one of Next's scripts", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      // A cookie other than the preference cookies keeps the page cache out: each one is rendered.
      const response = await request.get('/sv/alla-produkter/arbetsbyxor', {
        headers: { ...html, cookie: `probe=${i}` },
      });
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expectScriptsCarry(await response.text(), nonce as string);
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(3);
  });

  test('a client cannot choose it', async ({ request }) => {
    const response = await request.get('/sv', {
      headers: { ...html, cookie: 'probe=1', 'content-security-policy': "script-src 'nonce-chosenbyme'" },
    });
    const body = await response.text();
    expect(body).not.toContain('chosenbyme');
    expect(response.headers()['content-security-policy']).not.toContain('chosenbyme');
  });

  test("a cached page is served with its own render's policy, so header and scripts agree", async ({
    request,
  }) => {
    // Anonymous requests for one page fill each worker's cache; later ones are hits.
    let hit: APIResponse | undefined;
    for (let i = 0; i < 10 && !hit; i += 1) {
      const response = await request.get('/sv/alla-produkter/arbetsbyxor?sort=Name', { headers: html });
      if (response.headers()['x-html-cache'] === 'HIT') hit = response;
      else await response.body();
    }
    expect(hit, 'no cache hit in 10 requests').toBeTruthy();
    const response = hit as APIResponse;
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expectScriptsCarry(await response.text(), nonce as string);
    expectSecurityHeaders(response);
  });
});

test.describe('https', () => {
  test('HSTS and upgrade-insecure-requests only when a trusted proxy says https', async ({ request }) => {
    const https = { ...html, 'x-forwarded-proto': 'https' };
    const trusted = await request.get(`${proxied}/sv`, { headers: https });
    expect(trusted.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(policyOf(trusted).has('upgrade-insecure-requests')).toBe(true);

    const plain = await request.get(`${proxied}/sv`, { headers: html });
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    expect(policyOf(plain).has('upgrade-insecure-requests')).toBe(false);

    // The default storefront trusts no proxy: the same claim from the tests is ignored there.
    const forged = await request.get('/sv', { headers: https });
    expect(forged.headers()['strict-transport-security']).toBeUndefined();
    expect(policyOf(forged).has('upgrade-insecure-requests')).toBe(false);
  });

  test("forms may go to the configured public URLs (a market's own site), and nowhere else", async ({
    request,
  }) => {
    const response = await request.get(`${proxied}/sv`, { headers: html });
    expect(policyOf(response).get('form-action')?.sort()).toEqual(
      ["'self'", proxiedPublicUrl, proxiedNorwayUrl].sort(),
    );
  });
});
