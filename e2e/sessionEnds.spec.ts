import type { BrowserContext, Page } from '@playwright/test';
import { expect, openDisclosure, signIn, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * How a session ends, as the visitor sees it: only the shop itself signs a visitor out (another site
 * gets a page asking first), and a session the API has ended (signed out elsewhere, password reset,
 * deactivation) is over in the storefront at once, not when its access token expires.
 */

const api = `http://127.0.0.1:${apiPort}`;
const SESSION_COOKIES = ['accessToken', 'refreshToken', 'sessionCustomer', 'sessionRole', 'sessionCompany'];

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name);

/** Ends the page's session at the API, as a sign-out on another device would; its cookies stay as they are. */
async function endSessionAtApi(page: Page) {
  const refresh = (await page.context().cookies()).find((c) => c.name === 'refreshToken');
  expect(refresh?.value).toBeTruthy();
  const ended = await page.request.post(`${api}/api/auth/logout`, { data: { refreshToken: refresh?.value } });
  expect(ended.ok()).toBe(true);
}

test.describe('signing out from another site', () => {
  test('a link from another site asks first; the visitor stays signed in until they confirm', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'maria.administrator@demo.workwear.test', 'Workwear-Staff-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    // A page of another site that links to the logout route and loads it as an image too.
    const logout = `${baseURL}/logout?locale=sv`;
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><img src="${logout}" alt=""><a href="${logout}">Vinn en jacka</a>`,
      }),
    );
    await page.goto('http://elsewhere.test/');
    await page.getByRole('link', { name: 'Vinn en jacka' }).click();

    await expect(page).toHaveURL('/logout/confirm?locale=sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga ut?');
    await expect(page.getByRole('link', { name: 'Förbli inloggad' })).toHaveAttribute('href', '/sv');
    for (const name of SESSION_COOKIES) expect(await cookieNames(context)).toContain(name);

    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL('/sv');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    for (const name of SESSION_COOKIES) expect(await cookieNames(context)).not.toContain(name);
  });

  test('a request naming another site, or none, does not sign out; the shop’s own does', async ({
    page,
    context,
  }) => {
    await signIn(page, 'nils.user@demo.workwear.test', 'Workwear-User-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    // page.request carries the browser's cookies; these are the Fetch Metadata a browser would send.
    for (const [method, headers] of [
      ['GET', { 'sec-fetch-site': 'cross-site' }],
      ['GET', { 'sec-fetch-site': 'same-site' }],
      ['GET', {}],
      ['POST', { 'sec-fetch-site': 'cross-site', origin: 'http://elsewhere.test' }],
    ] as const) {
      const answer = await page.request.fetch('/logout?locale=en', { method, headers, maxRedirects: 0 });
      expect(answer.status(), `${method} ${JSON.stringify(headers)}`).toBe(303);
      expect(answer.headers().location).toMatch(/\/logout\/confirm\?locale=en$/);
      expect(answer.headers()['set-cookie'] ?? '').not.toContain('refreshToken=;');
    }
    await page.goto('/sv');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();

    const own = await page.request.get('/logout?locale=sv', {
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(303);
    expect(own.headers().location).toMatch(/\/sv$/);
    for (const name of SESSION_COOKIES) expect(await cookieNames(context)).not.toContain(name);
  });
});

test.describe('a session the API has ended', () => {
  test('the next page is the 440 page with the logged-out modal, though the token has not expired', async ({
    page,
    context,
  }) => {
    await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await endSessionAtApi(page);

    const response = await page.goto('/sv/alla-produkter?page=2');
    expect(response?.status()).toBe(440);
    const modal = page.getByTestId('session-ended');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading')).toHaveText('Du har loggats ut');
    await expect(modal.getByRole('link', { name: 'Logga in igen' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/sv/alla-produkter?page=2')}`,
    );
    for (const name of SESSION_COOKIES) expect(await cookieNames(context)).not.toContain(name);
    await modal.getByRole('link', { name: 'Fortsätt utan att logga in' }).click();
    await expect(page).toHaveURL('/sv/alla-produkter?page=2');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
  });

  test('a link followed inside the shop after the session ended also reaches the logged-out modal', async ({
    page,
  }) => {
    await signIn(page, 'elin.consumer@demo.workwear.test', 'Workwear-Home-2026');
    await page.goto('/sv/alla-produkter');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await endSessionAtApi(page);

    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('session-ended')).toBeVisible();
    await expect(page.getByTestId('session-ended').getByRole('heading')).toHaveText('Du har loggats ut');
  });

  test('a server action after the session ended (a company switch) leads to the logged-out modal too', async ({
    page,
    context,
  }) => {
    await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
    await page.goto('/sv/mina-sidor/konto');
    const switcher = page.getByTestId('company-switcher');
    await expect(switcher).toBeVisible();
    const current = (await page.getByTestId('company-name').textContent()) ?? '';
    await endSessionAtApi(page);

    await openDisclosure(switcher);
    await page
      .getByRole('button', { name: /Nordbygg/ })
      .filter({ hasNotText: current })
      .click();
    await expect(page.getByTestId('session-ended')).toBeVisible();
    for (const name of SESSION_COOKIES) expect(await cookieNames(context)).not.toContain(name);
  });

  test('a server action after another request already dropped the access token leads to the logged-out modal', async ({
    page,
    context,
  }) => {
    await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
    await page.goto('/sv/mina-sidor/konto');
    const switcher = page.getByTestId('company-switcher');
    await expect(switcher).toBeVisible();
    const current = (await page.getByTestId('company-name').textContent()) ?? '';
    await endSessionAtApi(page);
    // What the header's cart count does when its call meets the ended session: the access token goes,
    // so the action's own request is the one the proxy finds ended (it used to answer a bare 440).
    await context.clearCookies({ name: 'accessToken' });

    await openDisclosure(switcher);
    await page
      .getByRole('button', { name: /Nordbygg/ })
      .filter({ hasNotText: current })
      .click();
    await expect(page.getByTestId('session-ended')).toBeVisible();
    for (const name of SESSION_COOKIES) expect(await cookieNames(context)).not.toContain(name);
  });
});
