// `npm test`: every layer in turn (type-check, lint, unit and integration tests, the storefront build,
// browser tests), installing dependencies first when missing. Exits non-zero when any layer fails,
// after running them all (browser tests need the build, so they are skipped when it fails).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureDependencies, repoRoot } from './ensureDependencies.mjs';
import { ensureWebBuild } from './webBuild.mjs';

ensureDependencies();

const env = { ...process.env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' };
const run = (command, args) =>
  spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env }).status === 0;

const layers = [
  [
    'type-check',
    () => run('npx', ['tsc', '-p', 'tsconfig.json']) && run('npx', ['tsc', '-p', 'apps/web/tsconfig.json']),
  ],
  ['lint', () => run('npx', ['biome', 'check', '.'])],
  ['unit and integration tests', () => run('npx', ['vitest', 'run'])],
  [
    'storefront build',
    () =>
      ensureWebBuild().then(
        () => true,
        () => false,
      ),
  ],
  [
    'browser tests',
    (failed) => {
      if (failed.includes('storefront build')) return false;
      // A fresh embedded database per run: the demo catalogue is seeded on the API's first start.
      rmSync(`${repoRoot}.data/e2e-pglite`, { recursive: true, force: true });
      return run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
    },
  ],
];

const failed = [];
for (const [name, layer] of layers) {
  console.log(`\n=== ${name} ===`);
  if (!(await layer(failed))) failed.push(name);
}

console.log(`\nlayers: ${layers.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.log(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
