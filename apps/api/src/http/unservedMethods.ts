import { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/** The methods the API's routes use: the Allow header of a 405 and of a CORS preflight's answer. */
const ROUTED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const ALLOW = ROUTED.join(', ');
/** The routes' methods, and OPTIONS for CORS preflights. */
const SERVED = new Set([...ROUTED, 'OPTIONS']);

const bodyFor = (method: string | undefined) =>
  JSON.stringify({
    code: 'method_not_allowed',
    message: `The API does not serve ${method ? `${method} requests` : 'this method'}.`,
  });

/**
 * TRACE, PROPFIND and any other method the API has no use for: 405 with Allow, before anything reads
 * the request (undici's Request refuses to be built for TRACE, which would otherwise end as a 500).
 */
export const refuseUnservedMethods: MiddlewareHandler = async (c, next) => {
  if (SERVED.has(c.req.method)) return next();
  return c.body(bodyFor(c.req.method), 405, { Allow: ALLOW, 'Content-Type': 'application/json' });
};

/** A whole HTTP/1.1 response written straight to a socket, which is then closed. */
function writeAndClose(socket: Socket, status: string, body: string, headers: Record<string, string> = {}) {
  if (!socket.writable) return socket.destroy();
  const lines = Object.entries({
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\n${lines.join('')}\r\n${body}`);
}

/**
 * Methods Node answers itself, before the app: CONNECT (a tunnel request, which Node hands to a
 * 'connect' listener or drops) and names its parser does not know, such as TRACK (a bare 400).
 * Both get the app's 405 instead. Other malformed requests keep Node's own answers.
 */
export function refuseUnservedMethodsOnServer(server: ServerType): void {
  if (!(server instanceof Server)) return;
  server.on('connect', (request, socket: Socket) =>
    writeAndClose(socket, '405 Method Not Allowed', bodyFor(request.method ?? 'CONNECT'), { Allow: ALLOW }),
  );
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // A response already under way on this connection cannot be followed by another one.
    const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (current?.headersSent) return socket.destroy(error);
    if (error.code === 'HPE_INVALID_METHOD') {
      const method = /^[A-Za-z-]{1,20}(?= )/.exec(error.rawPacket?.toString('latin1') ?? '')?.[0];
      return writeAndClose(socket, '405 Method Not Allowed', bodyFor(method), {
        Allow: ALLOW,
      });
    }
    // Node's own answers, which a 'clientError' listener replaces.
    const status =
      {
        HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
        HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
        ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
      }[error.code ?? ''] ?? '400 Bad Request';
    writeAndClose(socket, status, JSON.stringify({ code: 'bad_request', message: 'Malformed request.' }));
  });
}
