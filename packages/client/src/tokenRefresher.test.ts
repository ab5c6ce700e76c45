import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './httpClient';
import { isJwtExpired } from './jwtExpiry';
import { sendJson, startTestServer, type TestServer } from './testing/httpTestServer';
import { jwtExpiringIn } from './testing/jwtFixtures';
import { createTokenRefresher } from './tokenRefresher';

let server: TestServer;
let refreshFails = false;

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    if (request.url === '/api/auth/refresh') {
      // Slow enough that all concurrent callers arrive while the refresh is still in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (refreshFails) return sendJson(response, 401, { code: 'RefreshTokenRevoked' });
      return sendJson(response, 200, { token: jwtExpiringIn(900, { sid: 'refreshed' }) });
    }
    return sendJson(response, 200, { authorization: request.headers.authorization ?? null });
  });
});

afterAll(() => server.close());

/** A client wired the way the storefront will be: the refresh call itself goes out unauthorised. */
function setUp(initialToken: string | undefined) {
  let token = initialToken;
  let refreshCalls = 0;
  const refreshErrors: unknown[] = [];
  const authClient = createHttpClient({ baseUrl: server.baseUrl });
  const tokenRefresher = createTokenRefresher({
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    isExpired: (current) => isJwtExpired(current, Date.now()),
    refresh: async (expired) => {
      refreshCalls += 1;
      const { token: next } = await authClient.post<{ token: string }>(
        '/api/auth/refresh',
        { token: expired },
        { authorised: false },
      );
      return next;
    },
    onRefreshError: (error) => refreshErrors.push(error),
  });
  const client = createHttpClient({ baseUrl: server.baseUrl, tokenRefresher });
  return {
    client,
    tokenRefresher,
    currentToken: () => token,
    refreshCalls: () => refreshCalls,
    refreshErrors,
  };
}

const authorisationsSentTo = (path: string) =>
  server.requests
    .filter((request) => request.url.startsWith(path))
    .map((request) => request.headers.authorization);

describe('createTokenRefresher', () => {
  it('refreshes an expired token once for five concurrent authorised calls, each sending the new token', async () => {
    refreshFails = false;
    const { client, currentToken, refreshCalls } = setUp(jwtExpiringIn(-60));

    await Promise.all(Array.from({ length: 5 }, (_, i) => client.get(`/api/cart/concurrent-${i}`)));

    const newToken = currentToken();
    expect(refreshCalls()).toBe(1);
    expect(newToken).toBeDefined();
    expect(isJwtExpired(newToken!, Date.now())).toBe(false);
    const sent = authorisationsSentTo('/api/cart/concurrent-');
    expect(sent).toHaveLength(5);
    expect(sent.every((header) => header === `Bearer ${newToken}`)).toBe(true);
  });

  it('empties the token when the refresh fails and sends the call without a bearer', async () => {
    refreshFails = true;
    const { client, currentToken, refreshCalls, refreshErrors } = setUp(jwtExpiringIn(-60));

    const body = await client.get<{ authorization: string | null }>('/api/cart/after-failed-refresh');

    expect(refreshCalls()).toBe(1);
    expect(currentToken()).toBeUndefined();
    expect(body.authorization).toBeNull();
    expect(refreshErrors).toHaveLength(1);
    expect(refreshErrors[0]).toMatchObject({ status: 401 });
  });

  it('does not refresh a token that has not expired', async () => {
    refreshFails = false;
    const token = jwtExpiringIn(600);
    const { client, currentToken, refreshCalls } = setUp(token);

    const body = await client.get<{ authorization: string | null }>('/api/cart/fresh');

    expect(refreshCalls()).toBe(0);
    expect(currentToken()).toBe(token);
    expect(body.authorization).toBe(`Bearer ${token}`);
  });

  it('does not refresh again once the refreshed token is stored', async () => {
    refreshFails = false;
    const { tokenRefresher, refreshCalls } = setUp(jwtExpiringIn(-60));

    const first = await tokenRefresher.ensureFreshToken();
    expect(await tokenRefresher.ensureFreshToken()).toBe(first);
    expect(refreshCalls()).toBe(1);
  });

  it('resolves to undefined without refreshing when there is no token', async () => {
    const { tokenRefresher, refreshCalls } = setUp(undefined);
    expect(await tokenRefresher.ensureFreshToken()).toBeUndefined();
    expect(refreshCalls()).toBe(0);
  });
});
