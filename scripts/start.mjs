// `npm start`: install if needed, build the storefront if needed, then run the API and the shop.
// The API migrates the database and seeds the demo catalogue on its first start (embedded PGlite in
// .data/ unless DATABASE_URL is set); the shop starts once the API answers /ready.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDependencies, repoRoot } from './ensureDependencies.mjs';
import { ensureWebBuild } from './webBuild.mjs';

ensureDependencies();

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
const children = [];

// Both configurations first, as the servers will read them (the API's port, the storefront's port
// and API address): a refusal, such as development tools on a public bind, stops here.
const checked = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/checkStartConfig.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...env, API_PORT: apiPort, PORT: webPort, API_INTERNAL_URL: apiUrl },
});
if (checked.status !== 0) process.exit(checked.status ?? 1);

function run(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', env, ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

async function answers(url) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repoRoot,
  env: { ...env, API_PORT: apiPort },
});

try {
  await Promise.all([ensureWebBuild(), answers(`${apiUrl}/ready`)]);
} catch (error) {
  console.error(String(error));
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
}

run(process.execPath, ['--import', 'tsx', 'server.ts'], {
  cwd: `${repoRoot}apps/web`,
  env: { ...env, API_INTERNAL_URL: apiUrl, PORT: webPort },
});
await answers(`http://127.0.0.1:${webPort}/robots.txt`);
console.log(`\n  Shop ready: http://localhost:${webPort}/\n`);
