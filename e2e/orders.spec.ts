import {
  ACCEPTED_CARD,
  addInStockSize,
  bearerOf,
  CARD_EXPIRY,
  checkoutPaths,
  expectAccessibleAtBothWidths,
  expectReady,
  freshConsumer,
  orderIdOf,
  payOrderByApi,
  productsInStock,
  sendOrderByApi,
} from './checkoutHelpers';
import { expect, signIn, test } from './fixtures';

/**
 * The checkout's and the orders' pages for assistive technology (issue 11 point 8: axe finds nothing
 * serious or critical on any step), and Order again from an order's page. Each test has a consumer
 * account of its own (freshConsumer), so its history and cart are nobody else's.
 */

test('axe finds nothing serious on the checkout steps, the card widget, the confirmation, the history and the order page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [product] = await productsInStock(page.request, 1, 8);
  const consumer = await freshConsumer(page.request, product?.sku ?? '');
  await signIn(page, consumer.email, consumer.password);

  await addInStockSize(page, product?.path ?? '');
  await page.getByTestId('mini-cart').getByTestId('mini-cart-to-cart').click();
  await page.getByTestId('cart-checkout').click();

  await expect(page).toHaveURL(checkoutPaths.order);
  await expect(page.locator('#buyer-email')).toHaveValue(consumer.email);
  await expectAccessibleAtBothWidths(page, 'step 2');
  await expectReady(page.getByTestId('checkout-next'));
  await page.getByTestId('checkout-next').click();

  await expect(page).toHaveURL(checkoutPaths.delivery);
  // The summary is judged with the delivery's price in it, once updated (aria-busy gone): its answer
  // is the page's next POST (a server action); the address, typed after, does not change it in Sweden.
  const summaryUpdated = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === checkoutPaths.delivery,
  );
  await page.getByTestId('checkout-delivery-methods').locator('input[type="radio"]').first().check();
  await summaryUpdated;
  await expect(page.getByTestId('checkout-summary').locator('[aria-busy="true"]')).toHaveCount(0);
  await page.locator('#delivery-address-line-1').fill('Storgatan 1');
  await page.locator('#delivery-zip-code').fill('11122');
  await page.locator('#delivery-city').fill('Stockholm');
  await expectAccessibleAtBothWidths(page, 'step 3');
  await page.locator('#accept-terms').check();
  await expectReady(page.getByTestId('checkout-send'));
  await page.getByTestId('checkout-send').click();

  await expect(page).toHaveURL(new RegExp(`${checkoutPaths.pending}\\?order=`));
  const widget = page.getByTestId('card-payment');
  await expect(widget).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the card payment widget');
  await widget.locator('#card-number').fill(ACCEPTED_CARD);
  await widget.locator('#card-expiry').fill(CARD_EXPIRY);
  await widget.locator('#card-cvc').fill('123');
  await widget.getByTestId('pay-button').click();

  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  const orderId = orderIdOf(page);
  await expectAccessibleAtBothWidths(page, 'the order confirmation');

  await page.goto(checkoutPaths.history);
  await expect(page.getByTestId('order-table')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the order history');

  await page.goto(`${checkoutPaths.history}?order=${orderId}`);
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the order page');
});

test('Order again on the order page puts the order’s lines back into the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const products = await productsInStock(page.request, 3, 10);
  const consumer = await freshConsumer(page.request, products[0]?.sku ?? '');
  // The order to repeat, sent and paid through the API as the consumer (checkout.spec drives the pages).
  const bearer = await bearerOf(page.request, consumer.email, consumer.password);
  const lines = [
    { sku: products[1]?.sku ?? '', quantity: 2 },
    { sku: products[2]?.sku ?? '', quantity: 1 },
  ];
  const order = await sendOrderByApi(page.request, lines, { email: consumer.email, bearer });
  await payOrderByApi(page.request, order.id, bearer);

  await signIn(page, consumer.email, consumer.password);
  await page.goto(`${checkoutPaths.history}?order=${order.id}`);
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await page.getByTestId('reorder-button').click();

  // The cart page, with a note per line and the lines in the cart at their quantities.
  await expect(page).toHaveURL(checkoutPaths.cart);
  const notice = page.getByTestId('reorder-notice');
  await expect(notice).toBeVisible();
  await expect(notice.locator('li[data-outcome="added"]')).toHaveCount(2);
  for (const line of lines) {
    const row = page.locator(`[data-testid="cart-row"][data-sku="${line.sku}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('textbox', { name: /^Antal/ })).toHaveValue(String(line.quantity));
  }
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
});
