import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, openDisclosure, test } from './fixtures';

/**
 * The login page and the account pages at phone and desktop widths: each fits its width (nothing
 * scrolls sideways) and is kept as a screenshot in test-results/screens for a person to look at.
 */
const screens = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const WIDTHS = [390, 1280] as const;

async function fitsAndShoot(page: Page, name: string, width: number) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${screens}${name}-${width}.png`, fullPage: true });
}

for (const width of WIDTHS) {
  test(`sign-in and account pages at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto(`/login?returnTo=${encodeURIComponent('/sv/mina-sidor/konto')}`);
    await expect(page.getByTestId('demo-accounts')).toBeVisible();
    await fitsAndShoot(page, 'login', width);

    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByText('Fyll i det här fältet.').first()).toBeVisible();
    await fitsAndShoot(page, 'login-errors', width);

    await page.getByRole('button', { name: 'Fyll i anna.user@demo.workwear.test' }).click();
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page).toHaveURL('/sv/mina-sidor/konto');
    await expect(page.getByTestId('company-name')).toBeVisible();
    await fitsAndShoot(page, 'account', width);

    await openDisclosure(page.getByTestId('account-menu-button'));
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await page.screenshot({ path: `${screens}account-menu-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeHidden();
    await expect(page.getByTestId('account-menu-button')).toBeFocused();

    await page.goto('/sv/konto/installningar');
    await fitsAndShoot(page, 'settings', width);
    await page.goto('/sv/konto/storlekar');
    await fitsAndShoot(page, 'sizes', width);
    await page.goto('/sv/forgot-password');
    await fitsAndShoot(page, 'forgot-password', width);
    await page.goto('/sv/reset-password?token=not-a-real-token');
    await fitsAndShoot(page, 'reset-password', width);
  });
}
