import { expect, test } from './fixtures';

test.describe('texts in the visitor’s language', () => {
  test('the top message is labelled in Swedish on a Swedish page', async ({ page }) => {
    await page.goto('/sv');
    const bar = page.getByTestId('top-message');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-label', 'Meddelande');
    await expect(page.getByRole('complementary', { name: 'Meddelande' })).toBeVisible();
  });

  test('the sign-in and error pages have titles in the market’s language', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Logga in/);
    await page.goto('/error?code=100');
    await expect(page).toHaveTitle(/^Något gick fel/);
    // The plain pages' home link is named in Swedish too.
    await expect(page.getByRole('link', { name: 'Workwear Shop, startsida' })).toBeVisible();
  });

  test('Swedish breadcrumbs call the home page "Hem" on lists and product pages alike', async ({ page }) => {
    await page.goto('/sv/alla-produkter/arbetsbyxor');
    const listCrumbs = page.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(listCrumbs.getByRole('link').first()).toHaveText('Hem');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('product-page')).toBeVisible();
    const productCrumbs = page.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(productCrumbs.getByRole('link').first()).toHaveText('Hem');
  });
});

test.describe('the top message bar', () => {
  test('is 90 px high on a small screen when the message has a link', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/sv');
    const bar = page.getByTestId('top-message');
    await expect(bar.getByRole('link')).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(90);
  });

  test('is 54 px high on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/sv');
    const bar = page.getByTestId('top-message');
    await expect(bar.getByRole('link')).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(54);
  });
});

test('prices in the US say "excl. tax": sales tax, not VAT', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'market', value: 'us', url: baseURL ?? '' }]);
  await page.goto('/en');
  const card = page.getByTestId('product-card').first();
  await expect(card).toContainText('excl. tax');
  await expect(card).not.toContainText('VAT');
});

test('the size guide of a women’s product preselects the women’s body-measurement table', async ({
  page,
}) => {
  // Gender is a list filter (type 1); 3397 is the women's value.
  await page.goto('/sv/alla-produkter?filters=1,3397');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await page.getByTestId('size-guide-button').click();
  const dialog = page.getByTestId('size-guide-dialog');
  await dialog.getByRole('tab', { name: 'Kroppsmått' }).click();
  const table = dialog.getByLabel('Tabell');
  await expect(table.locator('option:checked')).toHaveText(/, Dam$/);
});
