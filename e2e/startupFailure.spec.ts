import { expect, test } from './fixtures';
import { brokenApiWebPort } from './playwright.config';

test('when start-up data cannot be loaded the visitor lands on /error?code=100', async ({ page }) => {
  await page.goto(`http://localhost:${brokenApiWebPort}/sv/alla-produkter`);
  await expect(page).toHaveURL(/\/error\?code=100$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Något gick fel');
  await expect(page.getByTestId('error-code')).toContainText('100');
});

test('/error and /404 render without start-up data', async ({ page }) => {
  const error = await page.goto(`http://localhost:${brokenApiWebPort}/error?code=100`);
  expect(error?.status()).toBe(200);
  const missing = await page.goto(`http://localhost:${brokenApiWebPort}/404`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
