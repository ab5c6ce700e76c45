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
  signUpCall,
  switchableCompaniesCall,
  switchCompanyCall,
} from '@workwear/contracts';
import type { z } from 'zod';
import { type CallOptions, declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

// Calls that must never carry (or wait for the refresh of) a bearer token: they are how one gets it.
const WITHOUT_TOKEN: CallOptions = { authorised: false };

/**
 * The auth service as typed calls. login and refresh answer a token pair; keep the refresh token on
 * the storefront's server (httpOnly cookie), never in the browser's script-readable storage. A 403 of
 * switchCompany with code PUNCH_OUT_SWITCH_REFUSED sends the visitor to /auth/portal-redirect.
 */
export function createAuthApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    login: (body: z.input<typeof loginCall.body>) => call(loginCall, { body }, WITHOUT_TOKEN),
    refresh: (refreshToken: string) => call(refreshCall, { body: { refreshToken } }, WITHOUT_TOKEN),
    /** With the bearer token, or (signed-out server side) with the refresh token alone. */
    logout: (refreshToken?: string) =>
      call(logoutCall, { body: refreshToken ? { refreshToken } : {} }, refreshToken ? WITHOUT_TOKEN : {}),
    authenticated: () => call(authenticatedCall, {}),
    companies: () => call(switchableCompaniesCall, {}),
    switchCompany: (companyId: number) => call(switchCompanyCall, { body: { companyId } }),
    requestPasswordReset: (userName: string, market: string) =>
      call(requestPasswordResetCall, { query: { userName, market } }, WITHOUT_TOKEN),
    resetPassword: (token: string, newPassword: string) =>
      call(resetPasswordCall, { body: { token, newPassword } }, WITHOUT_TOKEN),
    /** The create-account page (POST /api/customer/customers/b2c): 202 whatever the address had. */
    signUp: (body: z.input<typeof signUpCall.body>) => call(signUpCall, { body }, WITHOUT_TOKEN),
    confirmAccount: (token: string) => call(confirmAccountCall, { body: { token } }, WITHOUT_TOKEN),
    resendConfirmation: (userName: string, market: string) =>
      call(resendConfirmationCall, { body: { userName, market } }, WITHOUT_TOKEN),
    /** Answers a new token pair: every other session of the account has ended. */
    changePassword: (body: z.input<typeof changePasswordCall.body>) => call(changePasswordCall, { body }),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
