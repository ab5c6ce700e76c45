import { checkoutPaths } from './checkoutHelpers';
import { expect, signIn, test } from './fixtures';

/**
 * HidePrice after the order (issue 25, item 4): a buyer whose company hides prices sees no amount on
 * the order history, the order page or the order's confirmation page, as the cart and checkout show
 * none. Nils's company hides prices; his demo order predates the company's block (demoOrders.ts).
 */

/** An amount as Swedish pages write one: "1 234,00 kr" (any space may be a no-break one). */
const AMOUNT = /\d,\d\d\s?kr/;

test('a buyer whose company hides prices sees no amounts on his orders', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'nils.user@demo.workwear.test', 'Workwear-User-2026');

  await page.goto(checkoutPaths.history);
  const table = page.getByTestId('order-table');
  await expect(table).toBeVisible();
  const row = table.getByTestId('order-row').first();
  await expect(row).toBeVisible();
  await expect(table).not.toContainText(AMOUNT);
  await expect(page.getByTestId('order-cards')).not.toContainText(AMOUNT);
  // The history's columns without the total: order, date, the buyer's own order number and the one status.
  await expect(table.locator('thead th')).toHaveCount(4);

  await row.getByRole('link').first().click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('order-line')).toHaveCount(2);
  await expect(detail).not.toContainText(AMOUNT);
  await expect(detail.getByTestId('summary-totals')).toHaveCount(0);
  const orderId = new URL(page.url()).searchParams.get('order');
  expect(orderId).toBeTruthy();

  await page.goto(`${checkoutPaths.confirmed}?order=${orderId}`);
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId('summary-product')).toHaveCount(2);
  await expect(confirmation).not.toContainText(AMOUNT);
  await expect(confirmation.getByTestId('summary-totals')).toHaveCount(0);
});
