// The auth feature's face for the request layer (proxy.ts): paths, languages and the request's
// session with its cookies. No React: the proxy bundles only what it imports.
export { LOGOUT_CONFIRM_PATH, LOGOUT_PATH, PORTAL_REDIRECT_PATH, SESSION_ENDED_PATH } from './authPaths';
export { loggedOutReturnPath } from './loggedOutReturnPath';
export { logoutLanguage } from './logoutRequest';
export { type RequestSession, resolveRequestSession } from './requestSession';
export { loginLanguage } from './returnTarget';
export { replaceRequestCookies, sessionCookieClears } from './sessionCookies';
