/** The footer's "Cookie settings" button and the consent panel meet on this window event. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'workwear:open-cookie-settings';

/**
 * Sent by the consent panel once the visitor has chosen: the VAT dialog waits for it on a first
 * visit, so the two never stand in each other's way (the dialog is modal).
 */
export const CONSENT_DECIDED_EVENT = 'workwear:consent-decided';
