import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody } from '@workwear/contracts';
import { type DatabaseHandle, schema } from '@workwear/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { DEFAULT_SECURITY } from '../../http/security';
import { createLogger } from '../../logger';
import { serveApp, testServer } from '../../testing/testServer';
import { KLEVU_TOPIC, klevuOutboxHandler } from './klevuForwarding';
import { klevuRecorder } from './recorder';
import { purgeOldAnalyticsEvents } from './retention';

/**
 * The search analytics proxy on the demo flags: UseKlevu is on in SE and off in NO. The API is called
 * from 127.0.0.1, a trusted proxy, so X-Forwarded-For stands for the shopper's address as the
 * storefront's server forwards it.
 */
type Served = Awaited<ReturnType<typeof serveApp>>;
let handle: DatabaseHandle;
let api: Served;
const { searchAnalyticsEvents: events } = schema;
const SHOPPER = '203.0.113.9';

beforeAll(async () => {
  handle = (await testServer()).handle;
  const logger = createLogger('silent');
  api = await serveApp(
    createApp({ handle, logger, cache: false, security: { ...DEFAULT_SECURITY, rateLimits: null } }).app,
  );
}, 180_000);
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  await handle.db.delete(events);
});

const get = (path: string) => api.get<ApiErrorBody | string>(path, { 'X-Forwarded-For': SHOPPER });
const post = (path: string, body: unknown) =>
  fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': SHOPPER },
    body: JSON.stringify(body),
  });
const stored = () => handle.db.select().from(events).orderBy(events.id);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const search = (params: Record<string, string> = {}) =>
  `/api/klevu/analytics/trackProductSearch?${query({
    term: 'Arbetsjacka ę ř ģ õ',
    totalResults: '17',
    typeOfQuery: 'search',
    lang: 'sv',
    marketId: 'SE',
    ...params,
  })}`;

const click = (params: Record<string, string> = {}) =>
  `/api/klevu/analytics/trackProductClick?${query({
    keywords: 'jacka',
    type: 'clicked',
    productId: '123456781234',
    productGroupId: '12345678',
    productVariantId: '123456781234',
    productName: 'Varselväst Žluťoučký ģērbšanās',
    productUrl: '/sv/produkt/varselvast',
    lang: 'sv',
    marketId: 'SE',
    ...params,
  })}`;

const purchase = (overrides: Record<string, unknown> = {}) => ({
  lang: 'sv',
  marketId: 'SE',
  userProfile: { email: 'asa.oberg@example.test' },
  items: [
    {
      order_id: 'W-1001',
      order_line_id: '1',
      item_name: 'Skyddsbyxa Mężczyźni',
      item_id: '123456781234',
      item_group_id: '12345678',
      item_variant_id: '123456781234',
      unit_price: 129_900,
      units: 2,
      currency: 'SEK',
    },
  ],
  ...overrides,
});

describe('/api/klevu/analytics where UseKlevu is on (SE)', () => {
  it('records a search with the address the API saw, the language and the market; letters survive', async () => {
    const res = await get(`${search()}&shopperIP=198.51.100.1`);
    expect(res.status).toBe(204);
    const [event, ...rest] = await stored();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      kind: 'search',
      marketId: 'SE',
      language: 'sv',
      shopperIp: SHOPPER,
      term: 'Arbetsjacka ę ř ģ õ',
      payload: { totalResults: 17, typeOfQuery: 'search' },
    });
  });

  it('records a click on a search result with the product, its page and the search', async () => {
    expect((await get(click())).status).toBe(204);
    const [event] = await stored();
    expect(event).toMatchObject({
      kind: 'click',
      marketId: 'SE',
      language: 'sv',
      shopperIp: SHOPPER,
      term: 'jacka',
      payload: {
        type: 'clicked',
        productId: '123456781234',
        productGroupId: '12345678',
        productVariantId: '123456781234',
        productName: 'Varselväst Žluťoučký ģērbšanās',
        productUrl: '/sv/produkt/varselvast',
      },
    });
  });

  it('records a purchase with the buyer and the lines, the address added by the API', async () => {
    expect((await post('/api/klevu/analytics/trackOrderPurchase', purchase())).status).toBe(204);
    const [event] = await stored();
    expect(event).toMatchObject({ kind: 'purchase', marketId: 'SE', language: 'sv', shopperIp: SHOPPER });
    expect(event!.payload).toEqual({
      userProfile: { email: 'asa.oberg@example.test' },
      items: purchase().items,
    });
  });
});

describe('/api/klevu/analytics where UseKlevu is off (NO)', () => {
  it('answers 204 and stores nothing', async () => {
    expect((await get(search({ marketId: 'NO', lang: 'nb' }))).status).toBe(204);
    expect((await get(click({ marketId: 'NO', lang: 'nb' }))).status).toBe(204);
    const res = await post(
      '/api/klevu/analytics/trackOrderPurchase',
      purchase({ marketId: 'NO', lang: 'nb' }),
    );
    expect(res.status).toBe(204);
    expect(await stored()).toEqual([]);
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, and nothing is stored', async () => {
    const cases: [string, string][] = [
      [search({ term: '' }), 'term'],
      [search({ term: 'x'.repeat(201) }), 'term'],
      [search({ totalResults: '-1' }), 'totalResults'],
      [search({ typeOfQuery: 'guess' }), 'typeOfQuery'],
      [search({ lang: 'xx' }), 'lang'],
      [search({ lang: 'de' }), 'lang'],
      [search({ marketId: 'ZZ' }), 'marketId'],
      [search({ term: 'a\u0000b' }), 'term'],
      [click({ productId: "1'; DROP" }), 'productId'],
      [click({ productUrl: 'https://elsewhere.example/' }), 'productUrl'],
      [click({ productUrl: '//elsewhere.example/' }), 'productUrl'],
      [click({ productName: '' }), 'productName'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(
        (res.body as ApiErrorBody).details?.fields.map((f) => f.field),
        path,
      ).toContain(field);
    }
    const posts: [unknown, string][] = [
      [purchase({ items: [] }), 'items'],
      [purchase({ userProfile: { email: 'not an address' } }), 'userProfile.email'],
      [purchase({ userProfile: { email: 'a@b.test', ip_address: '1.2.3.4' } }), 'userProfile'],
      [purchase({ items: [{ ...purchase().items[0], unit_price: 12.5 }] }), 'items.0.unit_price'],
      [purchase({ marketId: 'ZZ' }), 'marketId'],
      [purchase({ lang: 'de' }), 'lang'],
    ];
    for (const [body, field] of posts) {
      const res = await post('/api/klevu/analytics/trackOrderPurchase', body);
      expect(res.status, field).toBe(400);
      const answer = (await res.json()) as ApiErrorBody;
      expect(
        answer.details?.fields.map((f) => f.field),
        field,
      ).toContain(field);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over 64 KiB before reading it', async () => {
    const res = await post('/api/klevu/analytics/trackOrderPurchase', {
      ...purchase(),
      padding: 'x'.repeat(70_000),
    });
    expect(res.status).toBe(413);
    expect(await stored()).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes kept events older than the retention days, and only those', async () => {
    expect((await get(search({ term: 'gammal' }))).status).toBe(204);
    expect((await get(search({ term: 'ny' }))).status).toBe(204);
    await handle.db.execute(
      sql`UPDATE search_analytics_events SET created_at = now() - interval '91 days' WHERE term = 'gammal'`,
    );
    expect(await purgeOldAnalyticsEvents(handle, 90)).toBe(1);
    expect((await stored()).map((e) => e.term)).toEqual(['ny']);
  });
});

describe('forwarding to Klevu (KLEVU_ANALYTICS_URL set)', () => {
  let klevu: ReturnType<typeof createServer>;
  let klevuUrl: string;
  const received: { method: string; url: URL; body: string }[] = [];

  beforeAll(async () => {
    // A stand-in for Klevu's analytics API on this machine: it records what it is sent.
    klevu = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: new URL(req.url ?? '/', 'http://klevu'), body });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => klevu.listen(0, '127.0.0.1', resolve));
    klevuUrl = `http://127.0.0.1:${(klevu.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await handle.db.delete(schema.outbox).where(eq(schema.outbox.topic, KLEVU_TOPIC));
    await new Promise((resolve) => klevu.close(resolve));
  });

  it('writes each event to the outbox instead of the table, and the handler sends it to Klevu', async () => {
    const forwarding = await serveApp(
      createApp({
        handle,
        logger: createLogger('silent'),
        cache: false,
        security: { ...DEFAULT_SECURITY, rateLimits: null },
        klevu: { recorder: klevuRecorder },
      }).app,
    );
    try {
      expect((await forwarding.get(search(), { 'X-Forwarded-For': SHOPPER })).status).toBe(204);
      const res = await fetch(`${forwarding.baseUrl}/api/klevu/analytics/trackOrderPurchase`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': SHOPPER },
        body: JSON.stringify(purchase()),
      });
      expect(res.status).toBe(204);
    } finally {
      await forwarding.close();
    }
    expect(await stored()).toEqual([]);
    const entries = await handle.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.topic, KLEVU_TOPIC), sql`delivered_at IS NULL`))
      .orderBy(schema.outbox.id);
    expect(entries).toHaveLength(2);

    const handler = klevuOutboxHandler({ url: klevuUrl, apiKey: 'key-123' });
    for (const entry of entries) {
      const prepared = handler.prepare(entry.payload);
      if (!prepared.ok) throw new Error(prepared.error);
      await prepared.deliver({ outboxId: entry.id, createdAt: entry.createdAt, attempt: 1 });
    }
    const [searched, bought] = received;
    expect(searched?.method).toBe('GET');
    expect(searched?.url.pathname).toBe('/analytics/n-search/search');
    expect(Object.fromEntries(searched!.url.searchParams)).toMatchObject({
      klevu_apiKey: 'key-123',
      klevu_term: 'Arbetsjacka ę ř ģ õ',
      klevu_totalResults: '17',
      klevu_shopperIP: SHOPPER,
    });
    expect(bought?.method).toBe('POST');
    expect(bought?.url.pathname).toBe('/analytics/collect');
    const [sent] = JSON.parse(bought!.body) as {
      event: string;
      user_profile: unknown;
      event_data: { items: { unit_price: string; item_name: string }[] };
    }[];
    expect(sent?.event).toBe('order_purchase');
    expect(sent?.user_profile).toEqual({ email: 'asa.oberg@example.test', ip_address: SHOPPER });
    expect(sent?.event_data.items[0]).toMatchObject({
      unit_price: '1299.00',
      item_name: 'Skyddsbyxa Mężczyźni',
    });
  });

  it('throws (so the worker retries) when Klevu refuses', async () => {
    const handler = klevuOutboxHandler({ url: `${klevuUrl}/missing`, apiKey: 'k' });
    const down = createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    try {
      const refusing = klevuOutboxHandler({
        url: `http://127.0.0.1:${(down.address() as AddressInfo).port}`,
        apiKey: 'k',
      });
      const event = {
        kind: 'search',
        marketId: 'SE',
        language: 'sv',
        shopperIp: SHOPPER,
        term: 'x',
        payload: {},
      };
      const prepared = refusing.prepare(event);
      if (!prepared.ok) throw new Error(prepared.error);
      await expect(prepared.deliver({ outboxId: 1, createdAt: new Date(), attempt: 1 })).rejects.toThrow(
        /503/,
      );
      expect(handler.prepare({ kind: 'nothing' }).ok).toBe(false);
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });
});
