import { type Consent, parseConsentCookie, serializeConsent } from '@workwear/domain/cookieConsent';
import { CONSENT_BOUND_COOKIE_KEYS, cookieLine, cookieName } from '@workwear/domain/cookieNames';
import { readDocumentCookie, writeDocumentCookie } from '@/lib/documentCookie';

/** The visitor's stored consent, read in the browser; undefined until they have chosen. */
export function readStoredConsent(https: boolean): Consent | undefined {
  return parseConsentCookie(readDocumentCookie(cookieName('consent', https)));
}

/**
 * Stores the consent, then rewrites every cookie that depends on it with the lifetime it now allows:
 * a VAT choice kept for the session becomes lasting with functional consent, and goes back to the
 * session when that consent is withdrawn. The values stay as they are.
 */
export function storeConsent(consent: Consent, https: boolean): void {
  writeDocumentCookie(cookieLine('consent', serializeConsent(consent), https));
  for (const key of CONSENT_BOUND_COOKIE_KEYS) {
    const value = readDocumentCookie(cookieName(key, https));
    if (value !== undefined) writeDocumentCookie(cookieLine(key, value, https, consent));
  }
}
