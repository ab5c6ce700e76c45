import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@workwear/db';
import { CLAIMS } from '@workwear/domain';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { DEFAULT_SECURITY } from '../../http/security';
import { createLogger } from '../../logger';
import { bearerFor } from '../../testing/accessTokens';
import { serveApp } from '../../testing/testServer';
import { signAccessToken } from './accessToken';
import { type AuthKeys, authKeysFromPem, newSigningKeyPem, storedSigningKeyPem } from './signingKeys';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens on GET /api/auth/authenticated', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof serveApp>>;
  let keys: AuthKeys;
  let valid: string;
  let payload: JWTPayload;

  beforeAll(async () => {
    handle = await openDatabase({});
    await migrateDatabase(handle);
    const { app } = createApp({
      handle,
      logger: createLogger('silent'),
      cache: false,
      security: { ...DEFAULT_SECURITY, rateLimits: null },
    });
    server = await serveApp(app);
    keys = await authKeysFromPem(await storedSigningKeyPem(handle));
    valid = (await bearerFor(handle, { customerId: 42, companyId: 7, market: 'de' })).slice('Bearer '.length);
    payload = decodeJwt(valid);
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  const authenticated = (token: string) =>
    server.get<{ code?: string; message?: string; principal?: { customerId: number } }>(
      '/api/auth/authenticated',
      { Authorization: `Bearer ${token}` },
    );
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  /** The valid token's claims, changed as given, signed with the app's own key. */
  const signedByApp = (changes: JWTPayload, remove: string[] = []) => {
    const claims: JWTPayload = { ...payload, ...changes };
    for (const name of remove) delete claims[name];
    return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(keys.privateKey);
  };

  it('accepts the app’s own token and names its principal; no header is anonymous (401 here)', async () => {
    const ok = await authenticated(valid);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      authenticated: true,
      principal: { customerId: 42, companyId: 7, market: 'de' },
    });
    const anonymous = await server.get<{ code: string }>('/api/auth/authenticated');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthenticated');
  });

  const cases: [string, () => Promise<string>][] = [
    ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`],
    [
      'HS256 signed with the public key (algorithm confusion)',
      async () => {
        const { createPublicKey } = await import('node:crypto');
        const pem = createPublicKey(await storedSigningKeyPem(handle)).export({
          type: 'spki',
          format: 'pem',
        });
        return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(Buffer.from(pem));
      },
    ],
    [
      'RS256 signed with another key',
      async () => {
        const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
        return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);
      },
    ],
    ['a wrong issuer', () => signedByApp({ iss: 'someone-else' })],
    ['a wrong audience', () => signedByApp({ aud: 'another-shop' })],
    [
      'expired',
      () => signedByApp({ iat: nowSeconds() - 1200, nbf: nowSeconds() - 1200, exp: nowSeconds() - 300 }),
    ],
    ['not yet valid (nbf in the future)', () => signedByApp({ nbf: nowSeconds() + 600 })],
    [
      'a tampered claim (payload edited, signature kept)',
      async () => {
        const [header, , signature] = valid.split('.');
        return `${header}.${b64({ ...payload, [CLAIMS.customerId]: '43', [CLAIMS.role]: '80' })}.${signature}`;
      },
    ],
    [
      'signed by another ES256 key',
      async () => {
        const other = await authKeysFromPem(newSigningKeyPem());
        return (await signAccessToken(other, { ...claimsOf(), customerId: 42 }, new Date())).token;
      },
    ],
    ['missing claims (no customer_id)', () => signedByApp({}, [CLAIMS.customerId])],
    ['missing claims (no exp)', () => signedByApp({}, ['exp'])],
    ['a role that is no role', () => signedByApp({ [CLAIMS.role]: '999' })],
    ['not a JWT at all', async () => 'not-a-token'],
  ];

  it.each(cases)('refuses %s with 401 unauthenticated', async (_name, make) => {
    const res = await authenticated(await make());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
    expect(res.body.principal).toBeUndefined();
  });

  it('refuses a bad token with 401 on public calls too, instead of serving it as anonymous', async () => {
    const res = await server.get<{ code: string }>('/api/auth/authenticated', { Authorization: 'Basic abc' });
    expect(res.status).toBe(401);
    const market = await server.get<{ code: string }>('/api/settings/market/se', {
      Authorization: `Bearer ${await signedByApp({ iss: 'x' })}`,
    });
    expect(market.status).toBe(401);
    expect(market.body.code).toBe('unauthenticated');
  });
});

function claimsOf() {
  return {
    customerId: 1,
    companyId: null,
    role: 64,
    superCustomerAdmin: false,
    sessionId: 's',
    coopCode: null,
    market: 'se',
    punchOutType: null,
  };
}
