import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient, type HttpLogger } from './httpClient';
import { HttpError, ResponseValidationError, TimeoutError } from './httpErrors';
import { DEFAULT_TIMEOUT_MS, ORDER_SEND_TIMEOUT_MS } from './requestTimeouts';
import { closedPortUrl, sendJson, startTestServer, type TestServer } from './testing/httpTestServer';

const PDF_BYTES = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1');

let server: TestServer;
/** Requests /counted has answered. */
let counted = 0;

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    const path = request.url.split('?')[0];
    switch (path) {
      case '/echo':
        return sendJson(response, 200, {
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization ?? null,
          contentType: request.headers['content-type'] ?? null,
          body: request.body,
        });
      case '/problem':
        return sendJson(response, 200, { title: 'fine' }, 'application/problem+json; charset=utf-8');
      case '/text':
        response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void response.end('Arbetskläder');
      case '/xml':
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        return void response.end('<cart id="1"/>');
      case '/text-xml':
        response.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
        return void response.end('<ok/>');
      case '/pdf':
        response.writeHead(200, { 'Content-Type': 'application/pdf' });
        return void response.end(PDF_BYTES);
      case '/no-content':
        response.writeHead(204);
        return void response.end();
      case '/empty-json':
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '0' });
        return void response.end();
      case '/not-found':
        return sendJson(response, 404, { code: 'NotFound', message: 'No such cart' });
      case '/unauthenticated':
        return sendJson(response, 401, { code: 'unauthenticated', message: 'The session has ended.' });
      case '/server-error':
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        return void response.end('database unavailable');
      case '/slow':
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        if (!response.destroyed) sendJson(response, 200, { late: true });
        return;
      case '/counted':
        counted += 1;
        return sendJson(response, 200, {
          call: counted,
          authorization: request.headers.authorization ?? null,
        });
      case '/products':
        return sendJson(response, 200, { results: [{ sku: 'AB12CD34EF56', price: 'free' }], total: 1 });
      default:
        return sendJson(response, 404, { code: 'NoRoute' });
    }
  });
});

afterAll(() => server.close());

function recordingLogger() {
  const entries: { message: string; meta: unknown }[] = [];
  const logger: HttpLogger = { error: (message, meta) => entries.push({ message, meta }) };
  return { logger, entries };
}

interface Echo {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

describe('createHttpClient: request shape', () => {
  it('sends the bearer token on authorised calls only', async () => {
    const client = createHttpClient({ baseUrl: server.baseUrl, getToken: async () => 'token-123' });

    const authorised = await client.get<Echo>('/echo');
    const explicit = await client.get<Echo>('/echo', { authorised: true });
    const anonymous = await client.get<Echo>('/echo', { authorised: false });

    expect(authorised.authorization).toBe('Bearer token-123');
    expect(explicit.authorization).toBe('Bearer token-123');
    expect(anonymous.authorization).toBeNull();
  });

  it('sends no Authorization header when there is no token', async () => {
    const client = createHttpClient({ baseUrl: server.baseUrl, getToken: () => undefined });
    expect((await client.get<Echo>('/echo')).authorization).toBeNull();
  });

  it('serialises arrays as repeated keys, skips undefined and merges the default query', async () => {
    const client = createHttpClient({
      baseUrl: `${server.baseUrl}/`,
      defaultQuery: () => ({ marketId: '1', cultureCode: 'sv-SE' }),
    });

    const echo = await client.get<Echo>('echo', {
      query: {
        Sku: ['AB12CD34EF56', 'XY98'],
        PageSize: 1000,
        includeMarketPrice: true,
        sortField: undefined,
        cultureCode: 'en-GB',
      },
    });
    const params = new URL(echo.url, server.baseUrl).searchParams;

    expect(params.getAll('Sku')).toEqual(['AB12CD34EF56', 'XY98']);
    expect(params.get('PageSize')).toBe('1000');
    expect(params.get('includeMarketPrice')).toBe('true');
    expect(params.has('sortField')).toBe(false);
    expect(params.get('marketId')).toBe('1');
    expect(params.getAll('cultureCode')).toEqual(['en-GB']);
  });

  it('leaves out the default query when asked to', async () => {
    const client = createHttpClient({ baseUrl: server.baseUrl, defaultQuery: () => ({ marketId: '1' }) });
    const echo = await client.get<Echo>('/echo', { skipDefaultQuery: true, query: { a: 'b' } });
    expect(echo.url).toBe('/echo?a=b');
  });

  it('JSON-encodes object bodies and passes strings through', async () => {
    const client = createHttpClient({ baseUrl: server.baseUrl });

    const json = await client.post<Echo>('/echo', { cartId: 'c1', rows: [1, 2] });
    const text = await client.put<Echo>('/echo', 'plain', { headers: { 'Content-Type': 'text/plain' } });

    expect(json.method).toBe('POST');
    expect(json.contentType).toBe('application/json');
    expect(JSON.parse(json.body)).toEqual({ cartId: 'c1', rows: [1, 2] });
    expect(text.method).toBe('PUT');
    expect(text.contentType).toBe('text/plain');
    expect(text.body).toBe('plain');
  });
});

describe('createHttpClient: response parsing by content type', () => {
  const client = () => createHttpClient({ baseUrl: server.baseUrl });

  it('parses application/json and +json as JSON', async () => {
    expect(await client().get('/echo')).toMatchObject({ method: 'GET', url: '/echo' });
    expect(await client().get('/problem')).toEqual({ title: 'fine' });
  });

  it('returns text/* as a string', async () => {
    expect(await client().get('/text')).toBe('Arbetskläder');
  });

  it('returns XML (application/xml and text/xml) as a string', async () => {
    expect(await client().get('/xml')).toBe('<cart id="1"/>');
    expect(await client().get('/text-xml')).toBe('<ok/>');
  });

  it('returns other content types as a Blob', async () => {
    const blob = await client().get<Blob>('/pdf');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('returns undefined for 204 and for an empty body', async () => {
    expect(await client().delete('/no-content')).toBeUndefined();
    expect(await client().get('/empty-json')).toBeUndefined();
  });
});

describe('createHttpClient: failures', () => {
  it('rejects a 404 with status, status text and the parsed JSON body', async () => {
    const error = await createHttpClient({ baseUrl: server.baseUrl })
      .get('/not-found')
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      body: { code: 'NotFound', message: 'No such cart' },
      method: 'GET',
    });
  });

  it('tells onSessionEnded of a 401 to a call that carried a token, which may take over by throwing', async () => {
    const told: HttpError[] = [];
    const signedIn = createHttpClient({
      baseUrl: server.baseUrl,
      getToken: () => 'token-123',
      onSessionEnded: (error) => {
        told.push(error);
      },
    });
    await expect(signedIn.get('/unauthenticated')).rejects.toMatchObject({ status: 401 });
    expect(told.map((e) => e.status)).toEqual([401]);
    // Not for an anonymous call (a sign-in refused is no session ending), nor for another refusal.
    await expect(signedIn.get('/unauthenticated', { authorised: false })).rejects.toBeInstanceOf(HttpError);
    await expect(signedIn.get('/not-found')).rejects.toBeInstanceOf(HttpError);
    expect(told).toHaveLength(1);

    const takeover = new Error('to the logged-out page');
    const redirecting = createHttpClient({
      baseUrl: server.baseUrl,
      getToken: () => 'token-123',
      onSessionEnded: async () => {
        throw takeover;
      },
    });
    await expect(redirecting.get('/unauthenticated')).rejects.toBe(takeover);
  });

  it('rejects a 500 with the text body and does not log it', async () => {
    const { logger, entries } = recordingLogger();
    const error = await createHttpClient({ baseUrl: server.baseUrl, logger })
      .post('/server-error', { a: 1 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 500,
      statusText: 'Internal Server Error',
      body: 'database unavailable',
    });
    expect(entries).toEqual([]);
  });

  it('rejects with a TimeoutError and logs it when the server is slower than the timeout', async () => {
    const { logger, entries } = recordingLogger();
    const client = createHttpClient({ baseUrl: server.baseUrl, logger });

    const error = await client
      .get('/slow', { timeoutMs: 100, query: { email: 'a@b.se' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 100, method: 'GET' });
    expect(entries).toEqual([
      {
        message: 'Request timed out.',
        meta: { method: 'GET', url: `${server.baseUrl}/slow`, timeoutMs: 100 },
      },
    ]);
  });

  it('uses the client default timeout when the call gives none', async () => {
    const { logger, entries } = recordingLogger();
    const client = createHttpClient({ baseUrl: server.baseUrl, logger, defaultTimeoutMs: 100 });

    await expect(client.get('/slow')).rejects.toBeInstanceOf(TimeoutError);
    expect(entries).toHaveLength(1);
  });

  it('rethrows a caller abort unchanged and does not log it', async () => {
    const { logger, entries } = recordingLogger();
    const controller = new AbortController();
    const pending = createHttpClient({ baseUrl: server.baseUrl, logger }).get('/slow', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('navigated away')), 50);

    await expect(pending).rejects.toThrow('navigated away');
    expect(entries).toEqual([]);
  });

  it('logs and rethrows a network failure', async () => {
    const { logger, entries } = recordingLogger();
    const baseUrl = await closedPortUrl();

    const error = await createHttpClient({ baseUrl, logger })
      .get('/anything')
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TypeError);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      message: 'Network request failed.',
      meta: { method: 'GET', url: `${baseUrl}/anything`, error },
    });
  });

  it('rejects with a ResponseValidationError naming the failing paths', async () => {
    const products = z.object({
      results: z.array(z.object({ sku: z.string().length(12), price: z.number() })),
      total: z.number(),
      page: z.number(),
    });
    const error = await createHttpClient({ baseUrl: server.baseUrl })
      .get('/products', { schema: products })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).paths).toEqual(['results.0.price', 'page']);
    expect((error as ResponseValidationError).message).toContain('results.0.price, page');
  });

  it('returns the parsed value when the response matches the schema', async () => {
    const products = z.object({
      results: z.array(z.object({ sku: z.string(), price: z.string().transform((p) => p.toUpperCase()) })),
    });
    const body = await createHttpClient({ baseUrl: server.baseUrl }).get('/products', { schema: products });
    expect(body).toEqual({ results: [{ sku: 'AB12CD34EF56', price: 'FREE' }] });
  });
});

describe('timeouts', () => {
  it('match the spec', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(ORDER_SEND_TIMEOUT_MS).toBe(120_000);
  });
});

describe('createHttpClient: reads shared within a scope', () => {
  it('answers a repeated GET of the same URL and credentials from the first call', async () => {
    const reads = new Map<string, Promise<unknown>>();
    let token = 'buyer-1';
    const client = createHttpClient({
      baseUrl: server.baseUrl,
      sharedReads: () => reads,
      getToken: () => token,
    });
    const before = counted;
    const [first, again] = await Promise.all([client.get('/counted?x=1'), client.get('/counted?x=1')]);
    expect(again).toBe(first);
    expect(counted - before).toBe(1);
    // Another URL, or other credentials, is another read.
    await client.get('/counted?x=2');
    token = 'buyer-2';
    expect(await client.get('/counted?x=1')).toMatchObject({ authorization: 'Bearer buyer-2' });
    expect(counted - before).toBe(3);
  });

  it('asks again after a write, and never shares without a scope', async () => {
    const reads = new Map<string, Promise<unknown>>();
    const scoped = createHttpClient({ baseUrl: server.baseUrl, sharedReads: () => reads });
    const before = counted;
    await scoped.get('/counted');
    await scoped.post('/echo', { change: true });
    await scoped.get('/counted');
    expect(counted - before).toBe(2);
    const unscoped = createHttpClient({ baseUrl: server.baseUrl });
    await unscoped.get('/counted');
    await unscoped.get('/counted');
    expect(counted - before).toBe(4);
  });
});
