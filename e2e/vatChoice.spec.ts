import { expect, test } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'v1.f1.p1.t1', url: baseURL ?? '' }]);
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

test('a business market never asks and shows prices excl. VAT', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'market', value: 'no', url: baseURL ?? '' }]);
  await page.goto('/nb');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('vat-dialog')).toHaveCount(0);
});
