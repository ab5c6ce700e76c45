import type { DatabaseHandle } from '@workwear/db';
import { ONE_CONNECTION } from '@workwear/db/testing';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestAccount,
  createTestCompany,
  type SignInServer,
  serveSignInApp,
  signInDatabase,
  type TestAccount,
} from '../../testing/signIn';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, PAIR_THROTTLE } from './policy';

let addressSerial = 0;
/** Each test signs in from an address of its own (X-Forwarded-For from the trusted loopback). */
const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${++addressSerial}` });

/** Concurrent sign-ins really run side by side only on the PostgreSQL server (PGlite has one connection). */
const onServer = inject('databaseUrl') !== undefined;

describe('POST /api/auth/login', () => {
  let handle: DatabaseHandle;
  let api: SignInServer;
  let other: SignInServer;
  let companyId: number;
  let coopCode: string | null;

  beforeAll(async () => {
    handle = await signInDatabase();
    api = await serveSignInApp(handle);
    // A second API process on the same database: the throttle must count across both.
    other = await serveSignInApp(handle);
    ({ id: companyId, coopCode } = await createTestCompany(handle, { market: 'se' }));
  });
  afterAll(async () => {
    await api?.close();
    await other?.close();
    await handle?.close();
  });

  const wrong = (account: TestAccount) => ({ ...account, password: 'not the password' });

  it('signs in with the spec’s claims, a 15-minute ES256 token and an opaque refresh token', async () => {
    const account = await createTestAccount(handle, { role: ROLE.CustomerAdmin, companyIds: [companyId] });
    const res = await api.login(
      { ...account, loginName: account.loginName.toUpperCase() },
      'SE',
      fromNewAddress(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.customer).toMatchObject({ id: account.customerId, companyId, role: 81, market: 'se' });
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(res.body.accessToken);
    expect(claims).toMatchObject({
      storm_role: '81',
      customer_id: String(account.customerId),
      company_id: String(companyId),
      super_customer_admin: 'false',
      coop_code: coopCode,
      market: 'se',
      iss: 'workwear-shop-api',
      aud: 'workwear-shop',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(15 * 60);
    const me = await api.send('GET', '/api/auth/authenticated', undefined, {
      Authorization: `Bearer ${res.body.accessToken}`,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ authenticated: true, principal: { sessionId: claims.sid, companyId } });
  });

  it('answers an unknown user and a wrong password alike, and an inactive account the same', async () => {
    const account = await createTestAccount(handle, { companyIds: [companyId] });
    const inactive = await createTestAccount(handle, { companyIds: [companyId], isActive: false });
    const unknown = await api.login(
      { loginName: 'nobody-at-all@example.test', password: 'whatever-123' },
      'se',
      fromNewAddress(),
    );
    const wrongPassword = await api.login(wrong(account), 'se', fromNewAddress());
    const deactivated = await api.login(inactive, 'se', fromNewAddress());
    expect(unknown.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(deactivated.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(deactivated.body).toEqual(unknown.body);
  });

  it('names the account’s market when it signs in in another, and keeps consumers to consumer markets', async () => {
    const german = await createTestAccount(handle, { market: 'de', language: 'de' });
    const res = await api.login(german, 'se', fromNewAddress());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'account_of_other_market', current: { market: 'de' } });

    const consumerDe = await createTestAccount(handle, { role: ROLE.B2C, market: 'de', language: 'de' });
    const refused = await api.login(consumerDe, 'de', fromNewAddress());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');

    const consumerSe = await createTestAccount(handle, { role: ROLE.B2C, market: 'se' });
    const ok = await api.login(consumerSe, 'se', fromNewAddress());
    expect(ok.status).toBe(200);
    expect(ok.body.customer).toMatchObject({ role: ROLE.B2C, companyId: null });
  });

  it('refuses a missing field with 400 naming it', async () => {
    const res = await api.post<{ details: { fields: { field: string }[] } }>('/api/auth/login', {
      userName: 'a@example.test',
      market: 'se',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.map((f) => f.field)).toContain('password');
  });

  it('refuses one address guessing one account, on either process, while the owner elsewhere gets in', async () => {
    const account = await createTestAccount(handle, { companyIds: [companyId] });
    const guesser = fromNewAddress();
    for (let i = 0; i < PAIR_THROTTLE.free + 1; i++) {
      const res = await (i % 2 === 0 ? api : other).login(wrong(account), 'se', guesser);
      expect(res.status).toBe(401);
    }
    // From the guessing address even the right password waits now, on either process.
    for (const server of [api, other]) {
      const blocked = await server.login(account, 'se', guesser);
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('rate_limited');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect((await api.login(account, 'se', fromNewAddress())).status).toBe(200);
  });

  it('slows guesses from many addresses at the account’s ceiling, never the right password from a clean address', async () => {
    const account = await createTestAccount(handle, { companyIds: [companyId] });
    const guessers = Array.from({ length: ACCOUNT_THROTTLE.free + 1 }, fromNewAddress);
    for (const [i, guesser] of guessers.entries()) {
      const res = await (i % 2 === 0 ? api : other).login(wrong(account), 'se', guesser);
      expect(res.status).toBe(401);
    }
    // An address that has failed recently waits at the ceiling, even below its own pair's free count.
    const slowed = await other.login(wrong(account), 'se', guessers[0]);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The owner, from an address with no recent failures, is never refused.
    expect((await api.login(account, 'se', fromNewAddress())).status).toBe(200);
  });

  it('lets 30 concurrent wrong guesses reach the password check only as often as one after another', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const account = await createTestAccount(handle, { companyIds: [companyId] });
    const guesser = fromNewAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? api : other).login(wrong(account), 'se', guesser)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_THROTTLE.free + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PAIR_THROTTLE.free - 1);
  });

  it('starts an account’s count over after a successful sign-in', async () => {
    const account = await createTestAccount(handle, { companyIds: [companyId] });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ACCOUNT_THROTTLE.free; i++) {
        expect((await api.login(wrong(account), 'se', fromNewAddress())).status).toBe(401);
      }
      expect((await api.login(account, 'se', fromNewAddress())).status).toBe(200);
    }
  });

  it('throttles a client address trying many login names', async () => {
    const address = fromNewAddress();
    const account = await createTestAccount(handle, { companyIds: [companyId] });
    for (let i = 0; i < ADDRESS_THROTTLE.free + 1; i++) {
      const res = await (i % 2 === 0 ? api : other).login(
        { loginName: `guess-${i}-${addressSerial}@example.test`, password: 'guessing-123' },
        'se',
        address,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await api.login(account, 'se', address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The same account from another address is not held up.
    expect((await api.login(account, 'se', fromNewAddress())).status).toBe(200);
  });

  it('does not count right passwords against an office’s shared address', async () => {
    const office = fromNewAddress();
    for (let i = 0; i < ADDRESS_THROTTLE.free + 2; i++) {
      const colleague = await createTestAccount(handle, { companyIds: [companyId] });
      expect((await api.login(colleague, 'se', office)).status).toBe(200);
    }
    // An address that only ever signs in keeps no row in the throttle.
    const ip = office['X-Forwarded-For'];
    const rows = await handle.rows(
      sql`SELECT key FROM login_throttle WHERE key = ${`address:${ip}`} OR key LIKE ${`pair:${ip}|%`}`,
    );
    expect(rows).toEqual([]);
  });
});
