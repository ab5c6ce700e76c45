import { PUBLIC_CART_COOKIE_NAME, routePath } from '@workwear/domain';
import { quickOrder } from './cartToolsHelpers';
import { api, checkoutPaths, productsInStock, toSendButton, uniqueEmail } from './checkoutHelpers';
import { expect, test } from './fixtures';

/**
 * A cancelled card payment gives the cart back (issue 25, item 9): a guest sends an order, presses
 * Cancel on the payment page, reads on the canceled page that the products are back in the cart, and
 * finds the cart as it was sent, the same cart their cookie names.
 */
test('cancel on the payment page puts the lines back in the cart', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [first, second] = await productsInStock(page.request, 2, 8);
  await quickOrder(page, `${first!.sku} 2\n${second!.sku} 1`);
  const cartId = (await context.cookies()).find((c) => c.name === PUBLIC_CART_COOKIE_NAME)?.value;
  expect(cartId).toBeTruthy();

  const send = await toSendButton(page, {
    firstName: 'Żaneta',
    lastName: 'Dvořák',
    email: uniqueEmail('cancel'),
  });
  await send.click();
  await expect(page).toHaveURL(new RegExp(`${checkoutPaths.pending}\\?order=`));
  await expect(page.getByTestId('card-payment')).toBeVisible();
  // Sent, the cart is ordered: the header's cart is empty until the payment is given up.
  const ordered = await page.request.get(`${api}/api/cart/carts/${cartId}?marketId=SE`);
  expect(((await ordered.json()) as { status: string }).status).toBe('ordered');

  await page.getByTestId('cancel-payment').click();
  await expect(page).toHaveURL(new RegExp(`${routePath('OrderCanceled', 'sv')}\\?order=`));
  await expect(page.getByTestId('status-canceled-text')).toContainText(
    'Produkterna finns i din varukorg igen.',
  );

  await page.goto(checkoutPaths.cart);
  const row = (sku: string) => page.locator(`[data-testid="cart-row"][data-sku="${sku}"]`);
  await expect(row(first!.sku).getByRole('textbox', { name: /^Antal/ })).toHaveValue('2');
  await expect(row(second!.sku).getByRole('textbox', { name: /^Antal/ })).toHaveValue('1');
  expect((await context.cookies()).find((c) => c.name === PUBLIC_CART_COOKIE_NAME)?.value).toBe(cartId);
});

test('a guest who went on shopping after sending finds the given-back lines in the cart they use', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [sent, later] = await productsInStock(page.request, 2, 10);
  await quickOrder(page, `${sent!.sku} 3`);
  const send = await toSendButton(page, {
    firstName: 'Rūta',
    lastName: 'Ģērmane',
    email: uniqueEmail('later'),
  });
  await send.click();
  await expect(page).toHaveURL(new RegExp(`${checkoutPaths.pending}\\?order=`));
  const paymentPage = page.url();

  // In the meantime the guest puts another product in a new cart.
  await quickOrder(page, `${later!.sku} 1`);
  const laterCart = (await context.cookies()).find((c) => c.name === PUBLIC_CART_COOKIE_NAME)?.value;

  await page.goto(paymentPage);
  await page.getByTestId('cancel-payment').click();
  await expect(page).toHaveURL(new RegExp(`${routePath('OrderCanceled', 'sv')}\\?order=`));
  await page.goto(checkoutPaths.cart);
  const row = (sku: string) => page.locator(`[data-testid="cart-row"][data-sku="${sku}"]`);
  await expect(row(later!.sku).getByRole('textbox', { name: /^Antal/ })).toHaveValue('1');
  await expect(row(sent!.sku).getByRole('textbox', { name: /^Antal/ })).toHaveValue('3');
  expect((await context.cookies()).find((c) => c.name === PUBLIC_CART_COOKIE_NAME)?.value).toBe(laterCart);

  // The payment page left open says the order is cancelled, not that a payment is under way.
  await page.goto(paymentPage);
  await expect(page.getByTestId('status-canceled-text')).toContainText(
    'Produkterna finns i din varukorg igen.',
  );
  await expect(page.getByTestId('card-payment')).toHaveCount(0);
});
