import { randomUUID } from 'node:crypto';
import { DomainError } from '@workwear/domain';
import type { MiddlewareHandler } from 'hono';
import { ANONYMOUS, type Principal } from '../context/requestContext';
import type { Logger } from '../logger';
import type { AppEnv } from './appEnv';
import { errorBody } from './errors';

/** An incoming id is kept only when it is short and plain, so nothing odd reaches logs or headers. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * Who an Authorization header names, or why it is refused: the auth module's bearer verifier,
 * registered by the composition root (the HTTP layer knows no tokens).
 */
export type BearerCheck = (
  header: string | undefined,
  now: Date,
) => Promise<{ principal: Principal } | { refused: string }>;

/**
 * Builds the request's context first thing: the request id (a well-formed X-Request-Id is kept, else a
 * new UUID, echoed on the response), a logger bound to it, the principal (anonymous until
 * bearerPrincipal below reads the token) and the time. The market is added by the call that takes one
 * (declaredRoute.ts).
 */
export function requestContextMiddleware(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    // The bound logger is made when first used: a cached answer writes no line, and a child logger
    // per request was a tenth of such an answer's cost.
    let log: Logger | undefined;
    c.set('ctx', {
      requestId,
      now: new Date(),
      principal: ANONYMOUS,
      get log() {
        log ??= logger.child({ requestId });
        return log;
      },
    });
    const started = performance.now();
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    if (logger.isLevelEnabled('debug')) {
      c.var.ctx.log.debug(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: performance.now() - started },
        'request',
      );
    }
  };
}

/**
 * The principal from `Authorization: Bearer <token>`, registered after the security middleware so a
 * refusal carries its headers. No header: anonymous. A header whose token does not verify, or whose
 * session has ended, answers 401 at once: never a silent fall back to anonymous, so a client learns
 * to refresh instead of seeing anonymous prices.
 */
export function bearerPrincipal(principalOfHeader: BearerCheck): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ctx = c.var.ctx;
    const bearer = await principalOfHeader(c.req.header('authorization'), ctx.now);
    if ('refused' in bearer) {
      ctx.log.debug({ path: c.req.path }, 'bearer token refused');
      return c.json(errorBody(new DomainError('unauthenticated', bearer.refused)), 401, {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
        'Cache-Control': 'no-store',
      });
    }
    // Anonymous is what the context already says: no copy of it.
    if (bearer.principal !== ANONYMOUS) c.set('ctx', { ...ctx, principal: bearer.principal });
    return next();
  };
}
