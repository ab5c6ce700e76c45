import type { BrowserContext, Page } from '@playwright/test';
import { expect, openDisclosure, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * Signing in on the storefront against the real API and its demo world: the login page, the session
 * cookies, the route guards, sign-out across tabs, the company switcher and the token refresh.
 */

const api = `http://127.0.0.1:${apiPort}`;
const ACCOUNT = '/sv/mina-sidor/konto';
const COMPANY_DASHBOARD = '/sv/mina-sidor/foretag';
const COMPANY_SETTINGS = '/sv/mina-sidor/foretag/installningar';

type DemoAccount = {
  label: string;
  role: string;
  login: string;
  password: string;
  name: string;
  market: string;
};

async function demoAccounts(page: Page): Promise<DemoAccount[]> {
  const response = await page.request.get(`${api}/api/dev/demo-accounts`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accounts: DemoAccount[] }).accounts;
}

/** Signs in on the login page; accounts of another market through the demo list, which fills in their market. */
async function signIn(page: Page, login: string, password: string, returnTo?: string) {
  await page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  if (/^(lukas|juergen|emily|michael)\./.test(login)) {
    await page.getByRole('button', { name: `Fyll i ${login}` }).click();
  }
  await page.getByLabel('E-postadress').fill(login);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}

async function sessionCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** A JWT-shaped token whose expiry has passed (its signature is no concern: the storefront refreshes it unsent). */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ storm_role: '64', exp: 1_000_000_000 })}.c2ln`;
}

test.describe('the login page', () => {
  test('lists the demo accounts; one click fills the form; every demo role signs in', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const probe = await browser.newPage();
    // oliver.consumer changes his password in the reset test below.
    const accounts = (await demoAccounts(probe)).filter((a) => !a.login.startsWith('oliver.'));
    await probe.close();
    expect(accounts.map((a) => a.role)).toEqual(
      expect.arrayContaining(['User', 'CustomerAdmin', 'Administrator', 'Internal', 'B2C']),
    );
    for (const account of accounts) {
      const context = await browser.newContext({ baseURL, locale: 'sv-SE' });
      await context.addCookies([{ name: 'cookieConsent', value: 'v1.f1.p1.t0', url: baseURL ?? '' }]);
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('button', { name: `Fyll i ${account.login}` }).click();
      await expect(page.getByLabel('E-postadress')).toHaveValue(account.login);
      await page.getByRole('button', { name: 'Logga in', exact: true }).click();
      const firstName = account.name.split(' ')[0] ?? account.name;
      await expect(page.getByTestId('account-menu-button'), account.login).toContainText(firstName);
      // The tokens are HttpOnly: page script sees neither.
      expect(await page.evaluate<string>('document.cookie')).not.toMatch(/accessToken|refreshToken/);
      expect((await sessionCookie(context, 'accessToken'))?.httpOnly).toBe(true);
      expect((await sessionCookie(context, 'refreshToken'))?.httpOnly).toBe(true);
      await context.close();
    }
  });

  test('follows returnTo to the page asked for', async ({ page }) => {
    const response = await page.goto(ACCOUNT);
    expect(page.url()).toContain(`/login?returnTo=${encodeURIComponent(ACCOUNT)}`);
    expect(response?.request().redirectedFrom()).not.toBeNull();
    await page.getByLabel('E-postadress').fill('erik.admin@demo.workwear.test');
    await page.getByLabel('Lösenord').fill('Workwear-Admin-2026');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page).toHaveURL(ACCOUNT);
    await expect(page.getByTestId('profile-name')).toHaveText(/Erik/);
    await expect(page.getByTestId('profile-role')).toHaveText('Kundadministratör');
    await expect(page.getByTestId('company-name')).toHaveText('Nordbygg Entreprenad AB');
    // The customer's and the company's own records (GET /api/customer/{id}, /api/company/{id}).
    await expect(page.getByTestId('profile-email')).toHaveText('erik.admin@demo.workwear.test');
    await expect(page.getByTestId('company-delivery')).not.toBeEmpty();
    await expect(page.locator('meta[name="analytics-customer-type"]')).toHaveAttribute(
      'content',
      /^(directCustomer|dealer|idCustomer)$/,
    );
  });

  test('refuses a returnTo of another site and goes to the language home', async ({ page, baseURL }) => {
    for (const foreign of ['https://evil.example/', '//evil.example/sv', '/\\evil.example']) {
      await page.context().clearCookies();
      await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.f1.p1.t0', url: baseURL ?? '' }]);
      await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026', foreign);
      await expect(page.getByTestId('account-menu-button')).toBeVisible();
      expect(new URL(page.url()).origin).toBe(baseURL);
      expect(new URL(page.url()).pathname).toBe('/sv');
    }
    // A demo account of another market (the demo list fills in its market): the shop follows it.
    await page.context().clearCookies();
    await page.goto(`/login?returnTo=${encodeURIComponent('https://evil.example/')}`);
    await page.getByRole('button', { name: 'Fyll i emily.user@demo.workwear.test' }).click();
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  test('says so in the visitor’s language when the password is wrong, and when an account is throttled', async ({
    page,
  }) => {
    await signIn(page, 'lukas.user@demo.workwear.test', 'not-his-password');
    await expect(page.getByTestId('login-error')).toHaveText('E-postadressen eller lösenordet är fel.');
    await expect(page).toHaveURL(/\/login/);

    // An unknown login name counts like a wrong password; after five free failures it waits.
    await page.getByLabel('E-postadress').fill('nobody.throttled@example.test');
    for (let attempt = 0; attempt < 12; attempt++) {
      await page.getByLabel('Lösenord').fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Logga in', exact: true }).click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      if ((await page.getByTestId('login-error').textContent())?.startsWith('För många försök')) break;
    }
    await expect(page.getByTestId('login-error')).toHaveText(
      /^För många försök\. Vänta \d+ (sekund|sekunder|minut|minuter) och försök igen\.$/,
    );
  });

  test('an account of another market: says which in the buyer’s language, and signs in there on request', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('E-postadress').fill('lukas.user@demo.workwear.test');
    await page.getByLabel('Lösenord').fill('Workwear-User-2026');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Dieses Konto gehört zum Shop für Deutschland. Wechseln Sie den Markt, um sich dort anzumelden.',
    );
    await page.getByRole('button', { name: 'Im Shop für Deutschland anmelden' }).click();
    await expect(page.getByTestId('account-menu-button')).toContainText('Lukas');
    expect(new URL(page.url()).pathname).toBe('/de');
  });

  test('in English when returnTo is an English page', async ({ page }) => {
    await page.goto(`/login?returnTo=${encodeURIComponent('/en/all-products')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SE');
  });
});

test.describe('route guards', () => {
  test('anonymous on a restricted route: 307 to the login page with returnTo', async ({ request }) => {
    const response = await request.get(ACCOUNT, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`/login?returnTo=${encodeURIComponent(ACCOUNT)}`);
  });

  test('a role not allowed: 302 to the language home for a document, the 403 page for the client router', async ({
    page,
  }) => {
    await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const request = page.context().request;
    const document = await request.get(COMPANY_DASHBOARD, { maxRedirects: 0 });
    expect(document.status()).toBe(302);
    expect(document.headers().location).toBe('/sv');
    // A script's request (Fetch Metadata mode cors, as the client-side router sends) goes on to the page: the 403 page.
    const routed = await request.get(COMPANY_DASHBOARD, {
      maxRedirects: 0,
      headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    });
    expect(routed.status()).toBe(200);
    expect(await routed.text()).toContain('data-testid="forbidden"');
    // And in the browser: the client-side router's navigation shows the 403 page.
    await page.goto('/sv');
    await page.evaluate(`window.next.router.push(${JSON.stringify(COMPANY_DASHBOARD)})`);
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByTestId('forbidden').getByRole('heading')).toHaveText('Ingen behörighet');
    await expect(page).toHaveURL(COMPANY_DASHBOARD);
  });

  test('roles the route allows get in: administrators reach the company dashboard route, internal staff its settings', async ({
    page,
  }) => {
    await signIn(page, 'johan.internal@demo.workwear.test', 'Workwear-Internal-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const request = page.context().request;
    // Their pages arrive with the company issue (404 now), but the guard lets them through.
    for (const path of [COMPANY_DASHBOARD, COMPANY_SETTINGS]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });
});

test.describe('a session', () => {
  test('signing out in one tab signs out the other (BroadcastChannel Logout)', async ({ page, context }) => {
    await signIn(page, 'maria.administrator@demo.workwear.test', 'Workwear-Staff-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/sv/alla-produkter');
    await expect(other.getByTestId('account-menu-button')).toBeVisible();
    await other.evaluate("window.localStorage.setItem('dealerPages', '[]')");

    await openDisclosure(page.getByTestId('account-menu-button'));
    await page.getByRole('button', { name: 'Logga ut' }).click();

    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    await expect(other).toHaveURL('/sv');
    await expect(other.getByTestId('sign-in-link')).toBeVisible();
    expect(await other.evaluate("window.localStorage.getItem('dealerPages')")).toBeNull();
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of ['accessToken', 'refreshToken', 'sessionCustomer', 'sessionRole', 'sessionCompany']) {
      expect(names).not.toContain(name);
    }
  });

  test('the company switcher acts for the other company and reloads the page’s data', async ({ page }) => {
    await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026', ACCOUNT);
    await expect(page).toHaveURL(ACCOUNT);
    const before = (await page.getByTestId('company-name').textContent()) ?? '';
    const switcher = page.getByTestId('company-switcher');
    await expect(switcher).toContainText(before);
    await openDisclosure(switcher);
    const other = page.getByRole('button', { name: /Nordbygg/ }).filter({ hasNotText: before });
    const otherName = ((await other.textContent()) ?? '').trim();
    await other.click();
    await expect(page.getByTestId('company-name')).toHaveText(otherName);
    await expect(switcher).toContainText(otherName);
    await page.reload();
    await expect(page.getByTestId('company-name')).toHaveText(otherName);
  });

  test('a customer with one company gets no switcher', async ({ page }) => {
    await signIn(page, 'lukas.user@demo.workwear.test', 'Workwear-User-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(page.getByTestId('company-switcher')).toHaveCount(0);
  });

  test('an expired access token is refreshed on the server before the page’s calls, also for two tabs at once', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'juergen.admin@demo.workwear.test', 'Workwear-Admin-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const refreshBefore = await sessionCookie(context, 'refreshToken');
    await context.addCookies([{ name: 'accessToken', value: expiredToken(), url: baseURL ?? '' }]);

    const second = await context.newPage();
    const account = '/de/mein-bereich/konto';
    await Promise.all([page.goto(account), second.goto(account)]);
    for (const tab of [page, second]) await expect(tab.getByTestId('profile-name')).toHaveText(/Jürgen/);

    const access = await sessionCookie(context, 'accessToken');
    expect(access?.value).not.toBe(expiredToken());
    expect(access?.value.split('.')).toHaveLength(3);
    expect((await sessionCookie(context, 'refreshToken'))?.value).not.toBe(refreshBefore?.value);
    // Still signed in afterwards: neither tab's refresh ended the other's session.
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(/Jürgen/);
  });

  test('a session the API has ended: the 440 page with the logged-out modal and the way back', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'michael.superadmin@demo.workwear.test', 'Workwear-Super-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const refresh = await sessionCookie(context, 'refreshToken');
    const ended = await page.request.post(`${api}/api/auth/logout`, {
      data: { refreshToken: refresh?.value },
    });
    expect(ended.ok()).toBe(true);
    await context.addCookies([{ name: 'accessToken', value: expiredToken(), url: baseURL ?? '' }]);

    const response = await page.goto('/en/all-products?page=2');
    expect(response?.status()).toBe(440);
    const modal = page.getByTestId('session-ended');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading')).toHaveText('You have been signed out');
    await expect(modal.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/en/all-products?page=2')}`,
    );
    await expect(modal.getByRole('link', { name: 'Continue without signing in' })).toHaveAttribute(
      'href',
      '/en/all-products?page=2',
    );
    expect(await sessionCookie(context, 'refreshToken')).toBeUndefined();
    await modal.getByRole('link', { name: 'Continue without signing in' }).click();
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
  });

  test('a company user whose session ended on checkout returns to the language home', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'nils.user@demo.workwear.test', 'Workwear-User-2026');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const refresh = await sessionCookie(context, 'refreshToken');
    await page.request.post(`${api}/api/auth/logout`, { data: { refreshToken: refresh?.value } });
    await context.addCookies([{ name: 'accessToken', value: expiredToken(), url: baseURL ?? '' }]);
    const response = await page.goto('/sv/kassan');
    expect(response?.status()).toBe(440);
    await expect(
      page.getByTestId('session-ended').getByRole('link', { name: 'Fortsätt utan att logga in' }),
    ).toHaveAttribute('href', '/sv');
  });
});

test.describe('account pages', () => {
  test('settings keep hidePrice for the session, and permanently only with saveLocalSettings', async ({
    page,
  }) => {
    await signIn(page, 'elin.consumer@demo.workwear.test', 'Workwear-Home-2026', '/sv/konto/installningar');
    await expect(page).toHaveURL('/sv/konto/installningar');
    await expect(page.locator('meta[name="analytics-customer-type"]')).toHaveAttribute('content', 'b2c');
    await page.getByLabel('Dölj priser').check();
    await page.getByRole('button', { name: 'Spara inställningarna' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Dina inställningar är sparade.');
    expect(await page.evaluate("window.sessionStorage.getItem('localUserSettings')")).toBe(
      '{"saveLocalSettings":false,"hidePrice":true}',
    );
    expect(await page.evaluate("window.localStorage.getItem('localUserSettings')")).toBeNull();
    await page.goto('/sv/alla-produkter');
    await expect(page.getByTestId('price').first()).toBeHidden();

    await page.goto('/sv/konto/installningar');
    await expect(page.getByLabel('Dölj priser')).toBeChecked();
    await page.getByLabel('Kom ihåg inställningarna på den här enheten').check();
    await page.getByRole('button', { name: 'Spara inställningarna' }).click();
    expect(await page.evaluate("window.localStorage.getItem('localUserSettings')")).toBe(
      '{"saveLocalSettings":true,"hidePrice":true}',
    );
    await page.goto('/sv/konto/storlekar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina storlekar');
    await expect(page.getByTestId('sizes')).toContainText('Byxor');
  });

  test('forgot password: after three links for one name the page says to wait, in its language', async ({
    page,
  }) => {
    // A name no account has: the limit counts the name asked for, known or not.
    const userName = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < 3; i++) {
      await page.goto('/sv/forgot-password');
      await page.getByLabel('E-postadress').fill(userName);
      await page.getByRole('button', { name: 'Skicka länken' }).click();
      await expect(page.getByTestId('reset-sent')).toBeVisible();
    }
    await page.goto('/sv/forgot-password');
    await page.getByLabel('E-postadress').fill(userName);
    await page.getByRole('button', { name: 'Skicka länken' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'För många länkar' })).toHaveText(
      'För många länkar har begärts för den här adressen eller från den här anslutningen. Titta i din e-post eller försök igen senare.',
    );
  });

  test('forgot password: the e-mail’s link sets a new password that signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await expect(page).toHaveURL('/sv/forgot-password');
    await page.getByLabel('E-postadress').fill('oliver.consumer@demo.workwear.test');
    await page.getByRole('button', { name: 'Skicka länken' }).click();
    await expect(page.getByTestId('reset-sent')).toBeVisible();

    // The development mailbox holds the e-mail (the outbox delivers it within a poll).
    let link: string | undefined;
    await expect
      .poll(async () => {
        const list = await page.request.get(`${api}/api/dev/mailbox`);
        const body = JSON.stringify(await list.json());
        const id = /"id":(\d+)[^}]*oliver\.consumer/.exec(body)?.[1];
        if (!id) return undefined;
        const mail = JSON.stringify(await (await page.request.get(`${api}/api/dev/mailbox/${id}`)).json());
        link = /(\/[a-z]{2}\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
        return link;
      })
      .toBeTruthy();
    // Oliver's e-mails are in English, and so is the page the link opens.
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await expect(page.locator('#password-rules')).toContainText('have at least 10 characters');
    await page.getByLabel('New password', { exact: true }).fill('1234567890');
    await page.getByLabel('Repeat the new password').fill('1234567890');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.locator('#reset-new-error')).toHaveText('The password does not follow the rules.');
    // Long enough for the form, but a keyboard row: the API's strength estimate refuses it.
    await expect(page.locator('#password-rules')).toContainText('be hard to guess');
    await page.getByLabel('New password', { exact: true }).fill('qwertyuiop');
    await page.getByLabel('Repeat the new password').fill('qwertyuiop');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'too easy to guess' })).toHaveText(
      'This password is too easy to guess. Choose a longer one, for example a few unrelated words.',
    );
    await page.getByLabel('New password', { exact: true }).fill('Oliver-New-Pass-2026');
    await page.getByLabel('Repeat the new password').fill('Oliver-New-Pass-2026');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await signIn(page, 'oliver.consumer@demo.workwear.test', 'Oliver-New-Pass-2026');
    await expect(page.getByTestId('account-menu-button')).toContainText('Oliver');
  });
});
