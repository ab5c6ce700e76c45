import { invalidParameter } from '@workwear/domain';
import { PASSWORD_COST } from '@workwear/server/passwordHash';
import type { RequestContext } from '../../context/requestContext';
import { confirmAccount, resendConfirmation, type SignUpInput, signUp } from './accountConfirmation';
import type { AuthParts, AuthServiceDeps } from './authParts';
import { changePassword } from './changePassword';
import { acceptPasswordResetRequest } from './passwordResetRequests';
import { refreshSession } from './refreshSession';
import * as repo from './repository';
import { resetPassword } from './resetPassword';
import { signIn } from './signIn';
import { companyChoices, switchCompany } from './switchCompany';
import { createLoginThrottle } from './throttle';
import { hashOf } from './tokenSecrets';

export type { AuthServiceDeps } from './authParts';
export { customerOf } from './customerOf';

/** The auth service (spec §7 Auth): one file per use case, composed here over the same parts. */
export function createAuthService(deps: AuthServiceDeps) {
  const { handle, sessions } = deps;
  const parts: AuthParts = {
    ...deps,
    cost: deps.passwordCost ?? PASSWORD_COST,
    throttle: createLoginThrottle(handle),
  };

  return {
    login: (
      ctx: RequestContext,
      input: { userName: string; password: string; market: string },
      clientAddress: string,
    ) => signIn(parts, ctx, input, clientAddress),
    refresh: (ctx: RequestContext, refreshToken: string) => refreshSession(parts, ctx, refreshToken),

    async logout(ctx: RequestContext, refreshToken: string | undefined): Promise<{ loggedOut: true }> {
      const sessionId =
        ctx.principal.kind === 'customer'
          ? ctx.principal.sessionId
          : refreshToken !== undefined
            ? await repo.sessionOfToken(handle, hashOf(refreshToken))
            : undefined;
      if (ctx.principal.kind !== 'customer' && refreshToken === undefined) {
        throw invalidParameter('refreshToken', 'Send a bearer token or the refresh token.');
      }
      if (sessionId !== undefined) {
        await repo.revokeSession(handle, sessionId, 'logout', ctx.now);
        sessions.forget(sessionId);
      }
      return { loggedOut: true };
    },

    companies: (ctx: RequestContext) => companyChoices(parts, ctx),
    switchCompany: (ctx: RequestContext, companyId: number) => switchCompany(parts, ctx, companyId),

    /** Counts the request against its limits and leaves the rest to the outbox (passwordResetRequests.ts). */
    requestPasswordReset(ctx: RequestContext, userName: string, market: string, clientAddress: string) {
      return acceptPasswordResetRequest(handle, { userName, market, clientAddress, now: ctx.now });
    },

    resetPassword: (ctx: RequestContext, token: string, newPassword: string) =>
      resetPassword(parts, ctx, token, newPassword),

    /** The create-account page, its confirmation link and the resend (accountConfirmation.ts). */
    signUp: (ctx: RequestContext, input: SignUpInput, clientAddress: string) =>
      signUp(parts, ctx, input, clientAddress),
    confirmAccount: (ctx: RequestContext, token: string) => confirmAccount(parts, ctx, token),
    resendConfirmation: (
      ctx: RequestContext,
      input: { userName: string; market: string },
      clientAddress: string,
    ) => resendConfirmation(parts, ctx, input, clientAddress),

    changePassword: (
      ctx: RequestContext,
      input: { currentPassword: string; newPassword: string },
      clientAddress: string,
    ) => changePassword(parts, ctx, input, clientAddress),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
