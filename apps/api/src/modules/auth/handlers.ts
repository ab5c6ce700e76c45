import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  authenticatedCall,
  changePasswordCall,
  confirmAccountCall,
  loginCall,
  logoutCall,
  refreshCall,
  requestPasswordResetCall,
  resendConfirmationCall,
  resetPasswordCall,
  switchableCompaniesCall,
  switchCompanyCall,
} from '@workwear/contracts';
import type { RoleCode } from '@workwear/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv';
import type { ClientAddresses } from '../../http/clientAddress';
import { serveCall } from '../../http/declaredRoute';
import { STATUS_OF } from '../../http/errors';
import { AuthRefusal } from './authRefusal';
import { type AuthService, customerOf } from './service';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Runs a service call, answering an AuthRefusal with its own code (and Retry-After when throttled);
 * every other error goes to the app's error handler. Token answers are never stored by caches.
 */
async function answer<T extends object>(
  c: Context<AppEnv>,
  work: () => Promise<T>,
  status: 200 | 202 = 200,
): Promise<Response> {
  try {
    return c.json(await work(), status, NO_STORE);
  } catch (error) {
    if (!(error instanceof AuthRefusal)) throw error;
    const { retryAfterSeconds, current } = error.extra;
    return c.json(
      { code: error.publicCode, message: error.message, ...(current !== undefined ? { current } : {}) },
      STATUS_OF[error.code],
      {
        ...NO_STORE,
        ...(retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {}),
      },
    );
  }
}

/** Thin handlers: validated input in, service call, JSON out. */
export function registerAuthRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { auth: AuthService; clients: ClientAddresses },
) {
  const { auth, clients } = deps;
  serveCall(app, loginCall, (ctx, { body }, c) =>
    answer(c, () => auth.login(ctx, body, clients.addressOf(c))),
  );
  serveCall(app, refreshCall, (ctx, { body }, c) => answer(c, () => auth.refresh(ctx, body.refreshToken)));
  serveCall(app, logoutCall, (ctx, { body }, c) => answer(c, () => auth.logout(ctx, body.refreshToken)));
  serveCall(app, authenticatedCall, (ctx) => {
    // verifyAccessToken admits only role codes (parseRoleClaim).
    const { kind: _kind, ...principal } = customerOf(ctx);
    return { authenticated: true as const, principal: { ...principal, role: principal.role as RoleCode } };
  });
  serveCall(app, switchableCompaniesCall, (ctx) => auth.companies(ctx));
  serveCall(app, switchCompanyCall, (ctx, { body }, c) =>
    answer(c, () => auth.switchCompany(ctx, body.companyId)),
  );
  serveCall(app, requestPasswordResetCall, (ctx, { query }, c) =>
    answer(
      c,
      async () => {
        await auth.requestPasswordReset(ctx, query.userName, query.market, clients.addressOf(c));
        return {
          accepted: true as const,
          message: 'If an account of that name exists in this market, an e-mail with a link is on its way.',
        };
      },
      202,
    ),
  );
  serveCall(app, resetPasswordCall, (ctx, { body }) => auth.resetPassword(ctx, body.token, body.newPassword));
  serveCall(app, confirmAccountCall, (ctx, { body }) => auth.confirmAccount(ctx, body.token));
  serveCall(app, resendConfirmationCall, (ctx, { body }, c) =>
    answer(c, () => auth.resendConfirmation(ctx, body, clients.addressOf(c)), 202),
  );
  serveCall(app, changePasswordCall, (ctx, { body }, c) =>
    answer(c, () => auth.changePassword(ctx, body, clients.addressOf(c))),
  );
}
