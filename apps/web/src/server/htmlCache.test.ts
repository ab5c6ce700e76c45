import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHtmlCache, htmlCacheKey } from './htmlCache';

const html = { accept: 'text/html,application/xhtml+xml', host: 'shop.test' };

describe('htmlCacheKey', () => {
  it('keys an anonymous page request by host, URL, preference cookies and encoding', () => {
    const key = htmlCacheKey({
      method: 'GET',
      url: '/sv/alla-produkter?page=2',
      headers: { ...html, cookie: 'vatChoice=exVAT; market=no', 'accept-encoding': 'gzip, br' },
    });
    expect(key).toBe('shop.test\n/sv/alla-produkter?page=2\nmarket=no&vatChoice=exVAT&cookieConsent=\nbr');
  });

  it('never keys a request with another cookie, a client navigation, a non-GET or a non-page', () => {
    const page = { method: 'GET', url: '/sv', headers: html };
    expect(htmlCacheKey({ ...page, headers: { ...html, cookie: 'session=abc; market=se' } })).toBeUndefined();
    expect(htmlCacheKey({ ...page, headers: { ...html, rsc: '1' } })).toBeUndefined();
    expect(htmlCacheKey({ ...page, method: 'POST' })).toBeUndefined();
    expect(htmlCacheKey({ ...page, url: '/api/product/products' })).toBeUndefined();
    expect(htmlCacheKey({ ...page, headers: { accept: 'application/json' } })).toBeUndefined();
  });
});

describe('createHtmlCache in front of a real HTTP server', () => {
  let clock = 0;
  let renders = 0;
  const cache = createHtmlCache({ ttlMs: 60_000, maxEntries: 2, now: () => clock });
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      cache.handle(req, res, () => {
        renders += 1;
        if (req.url === '/sets-cookie') res.setHeader('set-cookie', 'a=1');
        res.statusCode = req.url === '/missing' ? 404 : 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        // Written in pieces, as a streamed render is.
        res.write(`<html><body>${req.url}`);
        res.write(` render ${renders}`);
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

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    cache.clear();
    for (const path of ['/x', '/y', '/z']) await (await get(path)).text();
    expect(cache.size()).toBe(2);
    expect((await get('/x')).headers.get('x-html-cache')).toBe('MISS');
  });
});
