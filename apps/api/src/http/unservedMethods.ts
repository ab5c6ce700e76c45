import { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { type AllowedMethods, allowHeader, ROUTED_METHODS } from './allowedMethods';

/** The methods the API's routes use: a CORS preflight's Access-Control-Allow-Methods. */
export const ALLOW = allowHeader(ROUTED_METHODS);
/** The routes' methods, and OPTIONS for CORS preflights. */
const SERVED = new Set<string>([...ROUTED_METHODS, 'OPTIONS']);

const bodyFor = (method: string | undefined) =>
  JSON.stringify({
    code: 'method_not_allowed',
    message: `The API does not serve ${method ? `${method} requests` : 'this method'}.`,
  });

const notFoundBody = (method: string | undefined, path: string) =>
  JSON.stringify({ code: 'not_found', message: `No route for ${method ?? 'this method'} ${path}.` });

/**
 * The answer to a method a path is not served with: 405 with the path's own methods in Allow, or 404
 * when the API serves nothing there (an Allow header must name the resource's methods, so an unknown
 * path has none to name).
 */
export function methodRefusal(
  allowed: AllowedMethods,
  method: string | undefined,
  path: string,
): { status: 404 | 405; body: string; headers: Record<string, string> } {
  const methods = allowed(path);
  return methods.length > 0
    ? { status: 405, body: bodyFor(method), headers: { Allow: allowHeader(methods) } }
    : { status: 404, body: notFoundBody(method, path), headers: {} };
}

/**
 * TRACE, PROPFIND and any other method the API has no use for: refused before anything reads the
 * request (undici's Request refuses to be built for TRACE, which would otherwise end as a 500).
 */
export const refuseUnservedMethods =
  (allowed: AllowedMethods): MiddlewareHandler =>
  async (c, next) => {
    if (SERVED.has(c.req.method)) return next();
    const refusal = methodRefusal(allowed, c.req.method, c.req.path);
    return c.body(refusal.body, refusal.status, { ...refusal.headers, 'Content-Type': 'application/json' });
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
export function refuseUnservedMethodsOnServer(server: ServerType, allowed: AllowedMethods): void {
  if (!(server instanceof Server)) return;
  const refuse = (socket: Socket, method: string | undefined, target: string | undefined) => {
    // An authority (CONNECT host:port) names no path of the API.
    const path = target?.startsWith('/') ? (target.split('?')[0] ?? target) : '';
    const refusal = methodRefusal(allowed, method, path);
    const status = refusal.status === 405 ? '405 Method Not Allowed' : '404 Not Found';
    writeAndClose(socket, status, refusal.body, refusal.headers);
  };
  server.on('connect', (request, socket: Socket) => refuse(socket, request.method ?? 'CONNECT', request.url));
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // A response already under way on this connection cannot be followed by another one.
    const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (current?.headersSent) return socket.destroy(error);
    if (error.code === 'HPE_INVALID_METHOD') {
      const line = /^([A-Za-z-]{1,20}) (\S+)/.exec(error.rawPacket?.toString('latin1') ?? '');
      return refuse(socket, line?.[1], line?.[2]);
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
