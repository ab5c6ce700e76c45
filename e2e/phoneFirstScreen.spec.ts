import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * Issue 27, "the phone's first screen", at the width it was found at (390 × 844): a compact sticky
 * header, a menu that closes on navigation, a list whose first row of products and a product page
 * whose name, price and sizes show without scrolling, the filter sheet, the add-to-cart bar and
 * thumbnails only of images that exist.
 */
const PHONE = { width: 390, height: 844 };
const LIST = '/sv/alla-produkter/arbetsjackor';
const api = `http://127.0.0.1:${apiPort}`;

test.use({ viewport: PHONE });

/** The parts of an <img> the gallery test reads (the e2e project compiles without the DOM types). */
type LoadedImage = { complete: boolean; naturalWidth: number; src: string };

/** Runs in the page: the image has arrived and decoded (a broken one has no natural width). */
function isLoaded(el: unknown): boolean {
  const img = el as LoadedImage;
  return img.complete && img.naturalWidth > 0;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** Wholly inside the window, and (when given) above the top of `above`. */
async function expectInView(locator: Locator, above?: Locator) {
  const { y, height } = await box(locator);
  const limit = above ? (await box(above)).y : PHONE.height;
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y + height).toBeLessThanOrEqual(limit);
}

async function openFirstProduct(page: Page) {
  await page.goto(LIST);
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-page')).toBeVisible();
}

test('the header is at most 120 px, hides on scroll down and comes back on scroll up', async ({ page }) => {
  await page.goto(LIST);
  const header = page.getByTestId('shop-header');
  expect((await box(header)).height).toBeLessThanOrEqual(120);
  // Search, account and cart are in the header itself, not behind the menu.
  await expect(header.getByRole('combobox', { name: 'Sök produkter' })).toBeVisible();
  await expect(header.getByTestId('sign-in-link')).toBeVisible();
  await expect(header.getByRole('link', { name: /Varukorg/ })).toBeVisible();
  // The VAT switch and the market choice wait in the menu.
  await expect(page.getByTestId('vat-switch')).toBeHidden();

  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-hidden', '');
  await expect.poll(async () => (await box(header)).y + (await box(header)).height).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect(header).not.toHaveAttribute('data-hidden');
  await expect.poll(async () => (await box(header)).y).toBe(0);
});

test('the menu closes once a page is chosen, and holds the VAT switch and market', async ({ page }) => {
  await page.goto('/sv');
  const toggle = page.getByTestId('menu-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('vat-switch')).toBeVisible();
  await expect(page.getByTestId('market-selector')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes it from the keyboard and returns to its button.
  await page.getByTestId('vat-switch').getByRole('button').first().focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();

  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await menu.getByRole('button', { name: 'Kläder' }).click();
  await menu.getByRole('link', { name: 'Arbetsjackor', exact: true }).click();
  await expect(page).toHaveURL(/\/arbetsjackor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arbetsjackor');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('button', { name: 'Kläder' })).toBeHidden();
  // With the menu closed the list's first product shows on the first screen.
  await expectInView(page.getByTestId('product-card').first());
});

test('a list shows its first row of products, price included, without scrolling', async ({ page }) => {
  await page.goto(LIST);
  const cards = page.getByTestId('product-card');
  await expectInView(cards.nth(0));
  await expectInView(cards.nth(1));
  await expectInView(cards.nth(0).getByTestId('price'));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the filter sheet is a dialog whose sticky button counts the products as filters change', async ({
  page,
}) => {
  await page.goto(LIST);
  const toggle = page.getByTestId('filter-toggle');
  await toggle.click();
  const sheet = page.getByRole('dialog', { name: 'Filter och pris' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Stäng filtren' })).toBeFocused();
  const show = sheet.getByTestId('filter-show-results');
  const total = Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0]);
  await expect(show).toHaveText(`Visa ${total} produkter`);
  expect(await seriousViolations(page)).toEqual([]);

  // A choice reloads the list behind the sheet; the sheet stays, and its button follows the count.
  await sheet.getByTestId('filter-colour').getByRole('link').first().click();
  await expect(page).toHaveURL(/filters=/);
  await expect(page.getByTestId('result-count')).not.toHaveText(`${total} produkter`);
  const narrowed = (await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0];
  await expect(show).toHaveText(`Visa ${narrowed} produkter`);
  await expectInView(show);
  await expect(sheet).toBeVisible();

  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('#products')).toBeFocused();
  await expectInView(page.getByTestId('product-card').first());

  // Escape closes it too, and focus goes back to its toggle.
  await toggle.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a product page shows name, price and sizes at once, and add-to-cart stays in a bar', async ({
  page,
}) => {
  await openFirstProduct(page);
  const bar = page.getByTestId('buy-bar');
  await expectInView(page.getByTestId('product-title'));
  await expectInView(page.getByTestId('product-page').getByTestId('price').first());
  await expectInView(page.getByTestId('size-options').locator('label').first(), bar);
  await expectInView(bar);
  expect(await seriousViolations(page)).toEqual([]);

  // At the very bottom the page's last line still clears the bar (the page keeps room for it).
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expectInView(page.getByRole('contentinfo').getByText(/©/), bar);
  await expectInView(bar.getByTestId('add-to-cart-button'));
  // With no size chosen, the bar's button (aria-disabled, so pressed from the keyboard here) takes
  // the visitor to the sizes.
  await bar.getByTestId('add-to-cart-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('size-options').locator('input:not(:disabled)').first()).toBeFocused();

  await page.getByTestId('size-options').locator('input:not(:disabled)').first().check();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await bar.getByTestId('add-to-cart-button').click();
  await expect(bar.getByTestId('add-to-cart-status')).toContainText('Visa varukorgen');
});

test('the gallery shows a thumbnail for each image that exists, and none for one that does not', async ({
  page,
  request,
}) => {
  await openFirstProduct(page);
  const url = new URL(page.url());
  const uniqueName = url.pathname.split('/').pop();
  const detail = await request.get(
    `${api}/api/product/products/uniqueName/${uniqueName}?marketId=SE&cultureCode=sv-SE`,
  );
  const product = (await detail.json()) as { variants: { colorCodeId: string; images: string[] }[] };
  const variant = product.variants.find((v) => v.colorCodeId === url.searchParams.get('color'));
  const images = variant?.images.length ?? 0;
  const thumbnails = page.getByRole('navigation', { name: 'Välj en bild' }).locator('[data-image-item]');
  // The list's first jacket has a front and a back picture in the demo data.
  expect(images).toBeGreaterThan(1);
  await expect(thumbnails).toHaveCount(images);
  for (const img of await thumbnails.locator('img').all()) {
    await expect.poll(() => img.evaluate(isLoaded)).toBe(true);
  }

  // An image the server does not have (past the colour's count: a real 404) leaves the strip.
  const last = thumbnails.nth(images - 1);
  await last.locator('img').evaluate((el) => {
    const img = el as unknown as LoadedImage;
    img.src = img.src.replace(/\/\d+\.svg/, '/99.svg');
  });
  await expect(last).toBeHidden();
  await expect(thumbnails.filter({ visible: true })).toHaveCount(images - 1);
});
