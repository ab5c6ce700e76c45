import { type CustomerSummary, customerSummarySchema, type TokenPair } from '@workwear/contracts';
// Relative, not @/: the benchmarks (bench/src/pageSession.ts) import this file outside Next's paths.
import { type CookieWrite, cookieClear, cookieWrite } from '../../lib/cookieWriter';
import {
  SESSION_COOKIE_KEYS,
  SESSION_COOKIES,
  type SessionCookieKey,
  sessionCookieName,
} from './sessionCookieNames';

export { type CookieWrite, SESSION_COOKIE_KEYS, SESSION_COOKIES, type SessionCookieKey, sessionCookieName };

export type StoredSession = {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  customer: CustomerSummary | undefined;
};

function parseCustomer(value: string | undefined): CustomerSummary | undefined {
  if (!value) return undefined;
  try {
    const parsed = customerSummarySchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The session as the request's cookies hold it; `read` gets a cookie's value by its name. */
export function readSessionCookies(
  read: (name: string) => string | undefined,
  https: boolean,
): StoredSession {
  return {
    accessToken: read(sessionCookieName('access', https)) || undefined,
    refreshToken: read(sessionCookieName('refresh', https)) || undefined,
    customer: parseCustomer(read(sessionCookieName('customer', https))),
  };
}

/** True when the request carries any of the five: it had a session, whatever state it is in. */
export function hasSessionCookie(read: (name: string) => string | undefined, https: boolean): boolean {
  return SESSION_COOKIE_KEYS.some((key) => read(sessionCookieName(key, https)) !== undefined);
}

const write = (key: SessionCookieKey, value: string, https: boolean, maxAgeSeconds: number): CookieWrite =>
  cookieWrite(SESSION_COOKIES[key], value, https, { maxAgeSeconds });

/** The cookies a sign-in, a refresh or a company switch sets: the five, for the refresh token's life. */
export function sessionCookieWrites(pair: TokenPair, https: boolean, nowMs: number): CookieWrite[] {
  const maxAge = Math.max(1, Math.floor((Date.parse(pair.refreshTokenExpiresAt) - nowMs) / 1000));
  const { customer } = pair;
  return [
    write('access', pair.accessToken, https, maxAge),
    write('refresh', pair.refreshToken, https, maxAge),
    write('customer', JSON.stringify(customer), https, maxAge),
    write('role', String(customer.role), https, maxAge),
    write('company', customer.companyId === null ? '' : String(customer.companyId), https, maxAge),
  ];
}

/** The five cookies emptied (Max-Age=0): signing out, or a session the API has ended. */
export function sessionCookieClears(https: boolean): CookieWrite[] {
  return SESSION_COOKIE_KEYS.map((key) => cookieClear(SESSION_COOKIES[key], https));
}

/** A Cookie request header with the session's cookies replaced (the proxy hands pages a refreshed session). */
export function replaceRequestCookies(header: string | null, writes: readonly CookieWrite[]): string {
  const replaced = new Set(writes.map((w) => w.name));
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !replaced.has(part.slice(0, part.indexOf('=')).trim()));
  const added = writes
    .filter((w) => w.options.maxAge === undefined || w.options.maxAge > 0)
    .map((w) => `${w.name}=${encodeURIComponent(w.value)}`);
  return [...kept, ...added].join('; ');
}
