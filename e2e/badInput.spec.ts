import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { webPort } from './playwright.config';

/**
 * Input that used to make the storefront answer 500 (or render a page for a host that cannot
 * exist) now gets a clear 4xx: a small page in the visitor's language, before Next sees it.
 */
const html = { accept: 'text/html' };

/** One raw HTTP/1.1 exchange, for requests an HTTP client library would refuse to send. */
function rawRequest(lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(webPort, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

test.describe('bad input gets a clear 4xx, not a 500', () => {
  test('a stray % in a storefront path', async ({ request }) => {
    for (const path of ['/sv/produkt/%', '/sv/%', '/sv/produkt/%zz', '/sv/alla-produkter/%E2%82']) {
      const response = await request.get(path, { headers: html });
      expect(response.status(), path).toBe(400);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain('<html lang="sv">');
    }
  });

  test('a NUL byte in query, in a search term or in a product name', async ({ request }) => {
    for (const path of [
      '/sv/alla-produkter/arbetsbyxor?query=a%00b',
      '/en/all-products?query=%00',
      '/sv/alla-produkter?filters=5,1003&query=jacka%00',
      '/sv/produkt/abc%00def',
      '/api/product/products/search/a%00b?marketId=SE',
      '/api/product/products/uniqueName/a%00b?marketId=SE',
    ]) {
      const response = await request.get(path, { headers: html });
      expect(response.status(), path).toBe(400);
    }
  });

  test('the page names the problem in the language of the path', async ({ request }) => {
    const polish = await request.get('/pl/produkt/%', { headers: html });
    expect(polish.status()).toBe(400);
    const body = await polish.text();
    expect(body).toContain('<html lang="pl">');
    expect(body).toContain('Nieprawidłowe żądanie');
    expect(body).toContain('<a href="/pl">');
  });

  test('a search term in any language still works', async ({ request }) => {
    for (const path of [
      `/sv/alla-produkter?query=${encodeURIComponent('Mężczyźni příliš žluťoučký ģērbšanās')}`,
      '/sv/alla-produkter?query=100%',
    ]) {
      const response = await request.get(path, { headers: html });
      expect(response.status(), path).toBe(200);
      await response.body();
    }
  });

  test('TRACE is not allowed (405), here or on the forwarded API', async ({ request }) => {
    const trace = await request.fetch('/sv', { method: 'TRACE' });
    expect(trace.status()).toBe(405);
    expect(trace.headers().allow).toBe('GET, HEAD, POST');
    const body = await trace.text();
    expect(body).not.toContain('TRACE');
    const api = await request.fetch('/api/product/products?marketId=SE', { method: 'TRACE' });
    expect(api.status()).toBe(405);
    const put = await request.fetch('/sv/alla-produkter', { method: 'PUT' });
    expect(put.status()).toBe(405);
  });

  test('an invalid Host header (400)', async () => {
    for (const host of ['exa mple', 'a/b<x>', '[::1', 'localhost:99999', 'evil.example/#']) {
      const answer = await rawRequest(['GET /sv HTTP/1.1', `Host: ${host}`, 'Accept: text/html']);
      expect(statusOf(answer), host).toBe(400);
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    }
    const good = await rawRequest(['HEAD /robots.txt HTTP/1.1', `Host: localhost:${webPort}`]);
    expect(statusOf(good)).toBe(200);
  });
});
