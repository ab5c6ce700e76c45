import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The two servers of the page benchmark: the API on an embedded PGlite folder of its own (the default
 * 360-product demo catalogue, seeded on its first start) and the storefront's server.ts serving a build
 * in a build directory of its own, so a shop or a test run beside it keeps its `.next`.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const webDir = `${repoRoot}apps/web/`;
const require = createRequire(`${webDir}package.json`);
/** Next's CLI run by node itself: `next start` is then one process, the one we spawn. */
export const nextBin = require.resolve('next/dist/bin/next');

export type Server = { readonly name: string; readonly child: ChildProcess; readonly url: string };

/** The first port from `preferred` on that nothing listens on (127.0.0.1). */
export async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${preferred}-${preferred + 49}`);
}

/** Runs a command to its end with its output in a log file; rejects with the log's tail on failure. */
export function runLogged(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(options.log);
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      log.end(() => {
        if (code === 0) return resolve();
        const tail = readFileSync(options.log, 'utf8').split('\n').slice(-60).join('\n');
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${tail}`));
      });
    });
  });
}

export const BENCH_DIST_DIR = '.next-bench';

/**
 * `next build` into apps/web/.next-bench (Turbopack; telemetry off: there is no network here), with
 * the bench pages (BENCH_PAGES=1: the JavaScript floor page /dev/js-floor).
 */
export async function buildStorefront(log: string): Promise<number> {
  const started = Date.now();
  await runLogged(process.execPath, [nextBin, 'build'], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      BENCH_PAGES: '1',
    },
    log,
  });
  return Date.now() - started;
}

export function storefrontBuildExists(): boolean {
  return existsSync(`${webDir}${BENCH_DIST_DIR}/BUILD_ID`);
}

/** Each server leads a process group of its own, so stopping it stops anything it started. */
function spawnGroup(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string) {
  const out = createWriteStream(log);
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return child;
}

async function waitFor(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  init: RequestInit = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The API with the embedded database in `dataDir`, or the server's database given as `databaseUrl`.
 * DATABASE_URL and DEMO_PRODUCTS of the environment are never passed on, so the catalogue measured is
 * the one chosen here; the response cache has the value given (the API's default is on).
 */
export async function startApi(options: {
  port: number;
  dataDir: string;
  apiCache: 'on' | 'off';
  log: string;
  /** A catalogue on the PostgreSQL server instead (the API benchmarks' database, seeded already). */
  databaseUrl?: string;
  /** The API's log level (default warn); debug writes a line per request with its duration. */
  logLevel?: 'warn' | 'debug';
}): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(options.port),
    PGLITE_DATA_DIR: options.dataDir,
    API_CACHE: options.apiCache,
    // One load generator on one address: budgets far above what a run sends, so the limiter stays in
    // the measured path (as in production) without ever refusing.
    API_RATE_LIMITS: 'orderSend=100000000,document=100000000,search=100000000,browse=100000000',
    LOG_LEVEL: options.logLevel ?? 'warn',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    env.DEMO_DATA = '0';
  }
  delete env.DEMO_PRODUCTS;
  delete env.BENCH_CEILING;
  const child = spawnGroup(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    repoRoot,
    env,
    options.log,
  );
  const server = { name: 'API', child, url: `http://127.0.0.1:${options.port}` };
  try {
    // The first start seeds the catalogue (PGlite takes 3-9 s to open, seeding about 10 s more).
    await waitFor(`${server.url}/ready`, child, 120_000);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/**
 * The storefront's production server (apps/web/server.ts: Next's handler in one worker per core,
 * as `npm start` runs it) on the bench build, talking to the API at `apiUrl`; ready when `probePath`
 * answers 200.
 */
export async function startStorefront(options: {
  port: number;
  apiUrl: string;
  probePath: string;
  headers: Record<string, string>;
  workers: number;
  cache: 'on' | 'off';
  log: string;
}): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: BENCH_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    API_INTERNAL_URL: options.apiUrl,
    PORT: String(options.port),
    WEB_HOST: '127.0.0.1',
    WEB_WORKERS: String(options.workers),
    WEB_CACHE: options.cache,
    // Every request comes from this one address: budgets far above what a run sends, so the limiter
    // stays in the measured path (as in production) without ever refusing.
    WEB_RATE_LIMITS: 'pages=100000000,search=100000000,preferences=100000000,writes=100000000',
  };
  const child = spawnGroup(process.execPath, ['--import', 'tsx', 'server.ts'], webDir, env, options.log);
  const server = { name: 'storefront', child, url: `http://127.0.0.1:${options.port}` };
  try {
    await waitFor(`${server.url}${options.probePath}`, child, 60_000, { headers: options.headers });
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/** SIGTERM to the server's process group, SIGKILL after 10 s if it is still there. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone already
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * PGlite has no lock of its own: two processes on one folder silently diverge. A lock file beside
 * the bench folder keeps a second page benchmark from opening it; a lock left by a dead process is
 * taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lock = `${dataDir}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch {
      const holder = Number(readFileSync(lock, 'utf8'));
      let alive = false;
      try {
        process.kill(holder, 0);
        alive = holder !== process.pid;
      } catch {
        alive = false;
      }
      if (alive) throw new Error(`${dataDir} is in use by process ${holder} (another page benchmark?)`);
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`cannot lock ${dataDir}`);
}
