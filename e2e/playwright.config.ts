import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/**
 * Moves every port the tests use, so that several checkouts on one machine can run their browser
 * tests side by side (E2E_PORT_OFFSET=10 gives 4110, 3110, ...). The default is the ports below.
 */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
/** The tests' API and their main storefront (the tests' baseURL). */
export const apiPort = 4100 + portOffset;
export const webPort = 3100 + portOffset;
/** A second storefront whose API is unreachable: start-up data fails there. */
export const brokenApiWebPort = 3101 + portOffset;
/** A storefront that e2e/rateLimits.spec.ts starts itself, with low limits. */
export const rateLimitedWebPort = 3103 + portOffset;
/**
 * The storefronts' per-address rate limits, raised well above what the tests send from their one
 * address (the limiter still runs). e2e/rateLimits.spec.ts starts a storefront with low ones.
 */
const testRateLimits = 'pages=100000,search=100000,preferences=100000,writes=100000';
/**
 * A storefront as it runs behind a reverse proxy: the tests' own address is a trusted proxy, public
 * URLs are configured, and one worker keeps its page cache observable.
 */
export const proxiedWebPort = 3102 + portOffset;
export const proxiedPublicUrl = 'https://shop.example';
export const proxiedNorwayUrl = 'https://www.example.no';

/**
 * Browser tests against the real shop: the API on its own embedded database (.data/e2e-pglite, made
 * fresh by scripts/test.mjs) and the production build of the storefront, driven by Debian's
 * Chromium. Nothing is downloaded: Playwright's own browsers are never used.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `${repoRoot}test-results`,
  use: {
    baseURL: `http://localhost:${webPort}`,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx apps/api/src/server.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${apiPort}/ready`,
      env: {
        API_PORT: String(apiPort),
        PGLITE_DATA_DIR: `${repoRoot}.data/e2e-pglite`,
        // Every simulated visitor comes from 127.0.0.1: budgets well above what the tests send (the
        // limiter still runs); apps/api/src/http/security.int.test.ts tests the real ones.
        API_RATE_LIMITS: 'orderSend=100000,document=100000,search=100000,analytics=100000,browse=100000',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The production server `npm start` runs (Next's handler in worker processes).
      command: 'node --import tsx server.ts',
      cwd: `${repoRoot}apps/web`,
      url: `http://127.0.0.1:${webPort}/robots.txt`,
      env: {
        API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        WEB_RATE_LIMITS: testRateLimits,
        PORT: String(webPort),
        WEB_WORKERS: '2',
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx server.ts',
      cwd: `${repoRoot}apps/web`,
      url: `http://127.0.0.1:${proxiedWebPort}/robots.txt`,
      env: {
        API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        WEB_RATE_LIMITS: testRateLimits,
        PORT: String(proxiedWebPort),
        WEB_WORKERS: '1',
        TRUSTED_PROXIES: '127.0.0.1,::1',
        PUBLIC_URL: proxiedPublicUrl,
        MARKET_PUBLIC_URLS: `no=${proxiedNorwayUrl}`,
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx server.ts',
      cwd: `${repoRoot}apps/web`,
      url: `http://127.0.0.1:${brokenApiWebPort}/robots.txt`,
      env: {
        // Nothing listens on this port during the tests: every API call is refused.
        API_INTERNAL_URL: `http://127.0.0.1:${4109 + portOffset}`,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        WEB_RATE_LIMITS: testRateLimits,
        PORT: String(brokenApiWebPort),
        WEB_WORKERS: '1',
      },
      timeout: 60_000,
      reuseExistingServer: false,
      // Its log is nothing but the refused calls this server exists to make.
      stderr: 'ignore',
    },
  ],
});
