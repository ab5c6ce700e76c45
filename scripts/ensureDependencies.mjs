// Installs dependencies when node_modules is missing or older than the lock file, so a fresh
// clone needs only `npm start` or `npm test`. Uses only Node built-ins: it runs before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export function ensureDependencies() {
  const marker = `${repoRoot}node_modules/.package-lock.json`;
  const lock = `${repoRoot}package-lock.json`;
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
