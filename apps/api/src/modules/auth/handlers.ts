import type { OpenAPIHono } from '@hono/zod-openapi';
import { authenticatedCall } from '@workwear/contracts';
import { DomainError, type RoleCode } from '@workwear/domain';
import type { Principal, RequestContext } from '../../context/requestContext';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';

type Customer = Extract<Principal, { kind: 'customer' }>;

/** The signed-in principal, or 401. */
export function customerOf(ctx: RequestContext): Customer {
  if (ctx.principal.kind !== 'customer') throw new DomainError('unauthenticated', 'Please sign in.');
  return ctx.principal;
}

/** Thin handlers: validated input in, service call, JSON out. */
export function registerAuthRoutes(app: OpenAPIHono<AppEnv>) {
  serveCall(app, authenticatedCall, (ctx) => {
    // verifyAccessToken admits only role codes (parseRoleClaim).
    const { kind: _kind, ...principal } = customerOf(ctx);
    return { authenticated: true as const, principal: { ...principal, role: principal.role as RoleCode } };
  });
}
