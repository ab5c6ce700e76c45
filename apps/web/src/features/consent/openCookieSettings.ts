/** The footer's "Cookie settings" button and the consent panel meet on this window event. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'workwear:open-cookie-settings';
