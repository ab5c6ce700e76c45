import type { Page } from '@playwright/test';
import { PUBLIC_CART_COOKIE_NAME } from '@workwear/domain';
import { quickOrder } from './cartToolsHelpers';
import {
  ACCEPTED_CARD,
  activate,
  addInStockSizeByKeyboard,
  api,
  bearerOf,
  CARD_EXPIRY,
  cancelOrderByApi,
  checkoutPaths,
  DECLINED_CARD,
  emptyActiveCart,
  expectAccessibleAtBothWidths,
  expectReady,
  freshConsumer,
  orderIdOf,
  payByKeyboard,
  productsInStock,
  readConfirmationMail,
  sendOrderByApi,
  tabTo,
  toSendButton,
  typeInto,
  uniqueEmail,
} from './checkoutHelpers';
import { expect, signIn, test } from './fixtures';

/**
 * Checkout from the storefront (issue 11 point 8): a consumer, as a guest and signed in, and a
 * business buyer go from a product page to the order confirmation with the keyboard alone (Tab,
 * Shift+Tab, Space, Enter and the arrow keys: no click, no fill), then read the confirmation e-mail in
 * the development mailbox and, signed in, find the order in their history; a declined card and a
 * retry that pays; a line that runs out of stock before send.
 *
 * Buyers: the consumers are accounts of their own (freshConsumer) or guests, so no demo consumer's
 * cart is shared with the other spec files; the business buyer is Anna (Nordbygg Entreprenad AB:
 * invoice, order and project numbers, a co-worker on every row), whose cart no other spec touches and
 * whom only one test here uses.
 */

const LOW_STOCK_SKU = '100000672400C46'; // 3 on hand in the demo (README "Demo accounts"; app_meta demo_checkout)
const ANNA = { login: 'anna.user@demo.workwear.test', password: 'Workwear-User-2026' };

/** The order's status page a path is on (the path, with ?order=<uuid>). */
const onStatusPage = (path: string) => new RegExp(`${path}\\?order=[0-9a-f-]{36}$`);

/** Cart page to step 2 by the checkout button, with Tab and Enter. */
async function checkoutFromCart(page: Page) {
  await expect(page).toHaveURL(checkoutPaths.cart);
  await activate(page, page.getByTestId('cart-checkout'));
  await expect(page).toHaveURL(checkoutPaths.order);
  await expect(page.locator('form #buyer-email')).toBeVisible();
}

/** Step 2's next, once the step is valid. */
async function toDeliveryStep(page: Page) {
  const next = page.getByTestId('checkout-next');
  await expectReady(next);
  await activate(page, next);
  await expect(page).toHaveURL(checkoutPaths.delivery);
  await expect(page.getByTestId('checkout-delivery-methods')).toBeVisible();
}

/** Step 3: a typed delivery address (a buyer without saved addresses), field by field. */
async function typeDeliveryAddress(page: Page) {
  await typeInto(page, page.locator('#delivery-address-line-1'), 'Storgatan 1');
  await typeInto(page, page.locator('#delivery-zip-code'), '11122');
  await typeInto(page, page.locator('#delivery-city'), 'Stockholm');
}

/**
 * Step 3: the first delivery method (tabbing into the radio group lands on its first radio; Space
 * checks it), then the terms (Space), then Send by Enter once the step is valid.
 */
async function chooseDeliveryAcceptAndSend(page: Page, payment?: () => Promise<void>) {
  const methods = page.getByTestId('checkout-delivery-methods').locator('input[type="radio"]');
  await tabTo(page, methods);
  await page.keyboard.press('Space');
  await expect(methods.first()).toBeChecked();
  if (payment) await payment();
  const terms = page.locator('#accept-terms');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const send = page.getByTestId('checkout-send');
  await expectReady(send);
  await activate(page, send);
}

/** The confirmation page: its order number, and the order's id from the address. */
async function confirmedOrder(page: Page) {
  await expect(page).toHaveURL(onStatusPage(checkoutPaths.confirmed));
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  const orderNo = Number(await page.getByTestId('order-no').textContent());
  expect(orderNo).toBeGreaterThan(100000);
  return { id: orderIdOf(page), orderNo };
}

/** From the confirmation to the order's page in the history, with Tab and Enter. */
async function findInHistory(page: Page, order: { id: string; orderNo: number }) {
  await activate(page, page.getByTestId('order-history-link'));
  await expect(page).toHaveURL(checkoutPaths.history);
  // The table at this width (the cards are the phone's): the row's link names the order.
  const link = page.getByTestId('order-table').locator(`a[href*="order=${order.id}"]`);
  await expect(link).toBeVisible();
  await activate(page, link);
  await expect(page).toHaveURL(new RegExp(`${checkoutPaths.history}\\?order=${order.id}$`));
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(order.orderNo));
}

/**
 * A consumer's way from a product page to step 2 by the keyboard: a size in stock, the mini cart's
 * link to the cart (one row), and the cart's checkout button.
 */
async function productToCheckoutByKeyboard(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('product-page')).toBeVisible();
  await addInStockSizeByKeyboard(page);
  // The mini cart (a modal dialog) takes focus; its link leads to the cart.
  const mini = page.getByTestId('mini-cart');
  await expect(mini).toBeVisible();
  await activate(page, mini.getByTestId('mini-cart-to-cart'));
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await checkoutFromCart(page);
}

test.describe('checkout with the keyboard alone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a guest buys by card from a product page, asks for an account and reads the confirmation e-mail', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const [product] = await productsInStock(page.request, 1, 0);
    const email = uniqueEmail('guest');
    await productToCheckoutByKeyboard(page, product?.path ?? '');

    // Step 2: a guest starts empty.
    await typeInto(page, page.locator('#buyer-first-name'), 'Saga');
    await typeInto(page, page.locator('#buyer-last-name'), 'Lindqvist');
    await typeInto(page, page.locator('#buyer-email'), email);
    await typeInto(page, page.locator('#buyer-cellphone'), '701234567');
    const account = page.locator('#create-account');
    await tabTo(page, account);
    await page.keyboard.press('Space');
    await expect(account).toBeChecked();
    await toDeliveryStep(page);

    // Step 3: typed address, card (the default payment) stays chosen.
    await typeDeliveryAddress(page);
    await chooseDeliveryAcceptAndSend(page, async () => {
      await expect(page.locator('#payment-method-168')).toBeChecked();
    });

    // The order awaits its card payment: the widget, by keyboard.
    await expect(page).toHaveURL(onStatusPage(checkoutPaths.pending));
    await payByKeyboard(page, ACCEPTED_CARD);
    const order = await confirmedOrder(page);
    await expect(page.getByTestId('order-email-sent')).toContainText(email);
    // A guest has no history to go to.
    await expect(page.getByTestId('order-history-link')).toHaveCount(0);

    await readConfirmationMail(page, email, order.orderNo);
  });

  test('a signed-in consumer buys by card from a product page and finds the order in their history', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const [product] = await productsInStock(page.request, 1, 2);
    const consumer = await freshConsumer(page.request, product?.sku ?? '');
    await signIn(page, consumer.email, consumer.password);
    await productToCheckoutByKeyboard(page, product?.path ?? '');

    // Step 2: the buyer's details come from the account; nothing to type.
    await expect(page.locator('#buyer-email')).toHaveValue(consumer.email);
    await expect(page.locator('#create-account')).toHaveCount(0);
    await toDeliveryStep(page);

    await typeDeliveryAddress(page);
    await chooseDeliveryAcceptAndSend(page);
    await expect(page).toHaveURL(onStatusPage(checkoutPaths.pending));
    await payByKeyboard(page, ACCEPTED_CARD);
    const order = await confirmedOrder(page);

    await findInHistory(page, order);
    await readConfirmationMail(page, consumer.email, order.orderNo);
  });

  test('a business buyer buys on invoice with the company’s order and project numbers', async ({ page }) => {
    test.setTimeout(180_000);
    await emptyActiveCart(page.request, await bearerOf(page.request, ANNA.login, ANNA.password));
    const [product] = await productsInStock(page.request, 1, 4);
    await signIn(page, ANNA.login, ANNA.password);
    await page.goto(product?.path ?? '');
    await expect(page.getByTestId('product-page')).toBeVisible();

    // A business buyer gets no mini cart: the add's status links to the cart.
    await addInStockSizeByKeyboard(page);
    await activate(page, page.getByTestId('add-to-cart-status').getByRole('link'));
    await expect(page).toHaveURL(checkoutPaths.cart);

    // Nordbygg Entreprenad AB wants a co-worker on every row: the select, by the arrow keys.
    const coWorker = page.getByTestId('cart-row').first().getByTestId('row-coworker');
    await tabTo(page, coWorker);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('cart-row').first().getByTestId('row-coworker')).not.toHaveValue('');
    await expect(page.getByTestId('cart-invalid')).toHaveCount(0);
    await checkoutFromCart(page);

    // Step 2: details from the account; the company asks for order and project numbers.
    await expect(page.locator('#buyer-email')).toHaveValue(ANNA.login);
    await expectAccessibleAtBothWidths(page, 'step 2 (business buyer)');
    const orderNumber = `PO-${Date.now()}`;
    await typeInto(page, page.locator('#order-number'), orderNumber);
    await typeInto(page, page.locator('#project-number'), 'P-4711');
    await toDeliveryStep(page);

    // Step 3: the first saved address is chosen already; invoice too (the company may pay on
    // invoice), and choosing the delivery method keeps it.
    await expect(page.getByTestId('saved-address').first().locator('input')).toBeChecked();
    await expect(page.locator('#payment-method-20')).toBeChecked();
    await expectAccessibleAtBothWidths(page, 'step 3 (business buyer)');
    await chooseDeliveryAcceptAndSend(page, async () => {
      await expect(page.locator('#payment-method-20')).toBeChecked();
    });

    // On invoice the order is confirmed at once: no card widget.
    const order = await confirmedOrder(page);
    await expect(page.getByTestId('order-confirmation')).toContainText(orderNumber);
    await expect(page.getByTestId('order-confirmation')).toContainText('P-4711');

    await findInHistory(page, order);
    await readConfirmationMail(page, ANNA.login, order.orderNo);
  });
});

test.describe('checkout failures', () => {
  test('a declined card, then a retry with an accepted card on the same order', async ({ page }) => {
    test.setTimeout(90_000);
    const [product] = await productsInStock(page.request, 1, 6);
    const email = uniqueEmail('declined');
    // The order is set up through the API (the keyboard tests send theirs through the pages); a guest
    // reaches its status page by the order's id.
    const order = await sendOrderByApi(page.request, [{ sku: product?.sku ?? '', quantity: 1 }], { email });
    await page.goto(`${checkoutPaths.pending}?order=${order.id}`);
    const widget = page.getByTestId('card-payment');
    const pay = widget.getByTestId('pay-button');
    const error = widget.getByTestId('payment-error');
    await widget.locator('#card-cvc').fill('123');
    await widget.locator('#card-expiry').fill(CARD_EXPIRY);
    await widget.locator('#card-number').fill(DECLINED_CARD);

    // The payment's server action is held until the locked button has been seen (the real call
    // then goes on): the pay button is disabled and busy while paying.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === checkoutPaths.pending,
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    await pay.click();
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    release();

    // Declined: the error is shown (and focused), the button unlocks, the order has failed.
    await expect(error).not.toBeEmpty();
    await expect(error).toBeFocused();
    await expect(pay).toBeEnabled();
    const failed = await page.request.get(`${api}/api/order/orders/${order.id}?marketId=SE`);
    expect(((await failed.json()) as { paymentState: string }).paymentState).toBe('Failed');
    await page.unrouteAll();

    await widget.locator('#card-number').fill(ACCEPTED_CARD);
    await pay.click();
    await expect(page).toHaveURL(onStatusPage(checkoutPaths.confirmed));
    await expect(page.getByTestId('order-no')).toHaveText(String(order.orderNo));
    const paid = await page.request.get(`${api}/api/order/orders/${order.id}?marketId=SE`);
    expect(((await paid.json()) as { paymentState: string }).paymentState).toBe('Confirmed');
  });

  test('a line that runs out of stock before send shows code 10 naming it, and the cart is kept', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // 2 of the 3 on hand go into this buyer's cart.
    await quickOrder(page, `${LOW_STOCK_SKU} 2`);
    const cartId = (await context.cookies()).find((c) => c.name === PUBLIC_CART_COOKIE_NAME)?.value;
    const cart = (await (
      await page.request.get(`${api}/api/cart/carts/${cartId}?marketId=SE&cultureCode=sv-SE`)
    ).json()) as { rows: { sku: string; name: string; quantity: number }[] };
    const row = cart.rows.find((r) => r.sku === LOW_STOCK_SKU);
    expect(row?.quantity).toBe(2);

    const send = await toSendButton(page, {
      firstName: 'Ebba',
      lastName: 'Sund',
      email: uniqueEmail('late'),
    });

    // Meanwhile another buyer orders 2 of them: 1 is left for this cart's 2.
    const other = await sendOrderByApi(page.request, [{ sku: LOW_STOCK_SKU, quantity: 2 }], {
      email: uniqueEmail('first'),
    });
    try {
      await send.click();
      const failure = page.getByTestId('checkout-send-error');
      await expect(failure).toHaveAttribute('data-code', '10');
      await expect(failure).toContainText(row?.name ?? LOW_STOCK_SKU);
      await expect(failure).toBeFocused();
      await expect(page).toHaveURL(checkoutPaths.delivery);

      // The cart is kept: same cart, its row and quantity.
      await page.goto(checkoutPaths.cart);
      const kept = page.locator(`[data-testid="cart-row"][data-sku="${LOW_STOCK_SKU}"]`);
      await expect(kept).toBeVisible();
      await expect(kept.getByRole('textbox', { name: /^Antal/ })).toHaveValue('2');
      expect((await context.cookies()).find((c) => c.name === PUBLIC_CART_COOKIE_NAME)?.value).toBe(cartId);
    } finally {
      // The other buyer leaves the payment: the stock goes back for the next run.
      await cancelOrderByApi(page.request, other.id);
    }
  });
});
