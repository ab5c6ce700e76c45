// `npm start`: install if needed, then run the shop. The API migrates the database and seeds the
// demo catalogue on its first start (embedded PGlite in .data/ unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { ensureDependencies, repoRoot } from './ensureDependencies.mjs';

ensureDependencies();

const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
