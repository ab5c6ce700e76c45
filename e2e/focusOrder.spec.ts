import { test as plain } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 27, "focus and keyboard", at the phone width the issue measured: the cookie banner is the
 * first stop while it shows, the VAT dialog hands focus to the page's heading, and a list's skip
 * link leads past the filters to the products.
 */
const PHONE = { width: 390, height: 844 };
const LIST = '/sv/alla-produkter/arbetsjackor';

test.use({ viewport: PHONE });
plain.use({ viewport: PHONE });

plain('the cookie banner is the first Tab stop while it is shown', async ({ page }) => {
  await page.goto(LIST);
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Godkänn alla' })).toBeFocused();
});

plain(
  'after the VAT dialog, saved or dismissed, focus is on the page’s main heading',
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'v1.f1.p1.t0', url: baseURL ?? '' }]);
    await page.goto(LIST);
    const dialog = page.getByTestId('vat-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const heading = page.getByRole('heading', { level: 1, name: 'Arbetsjackor' });
    await expect(heading).toBeFocused();

    // Dismissed, it asks again on the next page load; this time the choice is saved.
    const product = await page
      .getByTestId('product-card')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href');
    await page.goto(product ?? '');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/Exkl. moms/).check();
    await dialog.getByRole('button', { name: 'Spara val' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('product-title')).toBeFocused();
  },
);

test('a list’s skip link leads past the header and filters to the first product in three Tabs', async ({
  page,
}) => {
  await page.goto(LIST);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Hoppa till innehållet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till produkterna' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#products')).toBeFocused();
  await page.keyboard.press('Tab');
  const first = page.getByTestId('product-card').first();
  await expect(first.getByRole('link').first()).toBeFocused();
  await expect(first).toBeInViewport();
});
