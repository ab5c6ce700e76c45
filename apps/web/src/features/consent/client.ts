// The consent feature's face for client components (and server components alike): only modules
// that are safe in the browser, the stored consent and its event. Its index.ts holds server code a client bundle must not load.
export { CONSENT_DECIDED_EVENT } from './consentEvents';
export { readStoredConsent } from './storedConsent';
