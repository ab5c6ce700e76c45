import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { formatMoney, getMarketByName, productPath, routePath } from '@workwear/domain';
import { expect, seriousViolations, test } from './fixtures';
import { apiPort, proxiedWebPort } from './playwright.config';

/**
 * The cart from the storefront, as a shopper uses it: add from the product page, the mini cart, the
 * cart page's stepper, remove and undo, a discount code and the totals, as an anonymous visitor and
 * as a business buyer (Nordbygg's customer admin: co-worker required on every row, rows per customer).
 */
const api = `http://127.0.0.1:${apiPort}`;
const screens = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const market = getMarketByName('se');
if (!market) throw new Error('no se market');

/** Swedish products of the public list (the size picker says which sizes are in stock). */
async function productsInStock(request: APIRequestContext): Promise<string[]> {
  const list = await request.get(`${api}/api/product/products?marketId=SE&cultureCode=sv-SE&pageSize=20`);
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { results: { uniqueName: string }[] }).results.map((r) => r.uniqueName);
}

/**
 * Opens a product page and chooses its first size in stock, trying the next product when none is;
 * answers the index of the product used.
 */
async function openWithSizeChosen(page: Page, names: readonly string[], skip = 0): Promise<number> {
  for (const [index, name] of names.entries()) {
    if (index < skip) continue;
    const response = await page.goto(productPath('sv', name));
    // A buyer who sees the agreed assortment only gets 404 for products outside it.
    if (!response?.ok()) continue;
    const button = page.getByTestId('add-to-cart-button');
    await expect(page.getByTestId('product-page')).toBeVisible();
    if ((await button.count()) === 0) continue;
    await expect(button).toHaveText('Välj storlek');
    const inStock = page.getByTestId('size-options').locator('label:has(.ww-size-dot[data-state="inStock"])');
    if ((await inStock.count()) === 0) continue;
    await inStock.first().click();
    await expect(button).toHaveText('Lägg i varukorgen');
    return index;
  }
  throw new Error('no product with a size in stock');
}

async function cartIdOf(context: BrowserContext, cookieName: string) {
  return (await context.cookies()).find((c) => c.name === cookieName)?.value;
}

/** Removes every row from the signed-in buyer's cart (their active cart outlives a test run). */
async function emptyCart(page: Page) {
  await page.goto(routePath('Cart', 'sv'));
  const rows = page.getByTestId('cart-row');
  await expect(page.getByTestId('cart-empty').or(rows.first())).toBeVisible();
  while ((await rows.count()) > 0) {
    const count = await rows.count();
    await rows.first().getByTestId('row-remove').click();
    await expect(rows).toHaveCount(count - 1);
  }
  await expect(page.getByTestId('cart-empty')).toBeVisible();
}

async function keepScreens(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await expect.poll(() => page.evaluate('[...document.images].every((i) => i.complete)')).toBe(true);
    await page.screenshot({ path: `${screens}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the cart', () => {
  test('an anonymous visitor adds from the product page, edits, removes and undoes, and applies a code', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const names = await productsInStock(page.request);
    const used = await openWithSizeChosen(page, names);
    expect(await seriousViolations(page)).toEqual([]);

    const addButton = page.getByTestId('add-to-cart-button');
    await addButton.click();
    const mini = page.getByTestId('mini-cart');
    await expect(mini).toBeVisible();
    await expect(mini.getByRole('heading', { name: 'Tillagd i din varukorg' })).toBeVisible();
    await expect(mini.getByTestId('mini-cart-rows').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(await seriousViolations(page)).toEqual([]);
    await expect
      .poll(() =>
        page.evaluate(
          `[...document.querySelectorAll('[data-testid="mini-cart"] img')].every((i) => i.complete)`,
        ),
      )
      .toBe(true);
    await page.screenshot({ path: `${screens}mini-cart-1280.png` });
    // Escape closes the drawer and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(mini).toBeHidden();
    await expect(addButton).toBeFocused();

    const cartId = await cartIdOf(context, 'Blk.Cart.Public');
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);

    // A second product, then to the cart page from the mini cart.
    await openWithSizeChosen(page, names, used + 1);
    await page.getByTestId('add-to-cart-button').click();
    await expect(mini).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await mini.getByTestId('mini-cart-to-cart').click();
    await expect(page).toHaveURL(routePath('Cart', 'sv'));

    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    const first = rows.first();
    await first.getByRole('button', { name: /^Öka antal/ }).click();
    await first.getByRole('button', { name: /^Öka antal/ }).click();
    await expect(first.getByRole('textbox', { name: /^Antal/ })).toHaveValue('3');
    // The two steps are saved once, 400 ms after the last: the badge follows the saved cart.
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    await expect(first.getByTestId('row-status')).toHaveText('');

    // The totals are the API's, in the visitor's display (incl. VAT).
    const apiCart = async () =>
      (await (
        await page.request.get(`${api}/api/cart/carts/${cartId}?marketId=SE&cultureCode=sv-SE`)
      ).json()) as {
        rows: { quantity: number }[];
        totals: { totalGross: number; productsGross: number; discountGross: number };
      };
    const before = await apiCart();
    expect(before.rows.map((r) => r.quantity).sort()).toEqual([1, 3]);
    await expect(page.getByTestId('cart-summary').getByTestId('totals-total').locator('dd')).toHaveText(
      formatMoney(before.totals.totalGross, market),
    );
    await expect(page.getByTestId('cart-summary').getByTestId('totals-products').locator('dd')).toHaveText(
      formatMoney(before.totals.productsGross, market),
    );

    // Remove, then Undo puts the row back with its quantity.
    const second = rows.nth(1);
    const secondSku = await second.getAttribute('data-sku');
    await second.getByTestId('row-remove').click();
    await expect(rows).toHaveCount(1);
    const snack = page.getByTestId('snackbar').filter({ hasText: 'togs bort från varukorgen' });
    await expect(snack).toBeVisible();
    await snack.getByTestId('snackbar-action').click();
    await expect(rows).toHaveCount(2);
    // The row is back once the cart service answered the undo.
    await expect(page.getByTestId('snackbar').filter({ hasText: 'är tillbaka i varukorgen' })).toBeVisible();
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${secondSku}"]`)).toHaveAttribute(
      'data-highlighted',
      '',
    );

    // A code that does not exist, then the demo's engine code for consumers in Sweden.
    await page.getByTestId('discount-code').fill('NOSUCHCODE');
    await page.getByTestId('discount-apply').click();
    await expect(page.getByTestId('discount-message')).toHaveText('Det finns ingen rabattkod NOSUCHCODE.');
    await page.getByTestId('discount-code').fill('WORKWEAR15');
    await page.getByTestId('discount-apply').click();
    await expect(page.getByTestId('discount-message')).toHaveText('Rabattkoden WORKWEAR15 har lagts till.');
    await expect(page.getByTestId('cart-summary').getByTestId('totals-discount')).toBeVisible();
    const after = await apiCart();
    expect(after.totals.discountGross).toBeGreaterThan(0);
    await expect(page.getByTestId('cart-summary').getByTestId('totals-total').locator('dd')).toHaveText(
      formatMoney(after.totals.totalGross, market),
    );

    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForTimeout(6500); // the snackbars go after their 6 s
    await keepScreens(page, 'cart-anonymous');
  });

  test('the new product page (UseNewProductDetailsPage, Germany) adds from its buy box', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await context.addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
    const list = await page.request.get(
      `${api}/api/product/products?marketId=DE&cultureCode=de-DE&pageSize=10`,
    );
    const names = ((await list.json()) as { results: { uniqueName: string }[] }).results.map(
      (r) => r.uniqueName,
    );
    for (const name of names) {
      await page.goto(productPath('de', name));
      const box = page.getByTestId('buy-box');
      await expect(box.getByTestId('add-to-cart-button')).toHaveText('Größe wählen');
      const inStock = box
        .getByTestId('size-options')
        .locator('label:has(.ww-size-dot[data-state="inStock"])');
      if ((await inStock.count()) === 0) continue;
      await inStock.first().click();
      await box.getByTestId('add-to-cart-button').click();
      await expect(page.getByTestId('mini-cart')).toBeVisible();
      await expect(page.getByTestId('mini-cart').getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
      return;
    }
    throw new Error('no German product with a size in stock');
  });

  test('socks sold in packs of three: the stepper steps by the pack and the cart keeps multiples', async ({
    page,
  }) => {
    const search = await page.request.get(
      `${api}/api/product/products?marketId=SE&cultureCode=sv-SE&pageSize=5&query=Arbetsstrumpor`,
    );
    const names = ((await search.json()) as { results: { uniqueName: string }[] }).results.map(
      (r) => r.uniqueName,
    );
    await openWithSizeChosen(page, names);
    const quantity = page.getByTestId('add-quantity').getByRole('textbox');
    await expect(quantity).toHaveValue('3');
    // quantityStep(3): the largest multiple of 3 up to 25.
    await page.getByTestId('add-quantity').getByRole('button', { name: 'Öka antal' }).click();
    await expect(quantity).toHaveValue('27');
    await quantity.fill('5');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('6');
    await page.getByTestId('add-to-cart-button').click();
    await expect(page.getByTestId('mini-cart').getByTestId('mini-cart-rows')).toContainText('Antal: 6');
    await expect(page.getByTestId('cart-count')).toHaveText('6');
  });

  test('a visitor with a cart is still served product pages from the page cache', async ({ request }) => {
    const [name] = await productsInStock(request);
    const url = `http://127.0.0.1:${proxiedWebPort}${productPath('sv', name ?? '')}`;
    const headers = {
      accept: 'text/html',
      cookie: 'cookieConsent=v1.f1.p1.t0; Blk.Cart.Public=0b0e7a52-1c53-4d8e-9a55-2f1f4c1d2e3f',
    };
    await (await request.get(url, { headers })).text();
    const again = await request.get(url, { headers });
    expect(again.headers()['x-html-cache']).toBe('HIT');
    expect(await again.text()).not.toContain('0b0e7a52');
  });

  test('a consumer gets the mini cart after an add, like an anonymous visitor', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-postadress').fill('oliver.consumer@demo.workwear.test');
    await page.getByLabel('Lösenord').fill('Workwear-Home-2026');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await emptyCart(page);
    await openWithSizeChosen(page, await productsInStock(page.request), 5);
    await page.getByTestId('add-to-cart-button').click();
    await expect(page.getByTestId('mini-cart')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await emptyCart(page);
  });

  test('a buyer whose company hides prices sees none in the cart either (HidePrice)', async ({ page }) => {
    const nils = { userName: 'nils.user@demo.workwear.test', password: 'Workwear-User-2026', market: 'se' };
    await page.goto('/login');
    await page.getByLabel('E-postadress').fill(nils.userName);
    await page.getByLabel('Lösenord').fill(nils.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await emptyCart(page);
    // The product page offers no colour to a buyer without prices (the colour map wants a price), so
    // the row goes in through the cart service with the buyer's own token; the storefront finds the
    // buyer's active cart (GET carts).
    const login = await page.request.post(`${api}/api/auth/login`, { data: nils });
    const bearer = {
      Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
    };
    const query = 'marketId=SE&cultureCode=sv-SE';
    const cart = (await (
      await page.request.post(`${api}/api/cart/carts?${query}`, { headers: bearer, data: {} })
    ).json()) as {
      id: string;
    };
    let added = false;
    for (const name of await productsInStock(page.request)) {
      const detail = (await (
        await page.request.get(`${api}/api/product/products/uniqueName/${name}?${query}`)
      ).json()) as { variants: { sizes: { sku: string }[] }[] };
      const sku = detail.variants[0]?.sizes[0]?.sku;
      if (!sku) continue;
      const answer = await page.request.post(`${api}/api/cart/carts/${cart.id}/products?${query}`, {
        headers: bearer,
        data: { sku, quantity: 2 },
      });
      if (answer.ok()) {
        added = true;
        break;
      }
    }
    expect(added).toBe(true);
    await page.goto(routePath('Cart', 'sv'));
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    await expect(page.getByTestId('cart-summary')).toContainText('Priser visas inte för ditt konto.');
    await expect(page.getByTestId('cart-page').getByTestId('price')).toHaveCount(0);
    await expect(page.getByTestId('cart-page').getByTestId('cart-totals')).toHaveCount(0);
    await expect(page.getByTestId('cart-page')).not.toContainText(' kr');
    await emptyCart(page);
  });

  test('a business buyer adds without the mini cart, puts the row on a co-worker and applies a code', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('E-postadress').fill('erik.admin@demo.workwear.test');
    await page.getByLabel('Lösenord').fill('Workwear-Admin-2026');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await emptyCart(page);

    const names = await productsInStock(page.request);
    await openWithSizeChosen(page, names, 3);
    await page.getByTestId('add-to-cart-button').click();
    await expect(page.getByTestId('add-to-cart-status')).toContainText('Tillagd i varukorgen.');
    await expect(page.getByTestId('mini-cart')).toBeHidden();
    await expect(page.getByTestId('cart-count')).not.toHaveText('0');

    await page.goto(routePath('Cart', 'sv'));
    const rows = page.getByTestId('cart-row');
    await expect(rows.first()).toBeVisible();
    // Nordbygg Entreprenad AB requires a co-worker on every row (ActivateMandatoryPersonalPackage).
    const row = rows.first();
    const select = row.getByTestId('row-coworker');
    await expect(select).toBeVisible();
    const options = await select.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await select.selectOption({ index: options.length - 1 });
    const chosen = options[options.length - 1] ?? '';
    await expect(
      page.getByTestId('cart-group').filter({ hasText: chosen }).getByTestId('cart-row'),
    ).toHaveCount(1, {
      timeout: 10_000,
    });

    await page.getByTestId('discount-code').fill('WELCOME10');
    await page.getByTestId('discount-apply').click();
    await expect(page.getByTestId('discount-message')).toHaveText('Rabattkoden WELCOME10 har lagts till.');
    await expect(page.getByTestId('cart-summary').getByTestId('totals-discount')).toBeVisible();
    await expect(page.getByTestId('cart-summary').getByTestId('totals-vat')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreens(page, 'cart-business');

    await emptyCart(page);
  });
});
