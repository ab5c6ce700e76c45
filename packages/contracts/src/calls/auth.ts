import {
  authenticatedSchema,
  loggedOutSchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  resetPasswordDoneSchema,
  resetPasswordRequestedSchema,
  resetPasswordRequestQuerySchema,
  switchableCompaniesSchema,
  switchCompanyBodySchema,
  tokenPairSchema,
} from '../auth';
import { defineCall } from '../call';
import { errorResponses, json } from '../responses';
import { authService } from './services';

export const loginCall = defineCall({
  service: authService,
  method: 'post',
  path: '/login',
  summary: 'Sign in',
  description:
    'Checks login name and password and starts a session: an access token (ES256 JWT, 15 min) and a ' +
    'refresh token. An unknown login name and a wrong password get the same 401. Throttled per login ' +
    'name and client address pair and per address, and slowed per login name for addresses with recent ' +
    'failures: 429 with Retry-After. A consumer signs in only in a market that ' +
    'takes consumers; an account of another market gets 403 account_of_other_market with current.market.',
  body: loginBodySchema,
  responses: {
    200: json(tokenPairSchema, 'Signed in'),
    ...errorResponses({
      400: 'A field is missing or malformed; details name it',
      401: 'Login name or password is wrong, or the account is inactive',
      403: 'Consumers cannot sign in in this market, or the account belongs to another market',
    }),
  },
});

export const refreshCall = defineCall({
  service: authService,
  method: 'post',
  path: '/refresh',
  summary: 'Refresh the tokens',
  description:
    'Rotates the refresh token: answers a new pair, and the given token is spent. Within 30 s of its ' +
    'rotation, the spent token answers the same new pair again (concurrent tabs); later, it ends the ' +
    'whole session. Also 401 when the session was revoked, the password changed or the account was deactivated.',
  body: refreshBodySchema,
  responses: {
    200: json(tokenPairSchema, 'A new token pair'),
    ...errorResponses({ 400: 'refreshToken is missing', 401: 'The refresh token is not valid any more' }),
  },
});

export const logoutCall = defineCall({
  service: authService,
  method: 'post',
  path: '/logout',
  summary: 'Sign out',
  description:
    "Ends the session (every refresh token of its family): the bearer token's session, or the refresh " +
    "token's. Answers 200 also when the session had already ended.",
  body: logoutBodySchema,
  responses: {
    200: json(loggedOutSchema, 'Signed out'),
    ...errorResponses({ 400: 'Neither a bearer token nor a refresh token' }),
  },
});

export const authenticatedCall = defineCall({
  service: authService,
  method: 'get',
  path: '/authenticated',
  summary: 'Is the bearer signed in',
  responses: {
    200: json(authenticatedSchema, 'The token is valid; who it names'),
    ...errorResponses({ 401: 'No token, or not a valid one' }),
  },
});

export const switchableCompaniesCall = defineCall({
  service: authService,
  method: 'get',
  path: '/companies',
  summary: 'Companies the signed-in customer may switch to',
  description: 'Ordered by name; isCurrent marks the one the session acts for.',
  responses: {
    200: json(switchableCompaniesSchema, 'The companies'),
    ...errorResponses({ 401: 'Not signed in' }),
  },
});

export const switchCompanyCall = defineCall({
  service: authService,
  method: 'post',
  path: '/companies/switch',
  summary: 'Act for another company',
  description:
    'A new token pair for the other company, in the same session. A punch-out session may not switch: ' +
    '403 with code punch_out_switch_refused (the storefront then goes to /auth/portal-redirect).',
  body: switchCompanyBodySchema,
  responses: {
    200: json(tokenPairSchema, 'Tokens for the other company'),
    ...errorResponses({
      400: 'companyId is missing or malformed',
      401: 'Not signed in',
      403: 'A punch-out session (code punch_out_switch_refused)',
      404: 'Not one of the customer’s companies',
    }),
  },
});

export const requestPasswordResetCall = defineCall({
  service: authService,
  method: 'get',
  path: '/ResetPassword/ResetPassword',
  summary: 'Send a password reset e-mail',
  description:
    'For an active account of that login name and market, e-mails a single-use link valid for 1 hour, ' +
    'in the customer’s language; a new link ends the earlier ones. The answer is the same whether or ' +
    'not such an account exists (the account is looked up after answering). Limited per login name and ' +
    'per client address: 429 with Retry-After.',
  query: resetPasswordRequestQuerySchema,
  responses: {
    202: json(resetPasswordRequestedSchema, 'Accepted (an e-mail goes out if the account exists)'),
    ...errorResponses({ 400: 'userName or market is missing or malformed' }),
  },
});

export const resetPasswordCall = defineCall({
  service: authService,
  method: 'post',
  path: '/ResetPassword',
  summary: 'Set a new password with a reset link’s token',
  description:
    'Sets the password, ends this and every other reset link and every session of the account. 422 naming token ' +
    '(unknown, used or expired) or newPassword (breaks a rule of packages/domain passwordRules).',
  body: resetPasswordBodySchema,
  responses: {
    200: json(resetPasswordDoneSchema, 'The password is set'),
    ...errorResponses({ 400: 'A field is missing', 422: 'The token or the new password is refused' }),
  },
});
