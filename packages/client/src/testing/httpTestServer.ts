// Test-only (node:http): a real server on an ephemeral port so tests exercise real fetch, sockets,
// headers and timeouts instead of a fetch mock. Not exported from the package.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path plus query string, as the server received it. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        response.statusCode = 599;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Timeout tests leave sockets open on purpose; close them so the server can stop.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL on a port that was just released, so connecting to it is refused. */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer(() => undefined);
  await server.close();
  return server.baseUrl;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
) {
  response.writeHead(status, { 'Content-Type': contentType });
  response.end(JSON.stringify(body));
}
