import { type ChildProcess, spawn } from 'node:child_process';
import { PORT } from './apiBenchKit';

/**
 * Node's own floor for an answer: a bare node:http server (no framework, no middleware) that answers
 * every request with the given body and response headers, on the API's port. What it costs per
 * request is what parsing the request and writing the answer costs on this machine, which no change
 * in the app can go below.
 */
const SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.FLOOR_BODY, 'utf8');
const headers = { ...JSON.parse(process.env.FLOOR_HEADERS), 'content-length': String(body.length) };
http.createServer((req, res) => { req.resume(); res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/** The headers an answer carried that a floor server would send too (not those Node writes itself). */
export function answerHeaders(headers: Headers): Record<string, string> {
  const own = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  return Object.fromEntries([...headers].filter(([name]) => !own.has(name)));
}

export async function startNodeFloor(body: string, headers: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', SERVER], {
    env: {
      ...process.env,
      FLOOR_BODY: body,
      FLOOR_HEADERS: JSON.stringify(headers),
      FLOOR_PORT: String(PORT),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    child.stdout?.once('data', () => resolve());
  });
  return child;
}
