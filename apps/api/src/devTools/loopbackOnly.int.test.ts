import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { testOutboxRuntime } from '../testing/testOutboxRuntime';
import { serveApp, testServer } from '../testing/testServer';
import { createDevTools } from './devTools';

const logger = createLogger('silent');

/** An address of this machine that is not loopback (a network interface's), if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

/**
 * The development mailbox holds every password-reset link: the API answers /api/dev/* to loopback
 * clients only, even bound to every interface, judging the client the storefront names rather than
 * the storefront's own connection.
 */
describe('development tools answer loopback clients only', () => {
  let api: Awaited<ReturnType<typeof serveApp>>;

  beforeAll(async () => {
    const { handle } = await testServer();
    const outbox = testOutboxRuntime(handle, {
      logger,
      batchSize: 10,
    });
    const { app } = createApp({ handle, logger, cache: false, devTools: createDevTools(handle, outbox) });
    api = await serveApp(app, '0.0.0.0');
  }, 60_000);
  afterAll(() => api?.close());

  it('answers a client on this machine', async () => {
    const { status, body } = await api.get<{ keeping: boolean }>('/api/dev/mailbox');
    expect(status).toBe(200);
    expect(body).toHaveProperty('keeping');
  });

  it('refuses a client from another address as a path it does not serve', async (ctx) => {
    if (!outsideAddress) return ctx.skip('this machine has no non-loopback IPv4 address to connect from');
    // Connecting to the interface's own address makes it the connection's source too: a real client
    // from outside loopback, with no header involved.
    const url = (path: string) => `http://${outsideAddress}:${api.port}${path}`;
    const mailbox = await fetch(url('/api/dev/mailbox'));
    expect(mailbox.status).toBe(404);
    const unknown = await fetch(url('/api/no-such-service'));
    expect(await mailbox.json()).toEqual({
      ...((await unknown.json()) as object),
      message: 'No route for GET /api/dev/mailbox.',
    });
    expect((await fetch(url('/api/dev/demo-accounts'))).status).toBe(404);
    expect((await fetch(url('/health'))).status).toBe(200);
  });

  it('refuses a visitor from elsewhere that the storefront forwards from loopback', async () => {
    // What the storefront's server sends for a remote visitor: its own loopback connection, and the
    // visitor's address in X-Forwarded-For (loopback is a trusted proxy by default).
    for (const path of ['/api/dev/mailbox', '/api/dev/demo-accounts', '/api/dev/outbox']) {
      expect((await api.get(path, { 'X-Forwarded-For': '203.0.113.7' })).status, path).toBe(404);
    }
    const sample = await fetch(`${api.baseUrl}/api/dev/mailbox/sample`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '2001:db8::7' },
      body: JSON.stringify({ language: 'pl' }),
    });
    expect(sample.status).toBe(404);
    expect((await api.get('/api/dev/mailbox', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(200);
  });
});
