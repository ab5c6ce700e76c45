/** The storefront's own sign-in paths outside /{lang} (proxy.ts lets them through). */
export const LOGOUT_PATH = '/logout';
/** Asks before signing out when the logout route was opened by another site (logoutRequest.ts). */
export const LOGOUT_CONFIRM_PATH = '/logout/confirm';
/** The logged-out page (status 440) with its modal. */
export const SESSION_ENDED_PATH = '/session-ended';
/** Where a punch-out session goes when it may not switch company (spec). */
export const PORTAL_REDIRECT_PATH = '/auth/portal-redirect';

/** The logout route with its locale (spec: the route takes a locale query parameter). */
export const logoutHref = (language: string) => `${LOGOUT_PATH}?locale=${encodeURIComponent(language)}`;

/** The confirmation page of the logout route, in a language. */
export const logoutConfirmHref = (language: string) =>
  `${LOGOUT_CONFIRM_PATH}?locale=${encodeURIComponent(language)}`;
