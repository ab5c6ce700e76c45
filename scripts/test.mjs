// `npm test`: every layer in turn (type-check, lint, unit and integration tests), installing
// dependencies first when missing. Exits non-zero when any layer fails, after running them all.
import { spawnSync } from 'node:child_process';
import { ensureDependencies, repoRoot } from './ensureDependencies.mjs';

ensureDependencies();

const layers = [
  ['type-check', ['npx', 'tsc', '-p', 'tsconfig.json']],
  ['lint', ['npx', 'biome', 'check', '.']],
  ['unit and integration tests', ['npx', 'vitest', 'run']],
];

const failed = [];
for (const [name, [command, ...args]] of layers) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0) failed.push(name);
}

console.log(`\nlayers: ${layers.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.log(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
