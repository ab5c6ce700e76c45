'use server';

import { ACCOUNT_NOT_CONFIRMED, OTHER_MARKET_ACCOUNT, PUNCH_OUT_SWITCH_REFUSED } from '@workwear/contracts';
import {
  defaultLanguageOf,
  getMarketByName,
  isSupportedLanguage,
  type Language,
  type Market,
  marketLanguages,
  passwordRulesOfMessages,
} from '@workwear/domain';
import { PASSWORD_MAX_LENGTH } from '@workwear/domain/passwordRules';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { cartsAfterSignIn } from '@/features/cartMerge';
import { marketDisplayName } from '@/features/shell';
import { type CookieWrite, cookieWrite, writeCookies } from '@/lib/cookieWriter';
import { requestIsHttps } from '@/lib/requestOrigin';
import { getMarket } from '@/lib/shopContext';
import { authApiFor, refusalCode, refusalStatus } from './authApi';
import { PORTAL_REDIRECT_PATH, SESSION_ENDED_PATH } from './authPaths';
import { loginLanguage, returnTarget } from './returnTarget';
import { getSignedIn, signedInAuthApi } from './session';
import { sessionCookieWrites } from './sessionCookies';
import { type SignInError, type SignInResult, signInInputSchema } from './signInInput';

async function requestFacts() {
  const h = await headers();
  return {
    address: h.get('x-forwarded-for') ?? undefined,
    https: requestIsHttps((name) => h.get(name)),
  };
}

async function setCookies(writes: readonly CookieWrite[]) {
  writeCookies(await cookies(), writes);
}

/** The account's market and its holder's language, as a refusal of another market's account names them. */
function otherMarketOf(error: unknown): { market?: string; language?: string } {
  const body = (error as { body?: unknown }).body;
  const current =
    typeof body === 'object' && body !== null ? (body as { current?: unknown }).current : undefined;
  if (typeof current !== 'object' || current === null) return {};
  const { market, language } = current as { market?: unknown; language?: unknown };
  return {
    ...(typeof market === 'string' ? { market } : {}),
    ...(typeof language === 'string' ? { language } : {}),
  };
}

/** The buyer's own language where their market has it, else that market's default. */
function buyerLanguage(market: Market, asked: string | undefined): Language {
  return asked && isSupportedLanguage(asked) && marketLanguages(market).includes(asked)
    ? asked
    : defaultLanguageOf(market);
}

/**
 * A buyer of another market is told in their own language which shop is theirs (the message carries
 * its language, so the page marks it), with the way to that shop and the button that signs in there.
 */
async function otherMarketRefusal(error: unknown, pageLanguage: Language): Promise<SignInResult> {
  const named = otherMarketOf(error);
  const other = getMarketByName(named.market ?? '');
  const language = other ? buyerLanguage(other, named.language) : pageLanguage;
  const t = await getTranslations({ locale: language, namespace: 'account' });
  const shown = other ? marketDisplayName(other, language) : '?';
  return {
    ok: false,
    error: 'otherMarket',
    message: t('login.otherMarket', { market: shown }),
    messageLanguage: language,
    ...(other
      ? {
          otherMarket: {
            market: other.name,
            language,
            label: t('login.signInThere', { market: shown }),
            goLabel: t('login.goToShop', { market: shown }),
          },
        }
      : {}),
  };
}

/**
 * Signs in through the API and keeps the tokens in HttpOnly cookies set here, on the storefront's
 * server: page script never sees them. The market is the shop's, or a demo account's own (the demo
 * list fills it in), in which case the market cookie follows it.
 */
export async function signIn(input: unknown): Promise<SignInResult> {
  const parsed = signInInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', message: 'Invalid input.' };
  const { userName, password, market: marketName, returnTo, language } = parsed.data;
  const t = await getTranslations({ locale: language, namespace: 'account' });
  const refused = (error: SignInError, message: string): SignInResult => ({ ok: false, error, message });
  const { address, https } = await requestFacts();
  let retryAfter: string | null = null;
  const api = authApiFor({
    address,
    onResponse: (response) => {
      retryAfter = response.headers.get('retry-after');
    },
  });
  try {
    const pair = await api.login({ userName, password, market: marketName });
    await setCookies(sessionCookieWrites(pair, https, Date.now()));
    const shopMarket = await getMarket();
    const market = getMarketByName(marketName) ?? shopMarket;
    if (market.name !== shopMarket.name) await setCookies([cookieWrite('market', market.name, https)]);
    const lang = loginLanguage(returnTo, market);
    // The public cart is settled with the new session: merged silently, or the consumer is asked.
    return { ok: true, redirectTo: await cartsAfterSignIn(lang, returnTarget(returnTo, market, lang)) };
  } catch (error) {
    const status = refusalStatus(error);
    if (status === 401) return refused('credentials', t('login.wrongCredentials'));
    if (status === 429) {
      const given = Number(retryAfter);
      const seconds = Number.isFinite(given) && given > 0 ? Math.ceil(given) : 60;
      const wait =
        seconds < 60
          ? t('wait.seconds', { count: seconds })
          : t('wait.minutes', { count: Math.ceil(seconds / 60) });
      return refused('throttled', t('login.throttled', { wait }));
    }
    if (status === 403 && refusalCode(error) === OTHER_MARKET_ACCOUNT)
      return otherMarketRefusal(error, language);
    if (status === 403 && refusalCode(error) === ACCOUNT_NOT_CONFIRMED) {
      return {
        ok: false,
        error: 'notConfirmed',
        message: t('login.notConfirmed'),
        resend: { label: t('login.resend'), sent: t('login.resent'), tooMany: t('forgot.tooMany') },
      };
    }
    if (status === 403) return refused('consumerMarket', t('login.consumerMarket'));
    if (status === 400) return refused('invalid', t('login.invalid'));
    return refused('unavailable', t('login.unavailable'));
  }
}

export type SwitchResult = { ok: true } | { ok: false; redirectTo?: string };

/**
 * Acts for another of the customer's companies: the API issues tokens for it and the cookies are
 * replaced. A punch-out session may not switch: it goes to the portal redirect (spec).
 */
export async function switchCompany(companyId: unknown, currentPath: unknown): Promise<SwitchResult> {
  const id = z.number().int().positive().safeParse(companyId);
  const signedIn = await getSignedIn();
  if (!id.success || !signedIn) return { ok: false };
  if (signedIn.punchOut) return { ok: false, redirectTo: PORTAL_REDIRECT_PATH };
  const { https } = await requestFacts();
  try {
    // A 401 is answered below with the logged-out page, which empties every session cookie itself.
    const api = await signedInAuthApi(signedIn, { leaveEndedSession: false });
    const pair = await api.switchCompany(id.data);
    await setCookies(sessionCookieWrites(pair, https, Date.now()));
    return { ok: true };
  } catch (error) {
    if (refusalCode(error) === PUNCH_OUT_SWITCH_REFUSED)
      return { ok: false, redirectTo: PORTAL_REDIRECT_PATH };
    if (refusalStatus(error) === 401) {
      const path = typeof currentPath === 'string' && currentPath.startsWith('/') ? currentPath : '/';
      return { ok: false, redirectTo: `${SESSION_ENDED_PATH}?returnTo=${encodeURIComponent(path)}` };
    }
    return { ok: false };
  }
}

export type ResetRequestResult = { ok: boolean; tooMany?: boolean };

/** Asks the API to e-mail a reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(userName: unknown): Promise<ResetRequestResult> {
  const name = z.string().trim().min(1).max(200).safeParse(userName);
  if (!name.success) return { ok: false };
  const { address } = await requestFacts();
  const market = await getMarket();
  try {
    await authApiFor({ address }).requestPasswordReset(name.data, market.name);
    return { ok: true };
  } catch (error) {
    // 429: the API's limit per login name and per address (the same for a known and an unknown name).
    return refusalStatus(error) === 429 ? { ok: false, tooMany: true } : { ok: false };
  }
}

export type ResetResult = { ok: true } | { ok: false; error: 'token' | 'password' | 'weak' | 'unavailable' };

/** Sets a new password with the reset link's token. */
export async function resetPassword(token: unknown, newPassword: unknown): Promise<ResetResult> {
  const input = z
    .object({ token: z.string().min(1).max(200), newPassword: z.string().max(PASSWORD_MAX_LENGTH) })
    .safeParse({
      token,
      newPassword,
    });
  if (!input.success) return { ok: false, error: 'token' };
  const { address } = await requestFacts();
  try {
    await authApiFor({ address }).resetPassword(input.data.token, input.data.newPassword);
    return { ok: true };
  } catch (error) {
    if (refusalStatus(error) !== 422) return { ok: false, error: 'unavailable' };
    // The API's 422: { code, message, details: { fields: [{ field, message }] } }.
    const details = (error as { body?: { details?: { fields?: unknown } } }).body?.details?.fields;
    const fields = Array.isArray(details) ? (details as { field?: unknown; message?: unknown }[]) : [];
    if (fields.some((d) => d.field === 'token')) return { ok: false, error: 'token' };
    const messages = fields.map((d) => (typeof d.message === 'string' ? d.message : ''));
    // Only the API judges strength; its English message names the rule, translated on the page.
    return passwordRulesOfMessages(messages).includes('tooWeak')
      ? { ok: false, error: 'weak' }
      : { ok: false, error: 'password' };
  }
}
