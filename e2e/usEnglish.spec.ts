import { routePath } from '@workwear/domain';
import { api, expectReady } from './checkoutHelpers';
import { expect, seriousViolations, test } from './fixtures';
import {
  chicagoOrder,
  EMILY,
  emilyBearer,
  intoEmilysCart,
  inUs,
  signInEmily,
  US,
  usSkuInStock,
} from './usBuyer';

/**
 * US English (issue 27, item 16): the US market reads American English (an override layer over the
 * shop's British English), addresses are written as each country writes them on pages as in e-mails,
 * and the delivery address refuses a PO box and a ZIP code of another state, naming it.
 */

// Emily's active cart is one: the tests take turns.
test.describe.configure({ mode: 'serial' });

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`the US market at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('reads American English: Catalog, Color, Pants; the order page writes "Chicago, IL 60606"', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await inUs(context, baseURL);
      const { orderId, productUrl } = await chicagoOrder(page.request, await emilyBearer(page.request));
      await signInEmily(page);

      await page.goto('/en');
      const html = await page.content();
      expect(html).toContain('Catalog');
      expect(html).not.toContain('Catalogue');

      await page.goto(routePath('AccountSizes', 'en'));
      await expect(page.getByText('Pants', { exact: true })).toBeVisible();
      await expect(page.getByText('Trousers', { exact: true })).toHaveCount(0);

      await page.goto(`${routePath('AccountOrders', 'en')}?order=${orderId}`);
      const main = page.locator('main');
      await expect(main).toContainText('Chicago, IL 60606');
      expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);

      // A product page names the colour "Color".
      await page.goto(productUrl);
      await expect(page.locator('#product-colour-heading')).toContainText('Color');
      await expect(page.locator('main')).not.toContainText('Colour');
    });
  });
}

test('the US delivery address: ZIP code label, a ZIP code of another state named, a PO box refused', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await inUs(context, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  const bearer = await emilyBearer(page.request);
  await signInEmily(page);
  // A product in the cart, through the API with Emily's session (her active cart).
  await intoEmilysCart(page.request, bearer, (await usSkuInStock(page.request, bearer)).sku);

  await page.goto(routePath('Cart', 'en'));
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(routePath('CartOrder', 'en'));
  await page.locator('#buyer-first-name').fill('Emily');
  await page.locator('#buyer-last-name').fill('Carter');
  await page.locator('#buyer-email').fill(EMILY.userName);
  const next = page.getByTestId('checkout-next');
  await expectReady(next);
  await next.click();
  await expect(page).toHaveURL(routePath('CheckoutB2BConfirm', 'en'));
  // Emily has saved addresses: "Another address" opens the form. A tick before the step has hydrated
  // is undone by it, so it is ticked until the form shows.
  const another = page.getByLabel(/Another address/);
  await expect(async () => {
    if (await another.count()) await another.check();
    await expect(page.locator('#delivery-zip-code')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText('ZIP code', { exact: false }).first()).toBeVisible();
  await page.locator('#delivery-address-line-1').fill('PO Box 4410');
  await page.locator('#delivery-zip-code').fill('60606');
  await page.locator('#delivery-city').fill('Chicago');
  await page.locator('#delivery-region').selectOption('TX');
  await page.locator('#delivery-city').focus();
  await page.locator('#delivery-address-line-1').focus();
  await page.locator('#delivery-zip-code').focus();
  await page.locator('#delivery-city').focus();
  await expect(page.locator('#delivery-address-line-1-error')).toContainText('We cannot deliver to PO boxes');
  await expect(page.locator('#delivery-zip-code-error')).toContainText('ZIP code 60606 is not in Texas.');
  await page.locator('#delivery-region').selectOption('IL');
  await page.locator('#delivery-address-line-1').fill('233 S Wacker Dr');
  await expect(page.locator('#delivery-zip-code-error')).toHaveCount(0);
  await expect(page.locator('#delivery-address-line-1-error')).toHaveCount(0);
  expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);

  // Emily's cart is left as it was found: empty (no other spec relies on what it holds).
  const headers = { authorization: bearer };
  const left = (await (
    await page.request.post(`${api}/api/cart/carts?${US}`, { headers, data: {} })
  ).json()) as {
    id: string;
    version: number;
  };
  const emptied = await page.request.delete(
    `${api}/api/cart/carts/${left.id}?${US}&version=${left.version}`,
    {
      headers,
    },
  );
  expect(emptied.status()).toBe(204);
});
