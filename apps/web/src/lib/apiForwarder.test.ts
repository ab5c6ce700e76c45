import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiForwarder } from './apiForwarder';

/**
 * The forwarder against a real HTTP server standing in for the API: it records what arrived and
 * answers as each path says, so both directions of the header rules show.
 */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

let api: Server;
let apiUrl: string;
const seen: Seen[] = [];
/** Routes of the stand-in API that hold their answer until the test lets go. */
const held = new Map<string, (res: ServerResponse) => void>();

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const path = (req.url ?? '').split('?')[0];
  if (path === '/api/document/guide.pdf') {
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="guide.pdf"',
      'content-length': String(body.length || 9),
      'cache-control': 'public, max-age=60',
      etag: '"v1"',
      'x-request-id': String(req.headers['x-request-id']),
      'set-cookie': 'tracker=1',
      'x-powered-by': 'api',
      'content-security-policy': "default-src 'none'",
    });
    res.end('%PDF-1.7\n');
  } else if (path === '/api/product/images/1.svg') {
    if (req.headers['if-none-match'] === '"img1"') {
      res.writeHead(304, { etag: '"img1"', 'cache-control': 'public, max-age=86400, immutable' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/svg+xml', etag: '"img1"' });
    res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  } else if (path === '/api/limited') {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '17' });
    res.end('{"code":"rate_limited","message":"Too many requests"}');
  } else if (path === '/api/echo') {
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, body }));
  } else if (held.has(path ?? '')) {
    held.get(path ?? '')?.(res);
  } else {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"code":"not_found","message":"No such call"}');
  }
}

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res, body);
    });
  });
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  api.close();
});

const shop = 'http://shop.example';
const lastSeen = () => seen.at(-1) as Seen;

describe('forwarding to the API', () => {
  const forward = () => createApiForwarder({ apiUrl, timeoutMs: 5000 });

  it('passes path, query and the chosen request headers, never cookies', async () => {
    const response = await forward()(
      new Request(`${shop}/api/document/guide.pdf?lang=pl&x=%C4%99`, {
        headers: {
          accept: 'application/pdf',
          'accept-language': 'pl',
          authorization: 'Bearer abc',
          cookie: 'session=secret; market=se',
          'x-forwarded-for': '198.51.100.7',
          'x-request-id': 'req-123',
          'if-none-match': '"v0"',
          origin: 'https://evil.example',
          host: 'shop.example',
        },
      }),
    );
    const request = lastSeen();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/document/guide.pdf?lang=pl&x=%C4%99');
    expect(request.headers).toMatchObject({
      accept: 'application/pdf',
      'accept-language': 'pl',
      authorization: 'Bearer abc',
      'x-forwarded-for': '198.51.100.7',
      'x-request-id': 'req-123',
      'if-none-match': '"v0"',
    });
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers.origin).toBeUndefined();
    expect(request.headers.host).toBe(new URL(apiUrl).host);

    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="guide.pdf"',
      'content-length': '9',
      'cache-control': 'public, max-age=60',
      etag: '"v1"',
      'x-request-id': 'req-123',
    });
    expect(await response.text()).toBe('%PDF-1.7\n');
  });

  it('names a request the browser sent without an id, so both logs share one', async () => {
    const response = await forward()(new Request(`${shop}/api/document/guide.pdf`));
    const id = lastSeen().headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(id);
    await response.body?.cancel();
  });

  it('keeps conditional requests: a matching ETag is a 304 with no body', async () => {
    const response = await forward()(
      new Request(`${shop}/api/product/images/1.svg?width=300`, { headers: { 'if-none-match': '"img1"' } }),
    );
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"img1"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(response.body).toBeNull();
  });

  it("passes the API's refusals on as they are, Retry-After included", async () => {
    const limited = await forward()(new Request(`${shop}/api/limited`));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('17');
    expect(await limited.json()).toEqual({ code: 'rate_limited', message: 'Too many requests' });
    const missing = await forward()(new Request(`${shop}/api/nothing`));
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not_found');
  });

  it('streams a body of other methods to the API, letters of every language intact', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const body = JSON.stringify({ name: 'Mężczyźni Příliš Ģērbs Õhuke' });
      const response = await forward()(
        new Request(`${shop}/api/echo`, {
          method,
          body,
          headers: { 'content-type': 'application/json', 'idempotency-key': `key-${method}` },
        }),
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ method, body });
      expect(lastSeen().headers['content-type']).toBe('application/json');
      expect(lastSeen().headers['idempotency-key']).toBe(`key-${method}`);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await forward()(new Request(`${shop}/api/document/guide.pdf`, { method: 'HEAD' }));
    expect(lastSeen().method).toBe('HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.body).toBeNull();
  });

  it("hands the API's body on as it arrives, not once it is complete", async () => {
    let finish: (() => void) | undefined;
    held.set('/api/document/slow.pdf', (res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write('%PDF-1.7\n');
      finish = () => res.end('%%EOF\n');
    });
    const response = await forward()(new Request(`${shop}/api/document/slow.pdf`));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    // The API still holds the rest: this chunk can only have come through a stream.
    expect(decoder.decode((await reader.read()).value)).toBe('%PDF-1.7\n');
    finish?.();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += decoder.decode(part.value);
    expect(rest).toBe('%%EOF\n');
  });

  it('stops the API call when the visitor goes away', async () => {
    const closed = new Promise<void>((resolve) => {
      held.set('/api/document/endless.pdf', (res) => {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.write('%PDF-1.7\n');
        res.on('close', () => resolve());
      });
    });
    const visitor = new AbortController();
    const response = await forward()(
      new Request(`${shop}/api/document/endless.pdf`, { signal: visitor.signal }),
    );
    expect(response.status).toBe(200);
    visitor.abort();
    await closed;
  });
});

describe('when the API cannot answer', () => {
  it('is a 502 in the error body shape when nothing listens', async () => {
    // A port that was just free: bind, read it, close.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    probe.close();
    await once(probe, 'close');

    const forward = createApiForwarder({ apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 5000 });
    const response = await forward(
      new Request(`${shop}/api/product/images/1.svg`, { headers: { 'x-request-id': 'req-502' } }),
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBe('req-502');
    expect(await response.json()).toEqual({
      code: 'bad_gateway',
      message: expect.stringContaining('not reachable'),
      requestId: 'req-502',
    });
  });

  it('is a 504 when the API does not answer within the timeout', async () => {
    held.set('/api/silent', () => {
      // Never answers; the connection is closed when the test server shuts down.
    });
    const forward = createApiForwarder({ apiUrl, timeoutMs: 100 });
    const response = await forward(new Request(`${shop}/api/silent`));
    expect(response.status).toBe(504);
    expect((await response.json()).code).toBe('gateway_timeout');
  });
});
