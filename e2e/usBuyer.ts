import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { productPath } from '@workwear/domain';
import { api, standardParcel } from './checkoutHelpers';
import { expect } from './fixtures';

/**
 * Emily Carter, the demo's US business buyer (Great Lakes Field Services, her own address in Chicago,
 * Illinois), as the US market's browser tests meet her. She has one active cart: tests that fill it
 * run one at a time (serial) within their file.
 */
export const EMILY = { userName: 'emily.user@demo.workwear.test', password: 'Workwear-User-2026' };
export const US = 'marketId=US&cultureCode=en-US';

/** The US market for this browser (its cookie), so /en pages are the US's. */
export async function inUs(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'market', value: 'us', url: baseURL ?? '' }]);
}

export async function emilyBearer(request: APIRequestContext) {
  const login = await request.post(`${api}/api/auth/login`, { data: { ...EMILY, market: 'us' } });
  expect(login.ok(), await login.text()).toBe(true);
  return `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
}

export async function signInEmily(page: Page) {
  await page.goto(`/login?returnTo=${encodeURIComponent('/en')}`);
  await page.getByLabel('E-mail address').fill(EMILY.userName);
  await page.getByLabel('Password').fill(EMILY.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('account-menu-button')).toContainText('Emily');
}

/** A product of the US list with stock, and its page: the first of the list's first 20 that has one. */
export async function usSkuInStock(request: APIRequestContext, bearer: string) {
  const headers = { authorization: bearer };
  const list = await request.get(`${api}/api/product/products?${US}&pageSize=20`, { headers });
  const names = ((await list.json()) as { results: { uniqueName: string }[] }).results.map(
    (r) => r.uniqueName,
  );
  for (const name of names) {
    const detail = await request.get(
      `${api}/api/product/products/uniqueName/${encodeURIComponent(name)}?${US}`,
      { headers },
    );
    if (!detail.ok()) continue;
    const product = (await detail.json()) as {
      variants: { sellable?: boolean; sizes: { sku: string; availableStock: number }[] }[];
    };
    const sku = product.variants
      .filter((v) => v.sellable !== false)
      .flatMap((v) => v.sizes)
      .find((s) => s.availableStock > 20)?.sku;
    if (sku) return { sku, productUrl: productPath('en', name) };
  }
  throw new Error('No product of the US list has stock.');
}

/** One product into Emily's active cart through the API: the cart as it then is. */
export async function intoEmilysCart(request: APIRequestContext, bearer: string, sku: string) {
  const headers = { authorization: bearer };
  const created = await request.post(`${api}/api/cart/carts?${US}`, { headers, data: {} });
  const cart = (await created.json()) as { id: string; version: number };
  const added = await request.post(`${api}/api/cart/carts/${cart.id}/products?${US}`, {
    headers,
    data: { sku, quantity: 1, version: cart.version },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return (await added.json()) as { id: string; version: number };
}

/**
 * A US order of Emily's through the API, to a typed Chicago address, paid by card: `paid` (a card
 * that pays), `declined` (one that is declined), or `unpaid` (left waiting for its payment).
 */
export async function chicagoOrder(
  request: APIRequestContext,
  bearer: string,
  payment: 'paid' | 'declined' | 'unpaid' = 'unpaid',
): Promise<{ orderId: string; productUrl: string }> {
  const headers = { authorization: bearer };
  const { sku, productUrl } = await usSkuInStock(request, bearer);
  const cart = await intoEmilysCart(request, bearer, sku);
  const deliveryMethod = await standardParcel(request, bearer, US);
  const sent = await request.post(`${api}/api/order/orders/send`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      cartId: cart.id,
      marketId: 'US',
      cultureCode: 'en-US',
      buyer: { firstName: 'Emily', lastName: 'Carter', email: EMILY.userName },
      deliveryAddress: {
        addressLine1: '233 S Wacker Dr',
        zipCode: '60606',
        city: 'Chicago',
        region: 'IL',
        countryId: 840,
      },
      deliveryMethod,
      paymentMethodId: 168,
      useIncVat: false,
      acceptTerms: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const orderId = ((await sent.json()) as { id: string }).id;
  if (payment !== 'unpaid') {
    // The test acquirer: 4111… pays, 4000…0002 is declined (insufficient funds).
    const number = payment === 'paid' ? '4111111111111111' : '4000000000000002';
    const paid = await request.post(`${api}/api/order/orders/${orderId}/payments?${US}`, {
      headers,
      data: { paymentMethodId: 168, card: { number, expiry: '12/35', cvc: '123' } },
    });
    expect(paid.status(), await paid.text()).toBeLessThan(500);
  }
  return { orderId, productUrl };
}
