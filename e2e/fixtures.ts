import { test as base, expect } from '@playwright/test';

/**
 * A visitor who has already answered the cookie banner and (in the consumer market) the VAT
 * question, so tests about something else are not interrupted by them. Tests of those two dialogs
 * use the plain `test` from @playwright/test.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    const url = baseURL ?? 'http://localhost:3100';
    await context.addCookies([
      { name: 'cookieConsent', value: 'v1.f1.p1.t0', url },
      { name: 'vatChoice', value: 'incVAT', url },
    ]);
    await use(context);
  },
});

export { expect };
