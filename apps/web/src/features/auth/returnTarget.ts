import {
  defaultLanguageOf,
  type Language,
  languageForPrefix,
  type Market,
  routePath,
  safeReturnTo,
} from '@workwear/domain';
import { LOGOUT_PATH, SESSION_ENDED_PATH } from './authPaths';

/** Pages a sign-in must not return to: they would sign out or show the logged-out page again. */
const NOT_AFTER_SIGN_IN = ['/login', LOGOUT_PATH, SESSION_ENDED_PATH];

/**
 * Where a sign-in goes: returnTo when it is a path of this site in one of the market's languages
 * (spec: only same-site paths), otherwise the language home.
 */
export function returnTarget(returnTo: unknown, market: Market, language: Language): string {
  const path = safeReturnTo(returnTo);
  if (path !== undefined) {
    const pathname = path.split(/[?#]/)[0] ?? '';
    const blocked = NOT_AFTER_SIGN_IN.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (!blocked && languageForPrefix(market, pathname.split('/')[1]).kind === 'ok') return path;
  }
  return routePath('Home', language);
}

/** The login page's language: returnTo's when the market speaks it, else the market's default. */
export function loginLanguage(returnTo: unknown, market: Market): Language {
  const path = safeReturnTo(returnTo);
  const resolved = languageForPrefix(market, path?.split(/[/?#]/)[1]);
  return resolved.kind === 'ok' ? resolved.language : defaultLanguageOf(market);
}
