import { MARKET_NAMES, roleCodeSchema } from '@workwear/domain';
import { PASSWORD_MAX_LENGTH } from '@workwear/domain/passwordRules';
import { z } from 'zod';
import { safeText } from './safeText';

/**
 * Sign-in, refresh, company switch and password reset (apps/api/src/modules/auth). Tokens: an ES256
 * JWT access token of at most 15 minutes, and an opaque refresh token that rotates on every use.
 */

/** Any case ('SE' and 'se' name the same market); answered in lower case. */
const marketName = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(MARKET_NAMES))
  .describe('Market name such as se; case-insensitive');

export const loginBodySchema = z
  .object({
    userName: safeText().trim().min(1).max(200).describe('Login name (usually the e-mail); case-insensitive'),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    market: marketName,
  })
  .meta({ id: 'LoginRequest' });

export const refreshBodySchema = z
  .object({ refreshToken: safeText().min(1).max(200) })
  .meta({ id: 'RefreshRequest' });

export const logoutBodySchema = z
  .object({
    refreshToken: safeText()
      .min(1)
      .max(200)
      .optional()
      .describe('Without a bearer token: the refresh token names the session to end'),
  })
  .meta({ id: 'LogoutRequest' });

export const customerSummarySchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleCodeSchema,
    superCustomerAdmin: z.boolean(),
    companyId: z.number().int().nullable().describe('The company the session acts for; null for consumers'),
    market: z.string(),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const tokenPairSchema = z
  .object({
    accessToken: z.string().describe('ES256 JWT; send as Authorization: Bearer <token>'),
    accessTokenExpiresAt: z.iso.datetime(),
    refreshToken: z
      .string()
      .describe('Opaque; rotates on every refresh; keep it server-side (httpOnly cookie)'),
    refreshTokenExpiresAt: z.iso.datetime(),
    customer: customerSummarySchema,
  })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const principalSummarySchema = z
  .object({
    customerId: z.number().int(),
    companyId: z.number().int().nullable(),
    role: roleCodeSchema,
    superCustomerAdmin: z.boolean(),
    sessionId: z.string(),
    coopCode: z.string().nullable(),
    market: z.string(),
    punchOutType: z.string().nullable(),
  })
  .meta({ id: 'PrincipalSummary' });

export const authenticatedSchema = z
  .object({ authenticated: z.literal(true), principal: principalSummarySchema })
  .meta({ id: 'Authenticated' });

export const switchableCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    market: z.string(),
    coopCode: z.string().nullable(),
    isDefault: z.boolean().describe('The company a sign-in starts with'),
    isCurrent: z.boolean().describe('The company this session acts for now'),
  })
  .meta({ id: 'SwitchableCompany' });
export const switchableCompaniesSchema = z.array(switchableCompanySchema).meta({ id: 'SwitchableCompanies' });

export const switchCompanyBodySchema = z
  .object({ companyId: z.number().int().positive() })
  .meta({ id: 'SwitchCompanyRequest' });

/**
 * The code of the 403 a punch-out session gets when it tries to switch company: the storefront then
 * goes to /auth/portal-redirect.
 */
export const PUNCH_OUT_SWITCH_REFUSED = 'punch_out_switch_refused';

/** The code of a 403 on login: the account belongs to another market, named in current.market. */
export const OTHER_MARKET_ACCOUNT = 'account_of_other_market';

export const resetPasswordRequestQuerySchema = z.object({
  userName: safeText().trim().min(1).max(200),
  market: marketName,
});

/** The same answer whether or not the account exists, so the call reveals nothing. */
export const resetPasswordRequestedSchema = z
  .object({ accepted: z.literal(true), message: z.string() })
  .meta({ id: 'ResetPasswordRequested' });

export const resetPasswordBodySchema = z
  .object({
    token: safeText().min(1).max(200),
    newPassword: z.string().max(PASSWORD_MAX_LENGTH).describe('Rules: packages/domain/src/passwordRules.ts'),
  })
  .meta({ id: 'ResetPasswordRequest' });

export const resetPasswordDoneSchema = z.object({ reset: z.literal(true) }).meta({ id: 'ResetPasswordDone' });
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) }).meta({ id: 'LoggedOut' });
