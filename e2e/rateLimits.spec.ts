import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiPort, rateLimitedWebPort } from './playwright.config';

/**
 * Per-address rate limits of the storefront's server, against a storefront of their own with low
 * budgets: two worker processes (so the count must be shared between them), the tests' address
 * trusted as a proxy (so X-Forwarded-For names the visitor, as a load balancer would), and its API
 * reached through a recording relay to the tests' API, which shows what the storefront forwards.
 */
test.describe.configure({ mode: 'serial' });

const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));
const port = rateLimitedWebPort;
const base = `http://127.0.0.1:${port}`;
const html = { accept: 'text/html' };
const limits = { pages: 8, search: 3, preferences: 2, writes: 2 };

let storefront: ChildProcess | undefined;
let relay: Server | undefined;
const relayed: IncomingHttpHeaders[] = [];

/** Passes every call on to the tests' API and keeps its request headers. */
function startRelay(): Promise<number> {
  const server = createServer((req, res) => {
    relayed.push(req.headers);
    const upstream = httpRequest(
      { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  relay = server;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function waitUntilAnswering(url: string, deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(url, { headers: { 'x-forwarded-for': '192.0.2.254' } })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const relayPort = await startRelay();
  storefront = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: webDir,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      API_INTERNAL_URL: `http://127.0.0.1:${relayPort}`,
      PORT: String(port),
      WEB_WORKERS: '2',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      WEB_RATE_LIMIT: 'on',
      WEB_RATE_LIMITS: Object.entries(limits)
        .map(([rule, perMinute]) => `${rule}=${perMinute}`)
        .join(','),
    },
  });
  await waitUntilAnswering(`${base}/robots.txt`, Date.now() + 80_000);
});

test.afterAll(async () => {
  // The primary stops its workers on SIGTERM; the group is signalled in case one is left.
  if (storefront?.pid) process.kill(-storefront.pid, 'SIGTERM');
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
});

/** A visitor behind the trusted proxy (the tests), named by X-Forwarded-For. */
const visitor = (address: string, extra: Record<string, string> = {}) => ({
  ...html,
  'x-forwarded-for': address,
  ...extra,
});

test('a visitor over the search budget gets 429 with Retry-After and a page in their language', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < limits.search + 2; i += 1) {
    const response = await request.get(`${base}/sv/alla-produkter?query=jacka${i}`, {
      headers: visitor('198.51.100.1'),
    });
    statuses.push(response.status());
    if (response.status() === 429) {
      const retryAfter = Number(response.headers()['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      const body = await response.text();
      expect(body).toContain('<html lang="sv">');
      expect(body).toContain('För många förfrågningar');
    } else {
      await response.body();
    }
  }
  // Both workers served these; the budget is one for the visitor, not one per worker.
  expect(statuses).toEqual([200, 200, 200, 429, 429]);

  // Browsing is a separate, larger budget, and the next visitor has a budget of their own.
  expect((await request.get(`${base}/sv`, { headers: visitor('198.51.100.1') })).status()).toBe(200);
  const other = await request.get(`${base}/sv/alla-produkter?query=jacka`, {
    headers: visitor('198.51.100.2'),
  });
  expect(other.status()).toBe(200);
});

test('the visitor is the right-most address not of a trusted proxy', async ({ request }) => {
  // A forged left-most entry does not make a new visitor: the proxy appended the real address.
  for (let i = 0; i < limits.search; i += 1) {
    const forged = `203.0.113.${i + 10}, 198.51.100.3`;
    expect(
      (await request.get(`${base}/sv/alla-produkter?query=byxa`, { headers: visitor(forged) })).status(),
    ).toBe(200);
  }
  const again = await request.get(`${base}/sv/alla-produkter?query=byxa`, {
    headers: visitor('203.0.113.99, 198.51.100.3, 127.0.0.1'),
  });
  expect(again.status()).toBe(429);
});

test('the preferences form and other posts have strict budgets of their own', async ({ request }) => {
  const post = () =>
    request.post(`${base}/preferences`, {
      form: { market: 'se', returnTo: '/sv' },
      headers: visitor('198.51.100.4'),
      maxRedirects: 0,
    });
  expect((await post()).status()).toBe(303);
  expect((await post()).status()).toBe(303);
  const refused = await post();
  expect(refused.status()).toBe(429);
  expect(refused.headers()['set-cookie']).toBeUndefined();
  // Reading pages goes on meanwhile.
  expect((await request.get(`${base}/sv`, { headers: visitor('198.51.100.4') })).status()).toBe(200);
});

test("Next's files and the forwarded API are not counted here", async ({ request }) => {
  const page = await (await request.get(`${base}/sv`, { headers: visitor('198.51.100.5') })).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1] as string;
  for (let i = 0; i < limits.pages + 2; i += 1) {
    expect((await request.get(`${base}${script}`, { headers: visitor('198.51.100.5') })).status()).toBe(200);
    expect((await request.get(`${base}/icon.svg`, { headers: visitor('198.51.100.5') })).status()).toBe(200);
  }
});

test("the storefront's API calls carry the visitor's address, so the API counts visitors", async ({
  request,
}) => {
  relayed.length = 0;
  const response = await request.get(`${base}/sv/alla-produkter/arbetsbyxor`, {
    headers: visitor('203.0.113.5, 198.51.100.6', { cookie: 'probe=1' }),
  });
  expect(response.status()).toBe(200);
  await response.body();
  expect(relayed.length).toBeGreaterThan(0);
  expect(new Set(relayed.map((headers) => headers['x-forwarded-for']))).toEqual(new Set(['198.51.100.6']));
});
