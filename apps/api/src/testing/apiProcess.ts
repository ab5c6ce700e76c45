import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ApiProcess {
  url: string;
  /** Everything the process wrote so far (JSON log lines and the banner). */
  output(): string;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
  /** SIGKILL (a crash: nothing is finished or closed), then waits for the process to exit. */
  kill(): Promise<void>;
}

/** A port nobody listens on right now, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real API process (`node --import tsx apps/api/src/server.ts`, as npm start does) with the
 * given environment on a free port, and resolves once it answers /ready. Rejects, with its output,
 * if it exits first or is not ready within timeoutMs.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const early = await Promise.race([exited, delay(250).then(() => 'running' as const)]);
    if (early !== 'running') throw new Error(`API exited with ${early} before it was ready:\n${output}`);
    if (await answers(`${url}/ready`)) break;
    if (Date.now() - started > timeoutMs) {
      await stop(child, exited);
      throw new Error(`API not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
  }
  return {
    url,
    output: () => output,
    stop: () => stop(child, exited),
    kill: () => stop(child, exited, 'SIGKILL'),
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function stop(
  child: ChildProcess,
  exited: Promise<number | null>,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
