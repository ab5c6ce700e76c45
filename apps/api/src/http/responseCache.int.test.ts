import type { ProductListResponse } from '@workwear/contracts';
import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { serveApp, testServer } from '../testing/testServer';

let cached: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  const { handle } = await testServer();
  cached = await serveApp(createApp({ handle, logger: createLogger('silent'), cache: true }).app);
});
afterAll(() => cached.close());

describe('catalogue response cache', () => {
  it('serves a repeated anonymous GET from memory, whatever the parameter order', async () => {
    const first = await cached.get('/api/product/products?pageSize=3&sortField=PartNo');
    const second = await cached.get('/api/product/products?sortField=PartNo&pageSize=3');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('cache-control')).toContain('max-age=60');
  });

  it('keys on the parameters the call declares: an unknown one shares the entry, a declared one does not', async () => {
    const first = await cached.get('/api/product/products?pageSize=4&sortField=PartNo');
    expect(first.headers.get('x-cache')).toBe('MISS');
    for (const junk of ['utm_source=mail', '_=1795929412868', 'pageSize2=4', 'x=%00']) {
      const res = await cached.get(`/api/product/products?pageSize=4&${junk}&sortField=PartNo`);
      expect(res.headers.get('x-cache'), junk).toBe('HIT');
      expect(res.body, junk).toEqual(first.body);
    }
    expect(
      (await cached.get('/api/product/products?pageSize=5&sortField=PartNo')).headers.get('x-cache'),
    ).toBe('MISS');
  });

  it('never caches failures or authorised requests', async () => {
    const bad = await cached.get('/api/product/products?page=0');
    const badAgain = await cached.get('/api/product/products?page=0');
    expect(badAgain.status).toBe(400);
    expect(bad.headers.get('x-cache')).toBeNull();
    expect(badAgain.headers.get('x-cache')).toBeNull();
    const authorised = await cached.get('/api/product/products?pageSize=2', { authorization: 'Bearer x' });
    expect(authorised.headers.get('x-cache')).toBeNull();
  });
});

describe('catalogue response cache for signed-in callers', () => {
  const LIST = '/api/product/products?marketId=se&cultureCode=sv-SE&pageSize=6&sortField=PartNo';

  async function signIn(login: string) {
    const account = DEMO_ACCOUNTS.find((a) => a.login === login)!;
    const res = await fetch(`${cached.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: account.login, password: account.password, market: account.market }),
    });
    const body = (await res.json()) as { accessToken: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return { authorization: `Bearer ${body.accessToken}` };
  }

  const prices = (body: ProductListResponse) => body.results.map((p) => p.price);

  it("shares an answer within one company and role only, privately, and never past the session's end", async () => {
    // Anna and Erik: one company (agreement prices), User and CustomerAdmin; Nils: another company
    // whose prices are hidden.
    const anna = await signIn('anna.user@demo.workwear.test');
    const erik = await signIn('erik.admin@demo.workwear.test');
    const nils = await signIn('nils.user@demo.workwear.test');

    const first = await cached.get<ProductListResponse>(LIST, anna);
    const again = await cached.get<ProductListResponse>(LIST, anna);
    expect(first.status).toBe(200);
    expect([first.headers.get('x-cache'), again.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(again.body).toEqual(first.body);
    for (const res of [first, again]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toBe('Authorization');
    }

    // Same URL, another group: computed for them, not handed Anna's prices.
    const admin = await cached.get<ProductListResponse>(LIST, erik);
    const hidden = await cached.get<ProductListResponse>(LIST, nils);
    const anonymous = await cached.get<ProductListResponse>(LIST);
    expect(admin.headers.get('x-cache')).toBe('MISS');
    expect(hidden.headers.get('x-cache')).toBe('MISS');
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect(anonymous.headers.get('cache-control')).toContain('public');
    expect(prices(hidden.body).every((p) => p === null)).toBe(true);
    expect(prices(first.body).some((p) => p !== null)).toBe(true);
    expect(prices(anonymous.body)).not.toEqual(prices(first.body));

    // Signed out: the token is refused before the cache is looked at.
    const out = await fetch(`${cached.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { ...anna, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const after = await cached.get(LIST, anna);
    expect(after.status).toBe(401);
    expect(after.headers.get('x-cache')).toBeNull();
  });
});
