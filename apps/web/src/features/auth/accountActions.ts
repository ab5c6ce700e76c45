'use server';

import { languageSchema, passwordRulesOfMessages, signUpIssues } from '@workwear/domain';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { writeCookies } from '@/lib/cookieWriter';
import { requestIsHttps } from '@/lib/requestOrigin';
import { getMarket } from '@/lib/shopContext';
import { apiFieldMessages } from './apiFieldMessages';
import { authApiFor, refusalStatus } from './authApi';
import { getSignedIn, signedInAuthApi } from './session';
import { sessionCookieWrites } from './sessionCookies';

/*
 * The account's own sign-in matters (create account, its confirmation and resend, the password
 * change) as server actions: the API is called from the storefront's server, the new session's
 * tokens are written as HttpOnly cookies here. Each answer carries the API's field messages (the
 * domain's English), which the forms translate.
 */

async function visitorAddress() {
  return (await headers()).get('x-forwarded-for') ?? undefined;
}

export type FormAnswer =
  | { ok: true }
  | { ok: false; error: 'fields' | 'tooMany' | 'notHere' | 'failed'; fields?: Record<string, string> };

const refusal = (error: unknown): FormAnswer => {
  const status = refusalStatus(error);
  if (status === 400) return { ok: false, error: 'fields', fields: apiFieldMessages(error) };
  if (status === 429) return { ok: false, error: 'tooMany' };
  if (status === 403) return { ok: false, error: 'notHere' };
  return { ok: false, error: 'failed' };
};

const signUpInput = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(320),
  password: z.string().max(800),
  newsletter: z.boolean(),
  language: languageSchema,
});

/** The create-account page: the market is the shop's; the e-mails come in the page's language. */
export async function signUp(input: unknown): Promise<FormAnswer> {
  const parsed = signUpInput.safeParse(input);
  if (!parsed.success || signUpIssues(parsed.data).length > 0) return { ok: false, error: 'failed' };
  const market = await getMarket();
  try {
    await authApiFor({ address: await visitorAddress() }).signUp({ ...parsed.data, market: market.name });
    return { ok: true };
  } catch (error) {
    return refusal(error);
  }
}

/** The confirmation page's button (a POST, so a mail scanner opening the link confirms nothing). */
export async function confirmAccount(token: unknown): Promise<FormAnswer & { loginName?: string }> {
  const parsed = z.string().min(1).max(300).safeParse(token);
  if (!parsed.success) return { ok: false, error: 'fields', fields: { token: 'invalid' } };
  try {
    const done = await authApiFor({ address: await visitorAddress() }).confirmAccount(parsed.data);
    return { ok: true, loginName: done.loginName };
  } catch (error) {
    return refusal(error);
  }
}

/** The sign-in page's "send the link again" for an account awaiting confirmation. */
export async function resendConfirmation(userName: unknown): Promise<FormAnswer> {
  const parsed = z.string().trim().min(1).max(254).safeParse(userName);
  if (!parsed.success) return { ok: false, error: 'failed' };
  const market = await getMarket();
  try {
    await authApiFor({ address: await visitorAddress() }).resendConfirmation(parsed.data, market.name);
    return { ok: true };
  } catch (error) {
    return refusal(error);
  }
}

const passwordInput = z.object({ currentPassword: z.string().max(800), newPassword: z.string().max(800) });

export type PasswordAnswer =
  | { ok: true }
  | { ok: false; error: 'current' | 'password' | 'weak' | 'tooMany' | 'failed' };

/** The account page's password change: the API ends every session and answers this browser's new one. */
export async function changePassword(input: unknown): Promise<PasswordAnswer> {
  const parsed = passwordInput.safeParse(input);
  const signedIn = await getSignedIn();
  if (!parsed.success || !signedIn) return { ok: false, error: 'failed' };
  const h = await headers();
  try {
    const api = await signedInAuthApi(signedIn);
    const pair = await api.changePassword(parsed.data);
    writeCookies(
      await cookies(),
      sessionCookieWrites(
        pair,
        requestIsHttps((name) => h.get(name)),
        Date.now(),
      ),
    );
    return { ok: true };
  } catch (error) {
    const status = refusalStatus(error);
    if (status === 429) return { ok: false, error: 'tooMany' };
    if (status !== 400) return { ok: false, error: 'failed' };
    const fields = apiFieldMessages(error);
    if ('currentPassword' in fields) return { ok: false, error: 'current' };
    return passwordRulesOfMessages(Object.values(fields)).includes('tooWeak')
      ? { ok: false, error: 'weak' }
      : { ok: false, error: 'password' };
  }
}
