import { connect } from 'node:net';
import type { ApiErrorBody } from '@workwear/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { serveApp, testServer } from '../testing/testServer';
import { DEFAULT_RATE_LIMITS } from './rateLimitPolicy';
import { DEFAULT_SECURITY, type SecurityOptions } from './security';
import { HSTS, SECURITY_HEADERS } from './securityHeaders';

type Served = Awaited<ReturnType<typeof serveApp>>;
const servers: Served[] = [];

/** The real app with the given security options, on a real socket (the tests connect from 127.0.0.1). */
async function serve(security: Partial<SecurityOptions> = {}): Promise<Served> {
  const { handle } = await testServer();
  const { app } = createApp({
    handle,
    logger: createLogger('silent'),
    cache: false,
    security: { ...DEFAULT_SECURITY, ...security },
  });
  const served = await serveApp(app);
  servers.push(served);
  return served;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** A request written byte for byte (fetch refuses TRACE, TRACK and CONNECT), and the raw answer. */
function rawRequest(
  baseUrl: string,
  requestLine: string,
): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      const end = data.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(data)?.[1] ?? Number.NaN);
      if (end >= 0 && Buffer.byteLength(data.slice(end + 4)) >= length) socket.end();
    });
    socket.on('close', () => {
      const end = data.indexOf('\r\n\r\n');
      resolve({ status: Number(data.slice(9, 12)), head: data.slice(0, end), body: data.slice(end + 4) });
    });
    socket.on('error', reject);
    socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

const headerOf = (head: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;

describe('security headers', () => {
  let api: Served;
  beforeAll(async () => {
    api = await serve();
  });

  it('are on every answer: JSON, PDF, bad input, unknown route, thrown domain error', async () => {
    const answers = await Promise.all([
      api.get('/health'),
      api.get('/api/document/size-guides/tops.pdf'),
      api.get('/api/document/size-guides/tops.txt'),
      api.get('/no/such/route'),
      api.get('/api/document/size-guides/no-such-guide.pdf'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 404, 404]);
    for (const { headers, status } of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(headers.get(name), `${name} on ${status}`).toBe(value);
      }
      expect(headers.get('x-request-id'), String(status)).toBeTruthy();
    }
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("default-src 'none'");
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('add HSTS only when the request came over https: from a trusted proxy saying so', async () => {
    expect((await api.get('/health')).headers.get('strict-transport-security')).toBeNull();
    const proxied = await api.get('/health', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe(HSTS);

    // The same claim from a client that is not a trusted proxy is ignored.
    const untrusting = await serve({ trustedProxies: [] });
    const claimed = await untrusting.get('/health', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('rate limits', () => {
  const limits = { ...DEFAULT_RATE_LIMITS, document: 2, search: 1 };
  const pdf = '/api/document/size-guides/no-such-guide.pdf';

  it('answer 429 with Retry-After and the error body once a client address is over its budget', async () => {
    const api = await serve({ rateLimits: limits });
    const visitor = { 'x-forwarded-for': '203.0.113.10' };
    expect((await api.get(pdf, visitor)).status).toBe(404);
    expect((await api.get(pdf, visitor)).status).toBe(404);
    const refused = await api.get<ApiErrorBody>(pdf, visitor);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(refused.body.message).toContain(`${retryAfter} s`);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');

    // Another visitor behind the same proxy has a budget of its own.
    expect((await api.get(pdf, { 'x-forwarded-for': '203.0.113.11' })).status).toBe(404);
    // Browsing is another group: the refused visitor still browses.
    expect((await api.get('/api/settings/market/SE', visitor)).status).toBe(200);
    // So is search, with its own (here tiny) budget.
    const search = '/api/product/products/search/jacket';
    expect((await api.get(search, visitor)).status).toBe(200);
    expect((await api.get(search, visitor)).status).toBe(429);
    // An IPv6 visitor is counted by its /64 network: another address in it shares the budget.
    const ipv6 = (address: string) => api.get(pdf, { 'x-forwarded-for': address });
    expect((await ipv6('2001:db8:1:2::a')).status).toBe(404);
    expect((await ipv6('2001:db8:1:2::b')).status).toBe(404);
    expect((await ipv6('2001:db8:1:2:ffff::c')).status).toBe(429);
    expect((await ipv6('2001:db8:1:3::a')).status).toBe(404);
  });

  it('give order sends a budget of their own per address: a flood of sends is refused, browsing goes on', async () => {
    const api = await serve({ rateLimits: { ...limits, orderSend: 1 } });
    const send = (address: string) =>
      fetch(`${api.baseUrl}/api/order/orders/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: '{}',
      });
    // The first is checked (and refused for its body); the second is not even read.
    expect((await send('203.0.113.30')).status).toBe(400);
    const refused = await send('203.0.113.30');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ApiErrorBody).code).toBe('rate_limited');
    expect((await send('203.0.113.31')).status).toBe(400);
    expect((await api.get('/api/settings/market/SE', { 'x-forwarded-for': '203.0.113.30' })).status).toBe(
      200,
    );
  });

  it('believe X-Forwarded-For only from a trusted proxy: anyone else is counted by its socket address', async () => {
    const api = await serve({ rateLimits: limits, trustedProxies: [] });
    expect((await api.get(pdf, { 'x-forwarded-for': '203.0.113.20' })).status).toBe(404);
    expect((await api.get(pdf, { 'x-forwarded-for': '203.0.113.21' })).status).toBe(404);
    expect((await api.get(pdf, { 'x-forwarded-for': '203.0.113.22' })).status).toBe(429);
  });

  it('leave health checks alone and are off when the options say so', async () => {
    const api = await serve({ rateLimits: { ...limits, browse: 1 } });
    for (let i = 0; i < 3; i++) expect((await api.get('/health')).status).toBe(200);
    const unlimited = await serve({ rateLimits: null });
    for (let i = 0; i < 4; i++) expect((await unlimited.get(pdf)).status).toBe(404);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'authorization',
  });

  it('is closed by default: no CORS header for any origin, preflight or not', async () => {
    const api = await serve();
    const res = await api.get('/api/settings/market/SE', { origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    const cors = [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));
    expect(cors).toEqual([]);
    const pre = await fetch(`${api.baseUrl}/api/settings/market/SE`, {
      method: 'OPTIONS',
      headers: preflight('https://evil.example'),
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('answers a configured origin only, preflight included', async () => {
    const api = await serve({ corsOrigins: ['https://partner.example'] });
    const res = await api.get('/api/settings/market/SE', { origin: 'https://partner.example' });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(res.headers.get('vary')).toContain('Origin');

    const pre = await fetch(`${api.baseUrl}/api/settings/market/SE`, {
      method: 'OPTIONS',
      headers: preflight('https://partner.example'),
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(pre.headers.get('access-control-allow-methods')).toContain('GET');
    expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');

    for (const origin of ['https://evil.example', 'https://partner.example.evil.example', 'null']) {
      const other = await api.get('/api/settings/market/SE', { origin });
      expect(other.headers.get('access-control-allow-origin'), origin).toBeNull();
      // The answer still varies by Origin, so a shared cache never hands it to the partner.
      expect(other.headers.get('vary'), origin).toContain('Origin');
      const otherPre = await fetch(`${api.baseUrl}/api/settings/market/SE`, {
        method: 'OPTIONS',
        headers: preflight(origin),
      });
      expect(otherPre.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('methods the API does not serve', () => {
  let api: Served;
  beforeAll(async () => {
    api = await serve();
  });

  it("answer TRACE with 405 and the path's own methods in Allow; 404 where nothing is served", async () => {
    for (const path of ['/health', '/api/document/size-guides/tops.pdf']) {
      const res = await rawRequest(api.baseUrl, `TRACE ${path} HTTP/1.1`);
      expect(res.status, path).toBe(405);
      expect(headerOf(res.head, 'allow'), path).toBe('GET, HEAD');
      expect(JSON.parse(res.body), path).toEqual({
        code: 'method_not_allowed',
        message: 'The API does not serve TRACE requests.',
      });
      expect(headerOf(res.head, 'x-content-type-options'), path).toBe('nosniff');
    }
    const unknown = await rawRequest(api.baseUrl, 'TRACE /no/such/route HTTP/1.1');
    expect(unknown.status).toBe(404);
    expect(headerOf(unknown.head, 'allow')).toBeNull();
  });

  it("answer a served method on a path served with others with 405 and that path's methods", async () => {
    const cart = `/api/cart/carts/${crypto.randomUUID()}`;
    for (const [requestLine, allow] of [
      ['DELETE /api/product/products HTTP/1.1', 'GET, HEAD'],
      [`PATCH ${cart} HTTP/1.1`, 'GET, HEAD, PUT, DELETE'],
      ['GET /api/auth/login HTTP/1.1', 'POST'],
      ['PUT /api/metadata/AddressValidation HTTP/1.1', 'POST'],
    ] as const) {
      const res = await rawRequest(api.baseUrl, requestLine);
      expect(res.status, requestLine).toBe(405);
      expect(headerOf(res.head, 'allow'), requestLine).toBe(allow);
      expect(JSON.parse(res.body).code, requestLine).toBe('method_not_allowed');
    }
    expect((await rawRequest(api.baseUrl, 'DELETE /no/such/route HTTP/1.1')).status).toBe(404);
  });

  it('answer methods Node handles itself (TRACK, CONNECT) and other unserved ones the same way', async () => {
    for (const requestLine of [
      'TRACK /health HTTP/1.1',
      'PROPFIND /health HTTP/1.1',
      'QUERY /health HTTP/1.1',
    ]) {
      const res = await rawRequest(api.baseUrl, requestLine);
      expect(res.status, requestLine).toBe(405);
      expect(headerOf(res.head, 'allow'), requestLine).toBe('GET, HEAD');
      expect(JSON.parse(res.body).code, requestLine).toBe('method_not_allowed');
    }
    // A tunnel's authority and a path nothing is served on name no resource of the API.
    for (const requestLine of ['CONNECT 127.0.0.1:22 HTTP/1.1', 'TRACK / HTTP/1.1']) {
      const res = await rawRequest(api.baseUrl, requestLine);
      expect(res.status, requestLine).toBe(404);
      expect(JSON.parse(res.body).code, requestLine).toBe('not_found');
    }
    // A request Node cannot parse keeps a plain 400.
    expect((await rawRequest(api.baseUrl, 'GET /health HTTP/9')).status).toBe(400);
  });
});
