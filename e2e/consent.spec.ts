import { expect, test } from '@playwright/test';

test('cookie consent offers the four categories, stores the choice and can be changed later', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'vatChoice', value: 'exVAT', url: baseURL ?? '' }]);
  await page.goto('/sv');
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Välj cookies' }).click();
  await expect(banner.getByRole('checkbox')).toHaveCount(4);
  await expect(banner.getByLabel(/Nödvändiga/)).toBeDisabled();
  await expect(banner.getByLabel(/Nödvändiga/)).toBeChecked();
  await banner.getByLabel(/Prestanda/).check();
  await banner.getByRole('button', { name: 'Spara mitt val' }).click();
  await expect(banner).toBeHidden();

  const stored = (await context.cookies()).find((c) => c.name === 'cookieConsent');
  expect(stored?.value).toBeTruthy();

  // Still answered after a reload; reopened from the footer with the stored choice.
  await page.reload();
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Cookie-inställningar' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByLabel(/Prestanda/)).toBeChecked();
  await expect(banner.getByLabel(/Funktionella/)).not.toBeChecked();
  await expect(banner.getByLabel(/Marknadsföring/)).not.toBeChecked();
});
