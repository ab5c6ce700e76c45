import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ANONYMOUS } from '../context/requestContext';
import type { Logger } from '../logger';
import type { AppEnv } from './appEnv';

/** An incoming id is kept only when it is short and plain, so nothing odd reaches logs or headers. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * Builds the request's context first thing: the request id (a well-formed X-Request-Id is kept, else a
 * new UUID, echoed on the response), a logger bound to it, the principal (anonymous until sign-in
 * exists) and the time. The market is added by the call that takes one (declaredRoute.ts).
 */
export function requestContextMiddleware(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const log = logger.child({ requestId });
    c.set('ctx', { requestId, now: new Date(), principal: ANONYMOUS, log });
    const started = performance.now();
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    log.debug(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: performance.now() - started },
      'request',
    );
  };
}
