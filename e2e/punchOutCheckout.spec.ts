import { activate, addInStockSizeByKeyboard, checkoutPaths, productsInStock } from './checkoutHelpers';
import { expect, signIn, test } from './fixtures';

/**
 * A punch-out session's cart goes back to the procurement system, not out as an order (issue 25):
 * until punch-out transfer exists, the cart page and both checkout steps say why in place of the way
 * on and of Send (the send itself answers code 36 HookUrlIsMissing, orderCodes.int.test.ts). The
 * buyer is the demo punch-out user (Vårdförråd Öst AB, OCI4), whom no other spec file signs in.
 */

const PUNCH_OUT = { login: 'punchout.user@demo.workwear.test', password: 'Workwear-Punch-2026' };
// messages/sv/orderErrors.json, code 36.
const WHY = 'Returadressen till ditt inköpssystem saknas. Börja om från ditt inköpssystem.';

test('a punch-out buyer is told why their cart cannot be sent from the shop, with no Send', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsInStock(page.request, 1, 6);
  await signIn(page, PUNCH_OUT.login, PUNCH_OUT.password);
  await page.goto(product?.path ?? '');
  await expect(page.getByTestId('product-page')).toBeVisible();
  await addInStockSizeByKeyboard(page);
  await activate(page, page.getByTestId('add-to-cart-status').getByRole('link'));
  await expect(page).toHaveURL(checkoutPaths.cart);
  await expect(page.getByTestId('cart-row')).not.toHaveCount(0);

  await expect(page.getByTestId('checkout-unavailable')).toHaveText(WHY);
  await expect(page.getByTestId('cart-checkout')).toHaveCount(0);

  for (const step of [checkoutPaths.order, checkoutPaths.delivery]) {
    await page.goto(step);
    const blocked = page.getByTestId('checkout-blocked');
    await expect(blocked).toHaveAttribute('data-blocker', 'punchOut');
    await expect(blocked).toContainText(WHY);
    await expect(page.getByTestId('checkout-send')).toHaveCount(0);
    await expect(page.getByTestId('checkout-next')).toHaveCount(0);
  }
});
