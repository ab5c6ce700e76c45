import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from '../testing/testServer';
import { createClientAddresses, rateLimitKeyOf } from './clientAddress';

/** An app on a real socket that answers with who it thinks called, under the trusted proxies given. */
function whoAmI(trustedProxies: readonly string[]) {
  const clients = createClientAddresses(trustedProxies);
  const app = new Hono();
  app.get('/', (c) => c.json({ address: clients.addressOf(c), https: clients.arrivedOverHttps(c) }));
  return serveApp(app);
}

type Server = Awaited<ReturnType<typeof whoAmI>>;
let behindProxy: Server;
let direct: Server;

beforeAll(async () => {
  // The tests connect from 127.0.0.1: a trusted proxy for one server, an ordinary client for the other.
  behindProxy = await whoAmI(['127.0.0.1', '10.0.0.0/8']);
  direct = await whoAmI(['192.0.2.1']);
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const ask = async (server: Server, headers: Record<string, string> = {}) =>
  (await server.get<{ address: string; https: boolean }>('/', headers)).body;

describe('client address', () => {
  it('is the socket address when the socket is not a trusted proxy, whatever X-Forwarded-For says', async () => {
    expect(await ask(direct)).toEqual({ address: '127.0.0.1', https: false });
    expect(await ask(direct, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' })).toEqual({
      address: '127.0.0.1',
      https: false,
    });
  });

  it('from a trusted proxy, is the right-most X-Forwarded-For entry that is not a trusted proxy', async () => {
    expect((await ask(behindProxy, { 'x-forwarded-for': '203.0.113.9' })).address).toBe('203.0.113.9');
    // The client wrote the left entries itself; the proxies appended the real ones.
    const chain = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.1.2.3' };
    expect((await ask(behindProxy, chain)).address).toBe('203.0.113.9');
    expect((await ask(behindProxy, { 'x-forwarded-for': '[2001:db8::7]:443' })).address).toBe('2001:db8::7');
    expect((await ask(behindProxy, { 'x-forwarded-for': '203.0.113.9:5120' })).address).toBe('203.0.113.9');
  });

  it('from a trusted proxy without a usable X-Forwarded-For, is the proxy or the last trusted hop', async () => {
    expect((await ask(behindProxy)).address).toBe('127.0.0.1');
    expect((await ask(behindProxy, { 'x-forwarded-for': 'evil, 10.9.9.9' })).address).toBe('10.9.9.9');
    expect((await ask(behindProxy, { 'x-forwarded-for': '10.1.1.1, 10.2.2.2' })).address).toBe('10.1.1.1');
  });

  it('counts as https only over TLS or when a trusted proxy says so last', async () => {
    expect((await ask(behindProxy, { 'x-forwarded-proto': 'https' })).https).toBe(true);
    expect((await ask(behindProxy, { 'x-forwarded-proto': 'HTTPS' })).https).toBe(true);
    expect((await ask(behindProxy, { 'x-forwarded-proto': 'http, https' })).https).toBe(true);
    expect((await ask(behindProxy, { 'x-forwarded-proto': 'https, http' })).https).toBe(false);
    expect((await ask(behindProxy, { 'x-forwarded-proto': 'https://evil.example/#' })).https).toBe(false);
    expect((await ask(behindProxy)).https).toBe(false);
  });
});

describe('rate-limit key', () => {
  it('is an IPv4 address itself and an IPv6 address its /64 network', () => {
    expect(rateLimitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKeyOf('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitKeyOf('2001:0db8:00aa:0bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKeyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKeyOf('unknown')).toBe('unknown');
  });
});
