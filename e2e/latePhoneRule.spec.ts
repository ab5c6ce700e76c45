import type { Page } from '@playwright/test';
import { PUBLIC_CART_COOKIE_NAME, routePath } from '@workwear/domain';
import { cartWithRows, checkoutPaths, freshConsumer, productsInStock, uniqueEmail } from './checkoutHelpers';
import { expect, signIn, test } from './fixtures';
import { webPort } from './playwright.config';

/**
 * The phone rule's library is not in the pages' first load: the forms check a number's shape until
 * it has been fetched (apps/web lib/lazyPhoneNumbers.ts). Here its code is held back until the test
 * lets it go, as on a slow line: a number of the right shape but the wrong length for Sweden, typed
 * and sent at once, is still refused on its field once the library is there, and is never let through.
 */

/** In the phone library's chunk only (one of libphonenumber-js's error codes). */
const LIBRARY_MARK = 'INVALID_COUNTRY';
const PHONE_INVALID = 'Ange ett giltigt mobilnummer för landet du valt.';
/** Eight digits: the shape of a number, but no Swedish one (a mobile has ten with its 0). */
const WRONG_LENGTH = '070-123 45';

/** Holds the chunk that holds the phone library until `release`; says whether it was asked for. */
async function holdPhoneLibrary(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const library = { asked: false, delivered: false, release: () => release() };
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(LIBRARY_MARK)) {
      library.asked = true;
      await released;
      library.delivered = true;
    }
    await route.fulfill({ status: response.status(), contentType: 'application/javascript', body });
  });
  return library;
}

test('step 2: a number of the wrong length sent before the phone library is here is refused on its field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [product] = await productsInStock(page.request, 1, 5);
  const cartId = await cartWithRows(page.request, [{ sku: product?.sku ?? '', quantity: 1 }]);
  await page
    .context()
    .addCookies([{ name: PUBLIC_CART_COOKIE_NAME, value: cartId, url: `http://localhost:${webPort}` }]);
  const library = await holdPhoneLibrary(page);
  // Not until 'load': the held library may be what that waits for.
  await page.goto(checkoutPaths.order, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('checkout-heading')).toBeFocused();
  // Asked for by the hydrated page once the browser is idle, and held.
  await expect.poll(() => library.asked).toBe(true);

  await page.locator('#buyer-first-name').fill('Saga');
  await page.locator('#buyer-last-name').fill('Öberg');
  await page.locator('#buyer-email').fill(uniqueEmail('late-phone'));
  await page.locator('#buyer-cellphone').fill(WRONG_LENGTH);
  await page.getByTestId('checkout-next').click();
  // The step waits for the library: not let through on the number's shape.
  await expect(page.getByTestId('checkout-next')).toBeFocused();
  expect(library.delivered).toBe(false);
  await expect(page).toHaveURL(checkoutPaths.order);
  library.release();

  // Once it is here, the held step is checked by the full rule: refused, with the field's message.
  await expect(page.locator('#buyer-cellphone-error')).toContainText(PHONE_INVALID);
  await expect(page.locator('#buyer-cellphone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(checkoutPaths.order);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // A Swedish number goes on to step 3.
  await page.locator('#buyer-cellphone').fill('070-123 45 67');
  await page.getByTestId('checkout-next').click();
  await expect(page).toHaveURL(checkoutPaths.delivery);
});

test('account: a number of the wrong length saved before the phone library is here is refused on its field', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = await productsInStock(request, 1, 6);
  const consumer = await freshConsumer(request, product?.sku ?? '');
  await signIn(page, consumer.email, consumer.password);
  const library = await holdPhoneLibrary(page);
  await page.goto(routePath('Account', 'sv'), { waitUntil: 'domcontentloaded' });
  const details = page.getByTestId('details-form');
  const phone = details.getByLabel('Mobiltelefon');
  const save = details.getByRole('button', { name: 'Spara' });
  // Asked for by the hydrated page once the browser is idle, and held.
  await expect.poll(() => library.asked).toBe(true);
  const kept = await phone.inputValue();

  await phone.fill(WRONG_LENGTH);
  await save.click();
  expect(library.delivered).toBe(false);
  await expect(details.locator('#details-phone-error')).toHaveCount(0);
  library.release();

  await expect(details.locator('#details-phone-error')).toContainText(PHONE_INVALID);
  await expect(details.getByRole('status')).toHaveCount(0);
  // Nothing was saved: the page as the server has it shows the phone kept before.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('details-form').getByLabel('Mobiltelefon')).toHaveValue(kept);
});
