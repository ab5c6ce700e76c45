import type { APIRequestContext, Page } from '@playwright/test';
import { productPath, routePath } from '@workwear/domain';
import {
  addInStockSize,
  api,
  bearerOf,
  checkoutPaths,
  emptyActiveCart,
  productsInStock,
  standardParcel,
} from './checkoutHelpers';
import { expect, seriousViolations, signIn, test } from './fixtures';

/**
 * Issue 27, items 10-12 in the browser: the business cart grouped by the real person with a visible
 * move when a co-worker is chosen, order again keeping co-workers, comments and references,
 * promotion names in the buyer's language, and discount refusals that say why (Swedish, German).
 */
/** Nordbygg's second customer admin: a cart no other spec touches (cart.spec.ts fills Erik's). */
const MAJA = {
  login: 'maja.admin@demo.workwear.test',
  password: 'Workwear-Admin-2026',
  name: 'Maja Holmberg',
};
const SE = 'marketId=SE&cultureCode=sv-SE';
// Two of the tests fill Maja's one active cart: in order, in one worker, never side by side.
test.describe.configure({ mode: 'default' });

async function majaCartWith(request: APIRequestContext, skus: readonly string[]) {
  const bearer = await bearerOf(request, MAJA.login, MAJA.password);
  await emptyActiveCart(request, bearer);
  const created = await request.post(`${api}/api/cart/carts?${SE}`, {
    headers: { authorization: bearer },
    data: {},
  });
  const cart = (await created.json()) as { id: string };
  const added = await request.post(`${api}/api/cart/carts/${cart.id}/products/batch?${SE}`, {
    headers: { authorization: bearer },
    data: { items: skus.map((sku) => ({ sku, quantity: 1 })) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return { bearer, cartId: cart.id };
}

const groupOf = (page: Page, label: string) =>
  page.locator(`[data-testid="cart-group"][data-group="${label}"]`);

test.describe('the business cart (1280 px)', () => {
  test('groups by the real person, and a chosen co-worker’s row moves visibly, with focus and a polite note', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [a, b] = await productsInStock(page.request, 2, 4);
    await majaCartWith(page.request, [a!.sku, b!.sku]);
    await signIn(page, MAJA.login, MAJA.password);
    await page.goto(routePath('Cart', 'sv'));
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('cart-group')).toHaveCount(1);

    // Maja gives the first row to herself: the same person, so it stays under "Jag".
    const first = page.locator(`[data-testid="cart-row"][data-sku="${a!.sku}"]`);
    await first.getByTestId('row-coworker').selectOption({ label: MAJA.name });
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    await expect(groupOf(page, 'Jag').getByTestId('cart-row')).toHaveCount(2);
    await expect(groupOf(page, MAJA.name)).toHaveCount(0);

    // Another person: the row moves to their group, highlighted, its choice focused, and it is said.
    const second = page.locator(`[data-testid="cart-row"][data-sku="${b!.sku}"]`);
    const options = await second.getByTestId('row-coworker').locator('option').allTextContents();
    const other = options.find((o) => o !== MAJA.name && !o.startsWith('Välj'))!;
    await second.getByTestId('row-coworker').selectOption({ label: other });
    const moved = groupOf(page, other).getByTestId('cart-row');
    await expect(moved).toHaveCount(1);
    await expect(moved).toHaveAttribute('data-sku', b!.sku);
    await expect(moved).toHaveAttribute('data-highlighted', '');
    await expect(moved.getByTestId('row-coworker')).toBeFocused();
    await expect(page.getByTestId('cart-row-moved')).toHaveText(new RegExp(`flyttades till ${other}\\.$`));
    // Kept by the API: a reload shows the same groups.
    await expect(moved).not.toHaveAttribute('data-saving', '');
    await expect(moved.getByTestId('row-status')).not.toContainText('Sparar');
    await page.reload();
    await expect(groupOf(page, other).getByTestId('cart-row')).toHaveCount(1);
    await expect(groupOf(page, 'Jag').getByTestId('cart-row')).toHaveCount(1);
    expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
  });
});

test.describe('discount codes say why (anonymous, Swedish and German)', () => {
  test('Sweden: WELCOME10 is the business buyers’ here, EXPIRED2025 ended; WORKWEAR15 is named in Swedish', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [product] = await productsInStock(page.request, 1, 6);
    await addInStockSize(page, product!.path);
    await expect(page.getByTestId('cart-count')).not.toHaveText('0');
    await page.goto(routePath('Cart', 'sv'));
    const code = page.getByTestId('discount-code');
    const message = page.getByTestId('discount-message');
    await code.fill('WELCOME10');
    await page.getByTestId('discount-apply').click();
    await expect(message).toHaveText(
      'Koden WELCOME10 är för företagskunder: logga in på ditt företagskonto för att använda den.',
    );
    await code.fill('expired2025');
    await page.getByTestId('discount-apply').click();
    await expect(message).toHaveText('Koden EXPIRED2025 gick ut 31 december 2025.');
    await code.fill('WORKWEAR15');
    await page.getByTestId('discount-apply').click();
    await expect(message).toHaveText('Rabattkoden WORKWEAR15 har lagts till.');
    await expect(page.getByTestId('promotions')).toContainText('15 % rabatt');
    await expect(page.getByTestId('promotions')).not.toContainText('off');
    expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('promotions')).toContainText('15 % rabatt');
    expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
  });

  test('Germany: EXPIRED2025 ended, B2BONLY is for business customers, in German', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await context.addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
    const list = await page.request.get(
      `${api}/api/product/products?marketId=DE&cultureCode=de-DE&pageSize=12`,
    );
    const names = ((await list.json()) as { results: { uniqueName: string; hasStock: boolean }[] }).results
      .filter((r) => r.hasStock && !/sock|strump|glove|handsk/i.test(r.uniqueName))
      .map((r) => r.uniqueName);
    await addInStockSize(page, productPath('de', names[0]!));
    await expect(page.getByTestId('cart-count')).not.toHaveText('0');
    await page.goto(routePath('Cart', 'de'));
    const code = page.getByTestId('discount-code');
    const message = page.getByTestId('discount-message');
    await code.fill('EXPIRED2025');
    await page.getByTestId('discount-apply').click();
    await expect(message).toHaveText('Der Code EXPIRED2025 ist am 31. Dezember 2025 abgelaufen.');
    await code.fill('B2BONLY');
    await page.getByTestId('discount-apply').click();
    await expect(message).toHaveText(
      'Der Code B2BONLY ist für Geschäftskunden: Melden Sie sich mit Ihrem Firmenkonto an, um ihn zu nutzen.',
    );
    await code.fill('WELCOME10');
    await page.getByTestId('discount-apply').click();
    await expect(message).toContainText('WELCOME10');
    await expect(page.getByTestId('promotions')).toContainText('10 % Rabatt');
    expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
  });
});

test.describe('order again (business)', () => {
  test('keeps co-workers and comments (splits: reorderKeeps.int.test.ts), and checkout has the order’s references filled in', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [a, b] = await productsInStock(page.request, 2, 8);
    const { bearer, cartId } = await majaCartWith(page.request, [a!.sku, b!.sku]);
    // Maja's company wants a co-worker on every row: both rows her own, one with a comment.
    const people = await page.request.get(`${api}/api/cart/carts/${cartId}?${SE}`, {
      headers: { authorization: bearer },
    });
    const cart = (await people.json()) as { version: number; rows: { id: number; sku: string }[] };
    const me = Number(JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()).customer_id);
    let version = cart.version;
    for (const row of cart.rows) {
      const answer = await page.request.put(`${api}/api/cart/carts/${cartId}/products/${row.id}?${SE}`, {
        headers: { authorization: bearer },
        data: { version, coWorkerId: me, comment: row.sku === b!.sku ? 'Byggplats Åby, skåp 4' : '' },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      version = ((await answer.json()) as { version: number }).version;
    }
    const sent = await page.request.post(`${api}/api/order/orders/send`, {
      headers: { authorization: bearer, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        cartId,
        marketId: 'SE',
        cultureCode: 'sv-SE',
        buyer: {
          firstName: 'Maja',
          lastName: 'Holmberg',
          email: 'maja.admin@demo.workwear.test',
          cellphone: '46701234567',
        },
        deliveryAddress: { addressLine1: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', countryId: 752 },
        deliveryMethod: await standardParcel(page.request, bearer),
        paymentMethodId: 20,
        useIncVat: false,
        acceptTerms: true,
        metadata: { OrderNumber: 'IO-4711', SalesRef: 'Projekt Åby 88' },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const order = (await sent.json()) as { id: string };

    await signIn(page, MAJA.login, MAJA.password);
    await page.goto(`${checkoutPaths.history}?order=${order.id}`);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await page.getByTestId('reorder-button').click();
    await expect(page).toHaveURL(checkoutPaths.cart);
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    // Both rows are Maja's own: one group, "Jag", each with its co-worker and comment kept.
    await expect(page.getByTestId('cart-group')).toHaveCount(1);
    for (const row of await page.getByTestId('cart-row').all()) {
      await expect(row.getByTestId('row-coworker')).not.toHaveValue('');
    }
    await expect(
      page
        .locator(`[data-testid="cart-row"][data-sku="${b!.sku}"]`)
        .getByRole('textbox', { name: /Kommentar/ }),
    ).toHaveValue('Byggplats Åby, skåp 4');
    await page.goto(checkoutPaths.order);
    await expect(page.getByLabel(/ordernummer/i).first()).toHaveValue('IO-4711');
    await expect(page.getByLabel(/projektnummer/i).first()).toHaveValue('Projekt Åby 88');
  });
});
