import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './testing/apiProcess';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm start` with the given variables: its exit code and output, killed (group and all) if it serves. */
async function start(vars: Record<string, string>) {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: undefined,
    DEV_TOOLS: undefined,
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...env,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      // Were the start to go ahead, it would not touch the shop's own embedded database.
      PGLITE_DATA_DIR: join(tmpdir(), `start-refusal-${apiPort}`),
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // A start that goes ahead opens the database and builds: far longer than a refusal takes.
  const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(killer);
  return { code, output, ports: [apiPort, webPort] };
}

/** True when something accepts connections on the port of 127.0.0.1. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The development tools hand out every account: `npm start` refuses to expose them, before serving. */
describe('npm start with the development tools exposed', () => {
  it.each([
    ['the storefront on every interface', { WEB_HOST: '0.0.0.0' }, ['WEB_HOST', 'DEV_TOOLS']],
    ['the API on every interface', { API_HOST: '::' }, ['API_HOST', 'DEV_TOOLS']],
    ['the production environment', { SHOP_ENVIRONMENT: 'production' }, ['SHOP_ENVIRONMENT', 'DEV_TOOLS']],
  ])(
    'refuses %s, naming the variables, before anything listens',
    async (_what, vars, named) => {
      const { code, output, ports } = await start(vars);
      expect(code, output).toBe(1);
      expect(output).toContain('The shop refuses to start');
      for (const variable of named) expect(output).toContain(variable);
      expect(output).not.toContain('API ready');
      for (const port of ports) expect(await listening(port)).toBe(false);
    },
    30_000,
  );
});
