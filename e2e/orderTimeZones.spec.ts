import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { formatDateTime, type Language, routePath } from '@workwear/domain';
import {
  api,
  bearerOf,
  freshConsumer,
  productsInStock,
  standardParcel,
  uniqueEmail,
} from './checkoutHelpers';
import { expect, seriousViolations, signIn, test } from './fixtures';
import { emilyBearer, intoEmilysCart, inUs, signInEmily, usSkuInStock } from './usBuyer';

/**
 * Issue 27 item 15: every date on the clock of the buyer's market (its setting TimeZone), and in the
 * US of the buyer's state (for saved carts the buyer's own address's). The browser runs in Tokyo so that neither the browser's clock nor
 * Stockholm's nor UTC can pass for the market's by chance.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

/** The project's kept screenshots (docs/screenshots), written by this test. */
const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

type Place = {
  marketId: string;
  market: string;
  language: Language;
  culture: string;
  zone: string;
  address: Record<string, unknown>;
};

const PLACES: readonly Place[] = [
  {
    marketId: 'DE',
    market: 'de',
    language: 'de',
    culture: 'de-DE',
    zone: 'Europe/Berlin',
    address: { addressLine1: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin', countryId: 276 },
  },
  {
    marketId: 'FI',
    market: 'fi',
    language: 'fi',
    culture: 'fi-FI',
    zone: 'Europe/Helsinki',
    address: { addressLine1: 'Mannerheimintie 1', zipCode: '00100', city: 'Helsinki', countryId: 246 },
  },
  {
    // Chicago, Illinois: Central time, not the US market's default Eastern time.
    marketId: 'US',
    market: 'us',
    language: 'en',
    culture: 'en-US',
    zone: 'America/Chicago',
    address: {
      addressLine1: '233 S Wacker Dr',
      zipCode: '60606',
      city: 'Chicago',
      region: 'IL',
      countryId: 840,
    },
  },
];

/** A guest's order in the place's market, sent and paid through the API: its id and when it was sent. */
async function guestOrderIn(request: APIRequestContext, place: Place) {
  const query = `marketId=${place.marketId}&cultureCode=${place.culture}`;
  const list = await request.get(`${api}/api/product/products?${query}&pageSize=40`);
  expect(list.ok()).toBe(true);
  let sku: string | undefined;
  for (const { uniqueName } of ((await list.json()) as { results: { uniqueName: string }[] }).results) {
    if (/sock|strump|glove|handsk/i.test(uniqueName)) continue;
    const detail = await request.get(
      `${api}/api/product/products/uniqueName/${encodeURIComponent(uniqueName)}?${query}`,
    );
    if (!detail.ok()) continue;
    const variants = (
      (await detail.json()) as {
        variants: { sellable?: boolean; sizes: { sku: string; availableStock: number }[] }[];
      }
    ).variants;
    sku = variants
      .filter((v) => v.sellable !== false)
      .flatMap((v) => v.sizes)
      .find((s) => s.availableStock > 20)?.sku;
    if (sku) break;
  }
  expect(sku, `a product in stock in ${place.marketId}`).toBeTruthy();
  const created = await request.post(`${api}/api/cart/carts?${query}`, { data: {} });
  const cart = (await created.json()) as { id: string; version: number };
  const added = await request.post(`${api}/api/cart/carts/${cart.id}/products?${query}`, {
    data: { sku, quantity: 1, version: cart.version },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const deliveryMethod = await standardParcel(request, undefined, query);
  const sent = await request.post(`${api}/api/order/orders/send`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      cartId: cart.id,
      marketId: place.marketId,
      cultureCode: place.culture,
      buyer: { firstName: 'Zoe', lastName: 'Zeit', email: uniqueEmail('zone') },
      deliveryAddress: place.address,
      deliveryMethod,
      paymentMethodId: 168,
      useIncVat: place.marketId !== 'US',
      acceptTerms: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const order = (await sent.json()) as { id: string; created: string; timeZone: string };
  const paid = await request.post(`${api}/api/order/orders/${order.id}/payments?${query}`, {
    data: { paymentMethodId: 168, card: { number: '4111111111111111', expiry: '12/35', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return order;
}

for (const place of PLACES) {
  test(`an order in ${place.marketId} shows its time on ${place.zone}’s clock`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'market', value: place.market, url: baseURL ?? '' }]);
    const order = await guestOrderIn(page.request, place);
    expect(order.timeZone).toBe(place.zone);

    await page.goto(`${routePath('OrderConfirmed', place.language)}?order=${order.id}`);
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
    const shown = page.getByTestId('order-date');
    await expect(shown.locator('time')).toHaveAttribute('datetime', order.created);
    const local = formatDateTime(order.created, { culture: place.culture, timeZone: place.zone });
    await expect(shown).toHaveText(local);
    // Not Stockholm's, the UTC's, nor the browser's clock (the hour differs from each).
    for (const other of ['Europe/Stockholm', 'UTC', 'Asia/Tokyo'].filter((z) => z !== place.zone)) {
      const elsewhere = formatDateTime(order.created, { culture: place.culture, timeZone: other });
      if (place.zone === 'Europe/Berlin' && other === 'Europe/Stockholm') continue; // the same clock
      expect(local).not.toBe(elsewhere);
    }
  });
}

test('a saved cart is dated on the market’s clock, not in UTC nor the browser’s', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const [product] = await productsInStock(page.request, 1, 14);
  const consumer = await freshConsumer(page.request, product?.sku ?? '');
  const bearer = await bearerOf(page.request, consumer.email, consumer.password);
  const query = 'marketId=SE&cultureCode=sv-SE';
  const headers = { authorization: bearer };
  const created = await page.request.post(`${api}/api/cart/carts?${query}`, { headers, data: {} });
  let cart = (await created.json()) as { id: string; version: number };
  const added = await page.request.post(`${api}/api/cart/carts/${cart.id}/products?${query}`, {
    headers,
    data: { sku: product?.sku, quantity: 1, version: cart.version },
  });
  cart = (await added.json()) as { id: string; version: number };
  const name = `Zon ${Date.now()}`;
  const saved = await page.request.put(`${api}/api/cart/carts/${cart.id}?${query}`, {
    headers,
    data: { version: cart.version, name, metadata: { Status: 'saved', IsActive: 'False' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await signIn(page, consumer.email, consumer.password);
  await page.goto(routePath('AccountSavedCarts', 'sv'));
  const item = page.getByTestId('saved-cart').filter({ hasText: name });
  const date = item.getByTestId('saved-cart-date');
  const modified = (await date.getAttribute('datetime')) ?? '';
  const stockholm = formatDateTime(modified, { culture: 'sv-SE', timeZone: 'Europe/Stockholm' });
  await expect(date).toHaveText(stockholm);
  expect(stockholm).not.toBe(formatDateTime(modified, { culture: 'sv-SE', timeZone: 'UTC' }));
  expect(await seriousViolations(page)).toEqual([]);
});

test('a US business buyer’s saved cart is dated on her state’s clock (Chicago), written the US way', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await inUs(context, baseURL);
  // Emily's own default address is in Chicago, Illinois: Central time, not the market's Eastern default.
  const bearer = await emilyBearer(page.request);
  const { sku } = await usSkuInStock(page.request, bearer);
  await signInEmily(page);

  // Saved through the page, as a buyer saves one. Emily's cart is other US specs' too (an order of
  // theirs empties it, and the form hides for an empty cart): the row goes in until the form shows.
  const name = `Zone ${Date.now()}`;
  await expect(async () => {
    await intoEmilysCart(page.request, bearer, sku);
    await page.goto(routePath('AccountSavedCarts', 'en'));
    await page.getByLabel('Name').fill(name, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save cart' }).click();
  await expect(page.getByTestId('saved-carts-notice')).toHaveText(
    `“${name}” was saved. Your cart is now empty.`,
  );
  const date = page.getByTestId('saved-cart').filter({ hasText: name }).getByTestId('saved-cart-date');
  const modified = (await date.getAttribute('datetime')) ?? '';
  const chicago = formatDateTime(modified, { culture: 'en-US', timeZone: 'America/Chicago' });
  await expect(date).toHaveText(chicago);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENSHOTS}saved-carts-us-${width}.png`, fullPage: true });
  }
  // The US way: month first, a 12-hour clock ("Nov 29, 2026, 4:20 PM").
  expect(chicago).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  // Not New York's (the market's default), UTC's, Stockholm's nor the browser's (Tokyo) clock.
  for (const other of ['America/New_York', 'UTC', 'Europe/Stockholm', 'Asia/Tokyo'])
    expect(chicago).not.toBe(formatDateTime(modified, { culture: 'en-US', timeZone: other }));
  expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
});
