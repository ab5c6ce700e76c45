import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHED_PAGES } from '../app/_routes/routeQuery';
import { createHtmlCache, htmlCacheKey } from './htmlCache';

const html = { accept: 'text/html,application/xhtml+xml', host: 'shop.test' };
const keyOf = (url: string, headers: Record<string, string> = {}) =>
  htmlCacheKey({ method: 'GET', url, headers: { ...html, ...headers } }, CACHED_PAGES);

describe('htmlCacheKey', () => {
  it('keys an anonymous page by market, scheme, path with its own parameters, preferences and encoding', () => {
    const key = keyOf('/sv/alla-produkter?page=2', {
      cookie: 'vatChoice=exVAT; market=no',
      'accept-encoding': 'gzip, br',
    });
    expect(key).toBe('no\nhttp\n/sv/alla-produkter?page=2\nexVAT\n\nbr');
  });

  it('gives a URL with unknown parameters, or the same ones in another order, the same key', () => {
    const plain = keyOf('/sv/alla-produkter?page=2&sort=priceAsc');
    expect(keyOf('/sv/alla-produkter?utm_source=x&sort=priceAsc&page=2&zz=1')).toBe(plain);
    // The product page reads ?color and ?image only; the home page reads nothing.
    expect(keyOf('/sv/produkt/abc?color=10&list=99')).toBe(keyOf('/sv/produkt/abc?color=10'));
    expect(keyOf('/sv?page=3&query=x')).toBe(keyOf('/sv'));
    expect(keyOf('/sv/alla-produkter?page=3')).not.toBe(plain);
  });

  it('ignores the Host header and junk preference values, which cannot make new entries', () => {
    const plain = keyOf('/sv');
    expect(keyOf('/sv', { host: 'evil.example' })).toBe(plain);
    expect(keyOf('/sv', { cookie: 'vatChoice=junk1; cookieConsent=junk2; market=xx' })).toBe(plain);
    // A market cookie names the market the page is rendered in.
    expect(keyOf('/sv', { cookie: 'market=se' })).toBe(plain);
    expect(keyOf('/sv', { cookie: 'market=no' })).not.toBe(plain);
  });

  it('keys https apart and then expects the __Host- cookie names', () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(keyOf('/sv', https)).toBe('se\nhttps\n/sv\n\n\nidentity');
    expect(keyOf('/sv', { ...https, cookie: '__Host-vatChoice=exVAT' })).toBe(
      'se\nhttps\n/sv\nexVAT\n\nidentity',
    );
    // The plain name over https is some other cookie: not a preference, so never cached.
    expect(keyOf('/sv', { ...https, cookie: 'vatChoice=exVAT' })).toBeUndefined();
  });

  it('keys a page for an anonymous visitor with a cart like one without: the cart is filled in by the browser', () => {
    const cart = 'Blk.Cart.Public=0b0e7a52-1c53-4d8e-9a55-2f1f4c1d2e3f';
    expect(keyOf('/sv/produkt/abc', { cookie: `${cart}; vatChoice=incVAT` })).toBe(
      keyOf('/sv/produkt/abc', { cookie: 'vatChoice=incVAT' }),
    );
    expect(keyOf('/sv/kassan', { cookie: cart })).toBe(keyOf('/sv/kassan'));
    // Over https the cart cookie is __Host-Blk.Cart.Public; a signed-in buyer's cart cookie still bars the cache.
    const https = { 'x-forwarded-proto': 'https' };
    expect(keyOf('/sv', { ...https, cookie: `__Host-${cart}` })).toBe(keyOf('/sv', https));
    expect(keyOf('/sv', { cookie: 'Blk.Cart.41=0b0e7a52-1c53-4d8e-9a55-2f1f4c1d2e3f' })).toBeUndefined();
    expect(keyOf('/sv', { cookie: 'Blk.Cart.7.41=0b0e7a52-1c53-4d8e-9a55-2f1f4c1d2e3f' })).toBeUndefined();
  });

  it('never keys a request with another cookie, a client navigation, a non-GET or a non-page', () => {
    const page = { method: 'GET', url: '/sv', headers: html };
    expect(
      htmlCacheKey({ ...page, headers: { ...html, cookie: 'session=abc; market=se' } }, CACHED_PAGES),
    ).toBeUndefined();
    expect(htmlCacheKey({ ...page, headers: { ...html, rsc: '1' } }, CACHED_PAGES)).toBeUndefined();
    expect(htmlCacheKey({ ...page, method: 'POST' }, CACHED_PAGES)).toBeUndefined();
    expect(htmlCacheKey({ ...page, url: '/api/product/products' }, CACHED_PAGES)).toBeUndefined();
    expect(htmlCacheKey({ ...page, headers: { accept: 'application/json' } }, CACHED_PAGES)).toBeUndefined();
  });
});

describe('createHtmlCache in front of a real HTTP server', () => {
  let clock = 0;
  let renders = 0;
  const cache = createHtmlCache({ ttlMs: 60_000, maxBytes: 8000, pages: CACHED_PAGES, now: () => clock });
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      cache.handle(req, res, () => {
        renders += 1;
        if (req.url === '/sets-cookie') res.setHeader('set-cookie', 'a=1');
        res.statusCode = req.url === '/missing' ? 404 : 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        // Written in pieces, as a streamed render is; the URL it saw is in the page.
        res.write(`<html><body>${req.url}`);
        res.write(` render ${renders}`);
        if (req.url?.startsWith('/big')) res.write('x'.repeat(1200));
        res.end('</body></html>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('renders a page once and serves the same bytes until the time to live has passed', async () => {
    const first = await get('/a');
    expect(first.headers.get('x-html-cache')).toBe('MISS');
    const firstBody = await first.text();
    const second = await get('/a');
    expect(second.headers.get('x-html-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await second.text()).toBe(firstBody);
    clock += 60_001;
    const third = await get('/a');
    expect(third.headers.get('x-html-cache')).toBe('MISS');
    expect(await third.text()).not.toBe(firstBody);
  });

  it('renders from the URL without unknown parameters, and serves that page for any of them', async () => {
    const before = renders;
    const first = await get('/sv?utm_source=evil&x=%3Cscript%3E');
    expect(first.headers.get('x-html-cache')).toBe('MISS');
    expect(await first.text()).toContain('<body>/sv render');
    const other = await get('/sv?something=else');
    expect(other.headers.get('x-html-cache')).toBe('HIT');
    await other.text();
    expect(renders).toBe(before + 1);
  });

  it('serves an anonymous visitor who has a cart from the cache, the same page as everyone', async () => {
    const first = await get('/cart-visitor');
    const body = await first.text();
    const withCart = await get('/cart-visitor', 'Blk.Cart.Public=0b0e7a52-1c53-4d8e-9a55-2f1f4c1d2e3f');
    expect(withCart.headers.get('x-html-cache')).toBe('HIT');
    expect(await withCart.text()).toBe(body);
  });

  it('keeps visitors with different preferences apart', async () => {
    await (await get('/b', 'market=se')).text();
    const other = await get('/b', 'market=no');
    expect(other.headers.get('x-html-cache')).toBe('MISS');
    await other.text();
  });

  it('does not keep errors, responses that set cookies, or pages for visitors with a session', async () => {
    for (const path of ['/missing', '/sets-cookie']) {
      await (await get(path)).text();
      expect((await get(path)).headers.get('x-html-cache')).toBe('MISS');
    }
    await (await get('/c', 'session=1')).text();
    const again = await get('/c', 'session=1');
    expect(again.headers.get('x-html-cache')).toBeNull();
    await again.text();
  });

  it('holds at most maxBytes of pages, dropping the oldest', async () => {
    cache.clear();
    const paths = Array.from({ length: 8 }, (_, i) => `/big${i}`);
    for (const path of paths) await (await get(path)).text();
    expect(cache.bytes()).toBeLessThanOrEqual(8000);
    expect(cache.bytes()).toBeGreaterThan(8000 - 1600);
    expect(cache.size()).toBeLessThan(paths.length);
    expect((await get('/big7')).headers.get('x-html-cache')).toBe('HIT');
    expect((await get('/big0')).headers.get('x-html-cache')).toBe('MISS');
  });

  it('does not store a page larger than a quarter of the cache', async () => {
    cache.clear();
    const huge = createHtmlCache({ ttlMs: 60_000, maxBytes: 1000, pages: CACHED_PAGES, now: () => clock });
    const hugeServer = createServer((req, res) =>
      huge.handle(req, res, () => {
        res.setHeader('content-type', 'text/html');
        res.end('y'.repeat(300));
      }),
    );
    await new Promise<void>((resolve) => hugeServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hugeServer.address() as AddressInfo).port}/p`;
    await (await fetch(url, { headers: { accept: 'text/html' } })).text();
    expect(huge.size()).toBe(0);
    await new Promise<void>((resolve) => hugeServer.close(() => resolve()));
  });
});
