import type { Page } from '@playwright/test';
import { routePath } from '@workwear/domain';
import {
  bearerOf,
  cartWithRows,
  emptyActiveCart,
  expectAccessibleAtBothWidths,
  expectReady,
  GERMANY,
  minorUnits,
  productsInStock,
  summaryAmounts,
} from './checkoutHelpers';
import { expect, test } from './fixtures';

/**
 * A German business buyer's checkout in German, on a desktop and on a phone (issue 27 items 4-8):
 * Lukas (Müller & Söhne Süd GmbH, README "Demo accounts": purchase order number required, a comment on every cart row, weekly delivery, invoice) goes from his cart to the
 * confirmation. What he reads: the
 * number field labelled as his own purchase order number (required), +49 for his
 * mobile, the company's name on every address he is offered and on the confirmation's addresses,
 * invoice chosen from the start, fees and totals ex VAT adding up, the order total above Send on the
 * phone, the purchase order number told apart from the shop's order number on the confirmation.
 *
 * Lukas's cart is his alone in the browser tests: the two widths run one after the other.
 */
test.describe.configure({ mode: 'serial' });

const LUKAS = { login: 'lukas.user@demo.workwear.test', password: 'Workwear-User-2026' };
const COMPANY = 'Müller & Söhne Süd GmbH';
const paths = {
  cart: routePath('Cart', 'de'),
  order: routePath('CartOrder', 'de'),
  delivery: routePath('CheckoutB2BConfirm', 'de'),
  confirmed: routePath('OrderConfirmed', 'de'),
};

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });

/** Signs Lukas in on the login page, German where the market cookie says Germany. */
async function signInLukas(page: Page, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-Mail-Adresse').fill(LUKAS.login);
  await page.getByLabel('Passwort').fill(LUKAS.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

for (const width of [1280, 390]) {
  test(`a German business buyer at ${width} px orders in German on invoice, the company on every address`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // His cart: one size well in stock of what his company may buy, a different product per width.
    const bearer = await bearerOf(page.request, LUKAS.login, LUKAS.password, GERMANY);
    await emptyActiveCart(page.request, bearer, GERMANY);
    const [product] = await productsInStock(page.request, 1, width === 390 ? 1 : 0, {
      market: GERMANY,
      bearer,
    });
    await cartWithRows(page.request, [{ sku: product?.sku ?? '', quantity: 1 }], bearer, GERMANY);
    await page.context().addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
    await signInLukas(page, paths.cart);

    await expect(page).toHaveURL(paths.cart);
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    // The group's companies want a comment on every row (ActivateMandatoryRowCommentForAllRows).
    await page.getByTestId('cart-row').first().getByTestId('row-comment').fill('Für die Baustelle Nord');
    await expect(page.getByTestId('cart-invalid')).toHaveCount(0);
    await expectReady(page.getByTestId('cart-checkout'));
    await page.getByTestId('cart-checkout').click();

    // Step 2, in German: his mobile starts at +49; the number fields say whose number they are.
    await expect(page).toHaveURL(paths.order);
    await expect(page.getByTestId('checkout-heading')).toBeFocused();
    await expect(page.locator('#buyer-dial-code')).toHaveValue('+49');
    const orderNumber = page.getByLabel(/^Ihre Bestellnummer \(Einkauf\)\s*\(Pflichtfeld\)$/);
    await expect(orderNumber).toBeVisible();
    await expect(page.getByText('Ihre eigene Nummer für diese Bestellung', { exact: false })).toBeVisible();
    // Required for his company: the step cannot go on without it.
    await expect(page.getByTestId('checkout-next')).toHaveAttribute('aria-disabled', 'true');
    const purchaseOrder = `BE-${width}-${Date.now()}`;
    await orderNumber.fill(purchaseOrder);
    await page.locator('#buyer-cellphone').fill('0151 23456789');
    await expectReady(page.getByTestId('checkout-next'));
    await shot(page, 'checkout-business-de-step2', width);
    await page.getByTestId('checkout-next').click();

    // Step 3: every address offered names the company; its invoice address and invoice are chosen.
    await expect(page).toHaveURL(paths.delivery);
    await expect(page.getByTestId('checkout-heading')).toBeFocused();
    const offered = page
      .getByTestId('checkout-delivery-address')
      .getByTestId('saved-address')
      .filter({ hasNot: page.locator('#address-choice-new') });
    await expect(offered.first()).toBeVisible();
    for (const address of await offered.all()) {
      await expect(address.getByTestId('address-company')).toHaveText(COMPANY);
    }
    await expect(offered.first().locator('input')).toBeChecked();
    const invoiceChoice = page.getByTestId('invoice-choice');
    await expect(invoiceChoice.first().locator('input')).toBeChecked();
    await expect(invoiceChoice.first().getByTestId('address-company')).toHaveText(COMPANY);
    await expect(page.locator('#payment-method-20')).toBeChecked();
    await expect(
      page.getByTestId('payment-method').filter({ has: page.locator('#payment-method-20') }),
    ).toContainText('Rechnung');

    // The delivery methods in German, ex VAT as every price he sees; choosing one keeps invoice.
    const parcel = page.getByTestId('delivery-method').filter({ hasText: 'Standardpaket' });
    await parcel.click();
    await expect(page.locator('#payment-method-20')).toBeChecked();
    await page.locator('#accept-terms').check();
    const send = page.getByTestId('checkout-send');
    await expectReady(send);

    // The totals beside the form, ex VAT as his list: the fee as the method says, products +
    // delivery = the subtotal; + 19 % VAT = the total.
    const summary = page.getByTestId('checkout-summary');
    await expect(summary.getByTestId('summary-delivery')).toBeVisible();
    await expect(summary.getByRole('status')).toHaveText('');
    const { products, delivery, subtotal, vat, total } = await summaryAmounts(summary);
    const listed = (await parcel.textContent()) ?? '';
    expect(delivery).toBe(/\d,\d{2}/.test(listed) ? minorUnits(listed) : 0);
    expect(products + delivery).toBe(subtotal);
    expect(vat).toBe(Math.round(subtotal * 0.19));
    expect(subtotal + vat).toBe(total);
    if (width === 390) {
      // On a phone the order's total stands right above Send.
      const above = page.getByTestId('checkout-total-above-send');
      await expect(above).toBeVisible();
      expect(minorUnits(await above.textContent())).toBe(total);
      const [t, s] = [await above.boundingBox(), await send.boundingBox()];
      expect(t!.y + t!.height).toBeLessThanOrEqual(s!.y);
    }
    await shot(page, 'checkout-business-de-step3', width);
    await send.click();

    // The confirmation: the company on both addresses, invoice, the two numbers told apart, the total.
    await expect(page).toHaveURL(new RegExp(`${paths.confirmed}\\?order=`));
    await expect(page.getByTestId('confirmation-heading')).toBeFocused();
    const facts = page.getByTestId('order-confirmation');
    await expect(page.getByTestId('order-delivery-address')).toContainText(COMPANY);
    await expect(page.getByTestId('order-invoice-address')).toContainText(COMPANY);
    await expect(facts.getByText('Ihre Bestellnummer (Einkauf)')).toBeVisible();
    await expect(facts).toContainText(purchaseOrder);
    await expect(facts.getByText('Bestellnummer', { exact: true })).toBeVisible();
    await expect(facts).toContainText('Rechnung');
    expect((await summaryAmounts(facts)).total).toBe(total);
    await shot(page, 'confirmation-business-de', width);
    await expectAccessibleAtBothWidths(page, `German business confirmation (${width} px)`);
  });
}
