import { expect, test } from './fixtures';

test('list and grid views: the list view keeps the search, switching to grid clears it', async ({ page }) => {
  await page.goto('/sv/alla-produkter/arbetsbyxor');
  const search = page.getByRole('searchbox', { name: /Sök i/ });
  await search.fill('stretch');
  await search.press('Enter');
  await expect(page).toHaveURL(/query=stretch/);
  const found = Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));
  expect(found).toBeGreaterThan(0);

  const views = page.getByTestId('view-switch');
  await views.getByRole('link', { name: 'Lista' }).click();
  await expect(page).toHaveURL(/view=LIST/);
  await expect(page).toHaveURL(/query=stretch/);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(found, 24));

  await views.getByRole('link', { name: 'Rutnät' }).click();
  await expect(page).not.toHaveURL(/query=/);
  await expect(page).not.toHaveURL(/view=LIST/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arbetsbyxor');
});

test('an empty result says so and offers a way back', async ({ page }) => {
  await page.goto('/sv/alla-produkter/arbetsbyxor?query=zzzzqqqq');
  await expect(page.getByTestId('empty-list')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
});

test('a page beyond the last shows the last page', async ({ page }) => {
  await page.goto('/sv/alla-produkter/arbetsbyxor?page=999');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('pager').locator('[aria-current="page"]')).not.toHaveText('999');
});
