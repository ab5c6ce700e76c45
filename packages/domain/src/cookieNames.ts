/** The storefront's own cookies; the API reads the same names, so they live here once. */
export const MARKET_COOKIE = 'market';
export const VAT_CHOICE_COOKIE = 'vatChoice';
export const CONSENT_COOKIE = 'cookieConsent';
