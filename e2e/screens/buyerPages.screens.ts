import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { routePath } from '@workwear/domain';
import { quickOrder, skusInStock } from '../cartToolsHelpers';
import { expect, signIn, test } from '../fixtures';

const KEPT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = [1280, 390] as const;

/** The page at both widths, whole, after its lazy images have loaded. */
async function keep(page: Page, name: string, widths: readonly number[] = WIDTHS) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // A script string: the e2e type check has no DOM library.
    await page.evaluate(`(async () => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
    })()`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${KEPT}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('home, list and product', async ({ page }) => {
  await page.goto(routePath('Home', 'sv'));
  await keep(page, 'home');
  await page.goto(routePath('Products', 'sv'));
  await keep(page, 'list');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keep(page, 'product');
});

test('the anonymous and the business cart', async ({ page }) => {
  test.setTimeout(120_000);
  const skus = await skusInStock(page.request, 3, 1);
  await quickOrder(page, skus.map((sku, i) => `${sku} ${i + 1}`).join('\n'));
  await page.goto(routePath('Cart', 'sv'));
  await expect(page.getByTestId('cart-row').first()).toBeVisible();
  await keep(page, 'cart-anonymous');

  await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
  await page.goto(routePath('Cart', 'sv'));
  await expect(page.getByTestId('cart-row').first()).toBeVisible();
  await keep(page, 'cart-business');
  await page.goto(routePath('AccountOrders', 'sv'));
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await keep(page, 'orders');
  await page.getByTestId('order-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await keep(page, 'order');
});
