// The consent feature's face: code outside features/consent imports it only from here.
// The cookie consent banner, its settings button and the stored consent.

export { CookieConsentBanner } from './CookieConsentBanner';
export { CookieSettingsButton } from './CookieSettingsButton';
