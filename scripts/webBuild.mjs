// Builds the storefront (next build) when there is no build yet or a source it depends on changed
// since the last one, so `npm start` and `npm test` always serve the current code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './ensureDependencies.mjs';

const SOURCES = [
  'apps/web/src',
  'apps/web/messages',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/contracts/src',
  'packages/client/src',
  'packages/server/src',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsCurrent() {
  const buildId = join(repoRoot, 'apps/web/.next/BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(repoRoot, source)) <= built);
}

/** Resolves when the build is current; rejects when next build fails. */
export function ensureWebBuild() {
  if (webBuildIsCurrent()) return Promise.resolve();
  console.log('Building the storefront (next build)...');
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['next', 'build'], {
      cwd: join(repoRoot, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`)),
    );
  });
}
