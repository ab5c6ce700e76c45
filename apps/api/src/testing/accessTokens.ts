import type { DatabaseHandle } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import {
  type AccessClaims,
  type AuthKeys,
  authKeysFromPem,
  signAccessToken,
  storedSigningKeyPem,
} from '../modules/auth';

/**
 * Bearer tokens for tests, signed with the keys of the app under test.
 *
 * An app made by createApp without auth.signingKeyPem (testServer() and most tests) signs with the key
 * kept in its database, so pass its handle:
 *
 *   const server = await testServer();
 *   const res = await server.get('/api/...', { Authorization: await bearerFor(server.handle, { role: ROLE.User, companyId: 7 }) });
 *
 * An app given a PEM: pass `await authKeysFromPem(pem)` instead. The session id is made up unless
 * given; the API lets made-up sessions through (modules/auth/sessionGuard.ts), so no rows are needed.
 * For the real sign-in flow, sign in through POST /api/auth/login.
 */
export async function bearerFor(
  source: DatabaseHandle | AuthKeys,
  claims: Partial<AccessClaims> = {},
  now: Date = new Date(),
): Promise<string> {
  const keys = 'privateKey' in source ? source : await keysOf(source);
  const { token } = await signAccessToken(keys, { ...DEFAULT_CLAIMS, ...claims }, now);
  return `Bearer ${token}`;
}

export const DEFAULT_CLAIMS: AccessClaims = {
  customerId: 1,
  companyId: null,
  role: ROLE.User,
  superCustomerAdmin: false,
  sessionId: 'test-session',
  coopCode: null,
  market: 'se',
  punchOutType: null,
};

const loaded = new WeakMap<DatabaseHandle, Promise<AuthKeys>>();
function keysOf(handle: DatabaseHandle): Promise<AuthKeys> {
  let keys = loaded.get(handle);
  if (!keys) {
    keys = storedSigningKeyPem(handle).then(authKeysFromPem);
    loaded.set(handle, keys);
  }
  return keys;
}
