import { type DatabaseHandle, schema } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  createTestCompany,
  type SignInServer,
  serveSignInApp,
  signInDatabase,
  type TokenPairBody,
} from '../../testing/signIn';
import { REFRESH_GRACE_MS } from './policy';

/** Sessions after sign-in: refresh rotation, reuse, logout, revocation and company switch. */
describe('auth sessions', () => {
  let handle: DatabaseHandle;
  let api: SignInServer;
  let other: SignInServer;
  let companyId: number;
  let secondCompanyId: number;

  beforeAll(async () => {
    handle = await signInDatabase();
    api = await serveSignInApp(handle);
    other = await serveSignInApp(handle);
    companyId = (await createTestCompany(handle, { name: 'Ålesund Verkstad AS' })).id;
    secondCompanyId = (await createTestCompany(handle, { name: 'Łódź Serwis' })).id;
  });
  afterAll(async () => {
    await api?.close();
    await other?.close();
    await handle?.close();
  });

  const signedIn = async (account: { loginName: string; password: string }) => {
    const res = await api.login(account, 'se');
    expect(res.status).toBe(200);
    return res.body;
  };
  const refresh = (server: SignInServer, refreshToken: string) =>
    server.post<TokenPairBody>('/api/auth/refresh', { refreshToken });
  const whoAmI = (server: SignInServer, accessToken: string) =>
    server.send('GET', '/api/auth/authenticated', undefined, { Authorization: `Bearer ${accessToken}` });

  it('rotates the refresh token on every use and keeps the session', async () => {
    const pair = await signedIn(await createTestAccount(handle, { companyIds: [companyId] }));
    const first = await refresh(api, pair.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(pair.refreshToken);
    const second = await refresh(other, first.body.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
    expect(decodeJwt(second.body.accessToken).sid).toBe(decodeJwt(pair.accessToken).sid);
    expect((await whoAmI(api, second.body.accessToken)).status).toBe(200);
  });

  it('gives ten concurrent refreshes of one token one rotation and signs nobody out', async () => {
    const pair = await signedIn(await createTestAccount(handle, { companyIds: [companyId] }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refresh(i % 2 === 0 ? api : other, pair.refreshToken)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((a) => a.body.refreshToken));
    expect(successors.size).toBe(1);
    const sessionId = decodeJwt(pair.accessToken).sid as string;
    const tokens = await handle.db
      .select()
      .from(schema.refreshTokens)
      .where(eq(schema.refreshTokens.sessionId, sessionId));
    expect(tokens).toHaveLength(2);
    const [successor] = successors;
    const next = await refresh(api, successor as string);
    expect(next.status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const pair = await signedIn(await createTestAccount(handle, { companyIds: [companyId] }));
    const rotated = await refresh(api, pair.refreshToken);
    expect(rotated.status).toBe(200);
    // The old token was rotated longer ago than the grace window (moved back in the database).
    await handle.db
      .update(schema.refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${(REFRESH_GRACE_MS + 5_000) / 1000})` })
      .where(eq(schema.refreshTokens.sessionId, decodeJwt(pair.accessToken).sid as string));
    const reused = await refresh(api, pair.refreshToken);
    expect(reused.status).toBe(401);
    // The thief's replay ends the legitimate holder's session too.
    expect((await refresh(api, rotated.body.refreshToken)).status).toBe(401);
    expect((await whoAmI(api, rotated.body.accessToken)).status).toBe(401);
    const [session] = await handle.db
      .select({ reason: schema.authSessions.revokedReason })
      .from(schema.authSessions)
      .where(eq(schema.authSessions.id, decodeJwt(pair.accessToken).sid as string));
    expect(session?.reason).toBe('reuse');
  });

  it('refuses a made-up refresh token and a malformed one with 401', async () => {
    expect((await refresh(api, 'A'.repeat(43))).status).toBe(401);
    expect((await refresh(api, 'not a token')).status).toBe(401);
  });

  it('logs out: the family is revoked and the access token stops working', async () => {
    const pair = await signedIn(await createTestAccount(handle, { companyIds: [companyId] }));
    const out = await api.send(
      'POST',
      '/api/auth/logout',
      {},
      { Authorization: `Bearer ${pair.accessToken}` },
    );
    expect(out.status).toBe(200);
    expect((await whoAmI(api, pair.accessToken)).status).toBe(401);
    expect((await refresh(api, pair.refreshToken)).status).toBe(401);
  });

  it('ends every session of an account that is deactivated or whose password changes', async () => {
    const account = await createTestAccount(handle, { companyIds: [companyId] });
    const [a, b] = [await signedIn(account), await signedIn(account)];
    await handle.db
      .update(schema.accounts)
      .set({ isActive: false })
      .where(eq(schema.accounts.id, account.accountId));
    expect((await refresh(api, a.refreshToken)).status).toBe(401);
    expect((await refresh(other, b.refreshToken)).status).toBe(401);

    const changing = await createTestAccount(handle, { companyIds: [companyId] });
    const c = await signedIn(changing);
    await handle.db
      .update(schema.accounts)
      .set({ passwordChangedAt: sql`now() + interval '1 second'` })
      .where(eq(schema.accounts.id, changing.accountId));
    expect((await refresh(api, c.refreshToken)).status).toBe(401);
  });

  it('lists the companies a user may switch to and switches with a new token', async () => {
    const account = await createTestAccount(handle, {
      role: ROLE.CustomerAdmin,
      companyIds: [companyId, secondCompanyId],
    });
    const pair = await signedIn(account);
    const auth = { Authorization: `Bearer ${pair.accessToken}` };
    const list = await api.send<{ id: number; name: string; isCurrent: boolean }[]>(
      'GET',
      '/api/auth/companies',
      undefined,
      auth,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((c) => [c.id, c.isCurrent])).toEqual(
      expect.arrayContaining([
        [companyId, true],
        [secondCompanyId, false],
      ]),
    );
    expect(list.body.find((c) => c.id === secondCompanyId)?.name).toBe('Łódź Serwis');

    const switched = await api.post<TokenPairBody>(
      '/api/auth/companies/switch',
      { companyId: secondCompanyId },
      auth,
    );
    expect(switched.status).toBe(200);
    expect(decodeJwt(switched.body.accessToken)).toMatchObject({
      company_id: String(secondCompanyId),
      sid: decodeJwt(pair.accessToken).sid,
    });
    // A refresh after the switch stays in the new company.
    const refreshed = await refresh(api, switched.body.refreshToken);
    expect(decodeJwt(refreshed.body.accessToken).company_id).toBe(String(secondCompanyId));

    // A company the user does not belong to does not exist for them.
    const stranger = await createTestCompany(handle);
    const refused = await api.post(
      '/api/auth/companies/switch',
      { companyId: stranger.id },
      { Authorization: `Bearer ${refreshed.body.accessToken}` },
    );
    expect(refused.status).toBe(404);
  });

  it('refuses a company switch in a punch-out session', async () => {
    const punchOut = await createTestCompany(handle, { punchOutType: 'OCI4' });
    const account = await createTestAccount(handle, { companyIds: [punchOut.id, companyId] });
    const pair = await signedIn(account);
    const refused = await api.post(
      '/api/auth/companies/switch',
      { companyId },
      { Authorization: `Bearer ${pair.accessToken}` },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('punch_out_switch_refused');
  });

  it('answers 401 to company calls without a token', async () => {
    expect((await api.send('GET', '/api/auth/companies')).status).toBe(401);
    expect((await api.post('/api/auth/companies/switch', { companyId })).status).toBe(401);
  });
});
