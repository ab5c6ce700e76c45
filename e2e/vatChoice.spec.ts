import { type BrowserContext, expect, type Page, test } from '@playwright/test';

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

async function vatCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === 'vatChoice');
}

/** Playwright gives a session cookie the expiry -1; a persistent one a time in seconds. */
const ELEVEN_MONTHS_SECONDS = 335 * 24 * 60 * 60;
function isPersistent(cookie: Cookie | undefined): boolean {
  return cookie !== undefined && cookie.expires > Date.now() / 1000 + ELEVEN_MONTHS_SECONDS;
}

function vatSwitch(page: Page) {
  return page.getByRole('group', { name: 'Visa priser' });
}

async function consentTo(context: BrowserContext, baseURL: string | undefined, value: string) {
  await context.addCookies([{ name: 'cookieConsent', value, url: baseURL ?? '' }]);
}

/** A visitor who answered both questions earlier in this session (so the dialog stays away). */
async function answered(context: BrowserContext, baseURL: string | undefined, consent: string) {
  await consentTo(context, baseURL, consent);
  await context.addCookies([{ name: 'vatChoice', value: 'incVAT', url: baseURL ?? '' }]);
}

test('a first visit asks about cookies first, then whether prices include VAT', async ({ page, context }) => {
  await page.goto('/sv');
  const banner = page.getByTestId('cookie-consent');
  const dialog = page.getByTestId('vat-dialog');
  await expect(banner).toBeVisible();
  // The VAT dialog waits: it is modal and would make the banner unreachable.
  await expect(dialog).toBeHidden();
  await banner.getByRole('button', { name: 'Endast nödvändiga' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Exkl. moms/).check();
  await dialog.getByRole('button', { name: 'Spara val' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('product-card').first()).toContainText('exkl. moms');
  // Only necessary cookies were accepted: the choice lasts for this session.
  expect((await vatCookie(context))?.expires).toBe(-1);
});

test.describe('with cookies answered', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await consentTo(context, baseURL, 'v1.f1.p1.t1');
  });

  test('the consumer market asks once whether prices include VAT, and remembers the answer', async ({
    page,
  }) => {
    await page.goto('/sv');
    const dialog = page.getByTestId('vat-dialog');
    await expect(dialog).toBeVisible();
    // Until a choice is stored, prices show incl. VAT.
    await expect(page.getByTestId('product-card').first()).toContainText('inkl. moms');

    await dialog.getByLabel(/Exkl. moms/).check();
    await dialog.getByRole('button', { name: 'Spara val' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('product-card').first()).toContainText('exkl. moms');

    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('a business market never asks, shows prices excl. VAT and offers no switch', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'market', value: 'no', url: baseURL ?? '' }]);
    await page.goto('/nb');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('vat-dialog')).toHaveCount(0);
    await expect(page.getByTestId('vat-switch')).toHaveCount(0);
  });
});

test.describe('the switch in the header', () => {
  test('changes prices between incl. and excl. VAT, from the keyboard too, and shows the choice', async ({
    page,
    context,
    baseURL,
  }) => {
    await answered(context, baseURL, 'v1.f1.p0.t0');
    await page.goto('/sv');
    const card = page.getByTestId('product-card').first();
    await expect(card).toContainText('inkl. moms');
    const incVat = vatSwitch(page).getByRole('button', { name: 'Inkl. moms' });
    const exVat = vatSwitch(page).getByRole('button', { name: 'Exkl. moms' });
    await expect(incVat).toHaveAttribute('aria-pressed', 'true');
    await expect(exVat).toHaveAttribute('aria-pressed', 'false');

    await exVat.click();
    await expect(card).toContainText('exkl. moms');
    await expect(exVat).toHaveAttribute('aria-pressed', 'true');
    await expect(incVat).toHaveAttribute('aria-pressed', 'false');
    expect((await vatCookie(context))?.value).toBe('exVAT');

    await incVat.focus();
    await page.keyboard.press('Enter');
    await expect(card).toContainText('inkl. moms');
    await expect(incVat).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(card).toContainText('inkl. moms');
  });

  test('keeps the choice for the session only without functional consent', async ({
    page,
    context,
    baseURL,
  }) => {
    await answered(context, baseURL, 'v1.f0.p1.t1');
    await page.goto('/sv');
    await vatSwitch(page).getByRole('button', { name: 'Exkl. moms' }).click();
    await expect(page.getByTestId('product-card').first()).toContainText('exkl. moms');
    const cookie = await vatCookie(context);
    expect(cookie?.value).toBe('exVAT');
    expect(cookie?.expires).toBe(-1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('posts the choice and shows the same page again with it, kept as consent allows', async ({
      page,
      context,
      baseURL,
    }) => {
      await answered(context, baseURL, 'v1.f0.p1.t1');
      await page.goto('/sv/alla-produkter?page=2');
      const card = page.getByTestId('product-card').first();
      await expect(card).toContainText('inkl. moms');
      await vatSwitch(page).getByRole('button', { name: 'Exkl. moms' }).click();
      await expect(page).toHaveURL(/\/sv\/alla-produkter\?page=2$/);
      await expect(card).toContainText('exkl. moms');
      await expect(vatSwitch(page).getByRole('button', { name: 'Exkl. moms' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const cookie = await vatCookie(context);
      expect(cookie?.value).toBe('exVAT');
      expect(cookie?.expires).toBe(-1);
    });
  });

  test('keeps the choice beyond the session with functional consent', async ({ page, context, baseURL }) => {
    await answered(context, baseURL, 'v1.f1.p0.t0');
    await page.goto('/sv');
    await vatSwitch(page).getByRole('button', { name: 'Exkl. moms' }).click();
    await expect(page.getByTestId('product-card').first()).toContainText('exkl. moms');
    expect(isPersistent(await vatCookie(context))).toBe(true);
  });
});

test('giving functional consent later keeps the choice; withdrawing it makes it session-only', async ({
  page,
  context,
  baseURL,
}) => {
  await answered(context, baseURL, 'v1.f0.p0.t0');
  await page.goto('/sv');
  await vatSwitch(page).getByRole('button', { name: 'Exkl. moms' }).click();
  await expect(page.getByTestId('product-card').first()).toContainText('exkl. moms');
  expect((await vatCookie(context))?.expires).toBe(-1);

  const banner = page.getByTestId('cookie-consent');
  await page.getByRole('button', { name: 'Cookie-inställningar' }).click();
  await banner.getByLabel(/Funktionella/).check();
  await banner.getByRole('button', { name: 'Spara mitt val' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => isPersistent(await vatCookie(context))).toBe(true);
  expect((await vatCookie(context))?.value).toBe('exVAT');

  await page.getByRole('button', { name: 'Cookie-inställningar' }).click();
  await banner.getByLabel(/Funktionella/).uncheck();
  await banner.getByRole('button', { name: 'Spara mitt val' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(async () => (await vatCookie(context))?.expires).toBe(-1);
  expect((await vatCookie(context))?.value).toBe('exVAT');
});
