import { expect, seriousViolations, test } from './fixtures';

const pages = [
  ['home page', '/sv'],
  ['product list', '/sv/alla-produkter/arbetsbyxor'],
  ['search results in English', '/en/all-products?query=jacket'],
] as const;

for (const [name, path] of pages) {
  test(`axe finds no serious or critical violation on the ${name}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on a product page and in its size guide', async ({
  page,
}) => {
  await page.goto('/sv/alla-produkter/arbetsbyxor');
  await page.getByTestId('product-card').first().getByRole('link').click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('size-guide-button').click();
  await expect(page.getByTestId('size-guide-dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the first visit, with the cookie banner and then the VAT dialog open, has no serious violation', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/sv');
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await banner.getByRole('button', { name: 'Godkänn alla' }).click();
  await expect(page.getByTestId('vat-dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
