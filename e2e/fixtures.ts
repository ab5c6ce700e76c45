import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { webPort } from './playwright.config';

/**
 * A visitor who has already answered the cookie banner and (in the consumer market) the VAT
 * question, so tests about something else are not interrupted by them. Tests of those two dialogs
 * use the plain `test` from @playwright/test.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    const url = baseURL ?? `http://localhost:${webPort}`;
    await context.addCookies([
      { name: 'cookieConsent', value: 'v1.f1.p1.t0', url },
      { name: 'vatChoice', value: 'incVAT', url },
    ]);
    await use(context);
  },
});

export { expect };

/**
 * WCAG A and AA violations axe rates serious or critical, each as "id (impact): targets"; `exclude`
 * names selectors another part answers for.
 */
export async function seriousViolations(page: Page, exclude: readonly string[] = []) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) axe = axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signs in on the login page (Swedish market accounts) and waits to be sent on. */
export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(login);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Opens a header disclosure (account menu, company switcher). Their code loads in chunks of their own
 * (features/auth/signedInIslands.tsx) and a click before that has hydrated does nothing, so click until the button says open.
 */
export async function openDisclosure(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}
