import { randomUUID } from 'node:crypto';
import { DomainError } from '@workwear/domain';
import type { MiddlewareHandler } from 'hono';
import { ANONYMOUS, type Principal } from '../context/requestContext';
import type { Logger } from '../logger';
import { principalOf } from '../modules/auth/accessToken';
import type { AuthKeys } from '../modules/auth/signingKeys';
import type { AppEnv } from './appEnv';
import { errorBody } from './errors';
import { createVerifiedTokens } from './verifiedTokens';

/** An incoming id is kept only when it is short and plain, so nothing odd reaches logs or headers. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/** What the context needs to believe a bearer token: the app's keys and whether a session still stands. */
export interface BearerVerification {
  keys: () => Promise<AuthKeys>;
  /** False when the token's session was revoked or ended (modules/auth/sessionGuard.ts). */
  sessionStands: (sessionId: string, now: Date) => Promise<boolean>;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

type Bearer = { principal: Principal } | { refused: string };

async function principalOfHeader(
  header: string | undefined,
  auth: BearerVerification,
  now: Date,
  verifyAccessToken: ReturnType<typeof createVerifiedTokens>,
): Promise<Bearer> {
  if (header === undefined || header === '') return { principal: ANONYMOUS };
  const token = BEARER.exec(header.trim())?.[1];
  if (!token) return { refused: 'The Authorization header must be "Bearer <token>".' };
  const verified = await verifyAccessToken(await auth.keys(), token, now);
  if (!verified.ok) {
    return {
      refused:
        verified.reason === 'expired' ? 'The access token has expired.' : 'The access token is not valid.',
    };
  }
  if (!(await auth.sessionStands(verified.claims.sessionId, now))) {
    return { refused: 'The session has ended. Please sign in again.' };
  }
  return { principal: principalOf(verified.claims) };
}

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
export function bearerPrincipal(auth: BearerVerification): MiddlewareHandler<AppEnv> {
  const verifyAccessToken = createVerifiedTokens();
  return async (c, next) => {
    const ctx = c.var.ctx;
    const bearer = await principalOfHeader(c.req.header('authorization'), auth, ctx.now, verifyAccessToken);
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
