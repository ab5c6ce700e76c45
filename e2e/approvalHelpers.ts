import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  api,
  bearerOf,
  cartWithRows,
  GERMANY,
  productsInStock,
  type ShopMarket,
  SWEDEN,
  SWEDISH_ADDRESS,
  standardParcel,
} from './checkoutHelpers';
import { expect } from './fixtures';

/**
 * The demo people of issue 28 (README "Demo accounts") and waiting orders made for them through the
 * API, for the approval pages' browser tests.
 */
export type Person = {
  readonly userName: string;
  readonly password: string;
  readonly market: ShopMarket;
  readonly first: string;
};

const US: ShopMarket = { name: 'us', query: 'marketId=US&cultureCode=en-US', language: 'en' };
const person = (login: string, password: string, market: ShopMarket, first: string): Person => ({
  userName: `${login}@demo.workwear.test`,
  password,
  market,
  first,
});

export const OSKAR = person('oskar.user', 'Workwear-User-2026', SWEDEN, 'Oskar');
export const LENA = person('lena.approver', 'Workwear-Admin-2026', SWEDEN, 'Lena');
export const HENRIK = person('henrik.superadmin', 'Workwear-Super-2026', SWEDEN, 'Henrik');
export const JACOB = person('jacob.user', 'Workwear-User-2026', US, 'Jacob');
export const HANNAH = person('hannah.user', 'Workwear-User-2026', US, 'Hannah');
export const CARLA = person('carla.admin', 'Workwear-Admin-2026', US, 'Carla');
export const DAVID = person('david.superadmin', 'Workwear-Super-2026', US, 'David');
export const TOBIAS = person('tobias.user', 'Workwear-User-2026', GERMANY, 'Tobias');

const ADDRESS: Record<string, Record<string, unknown>> = {
  se: SWEDISH_ADDRESS,
  us: { addressLine1: '233 S Wacker Dr', zipCode: '60606', city: 'Chicago', region: 'IL', countryId: 840 },
};

export const bearerFor = (request: APIRequestContext, who: Person) =>
  bearerOf(request, who.userName, who.password, who.market);

/** A product of the person's list with stock, and its list price ex VAT (minor units). */
async function productFor(request: APIRequestContext, who: Person, bearer: string, skip: number) {
  const [product] = await productsInStock(request, 1, skip, { market: who.market, bearer });
  const detail = await request.get(`${api}/api/product/products?${who.market.query}&pageSize=40`, {
    headers: { authorization: bearer },
  });
  const listed = (
    (await detail.json()) as { results: { uniqueName: string; price: { price: number } | null }[] }
  ).results;
  const price = listed.find((p) => product?.path.endsWith(p.uniqueName))?.price?.price ?? 0;
  return { sku: product?.sku ?? '', price };
}

/**
 * An order of the person's that waits for approval: a cart of one product (quantity enough to pass
 * `over` minor units ex VAT when given), sent through the API with the standard parcel, on invoice.
 */
export async function waitingOrder(
  request: APIRequestContext,
  who: Person,
  { over, skip = 0 }: { over?: number; skip?: number } = {},
): Promise<{ id: string; orderNo: number }> {
  const bearer = await bearerFor(request, who);
  const { sku, price } = await productFor(request, who, bearer, skip);
  const quantity = over && price > 0 ? Math.floor(over / price) + 1 : 1;
  const cartId = await cartWithRows(request, [{ sku, quantity }], bearer, who.market);
  const [market] = who.market.query.split('&');
  const sent = await request.post(`${api}/api/order/orders/send`, {
    headers: { 'Idempotency-Key': randomUUID(), authorization: bearer },
    data: {
      cartId,
      marketId: market?.split('=')[1],
      cultureCode: who.market.query.split('cultureCode=')[1],
      buyer: { firstName: who.first, lastName: 'Demo', email: who.userName, cellphone: '46701234567' },
      deliveryAddress: ADDRESS[who.market.name],
      deliveryMethod: await standardParcel(request, bearer, who.market.query),
      paymentMethodId: 168,
      useIncVat: false,
      acceptTerms: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const order = (await sent.json()) as { id: string; orderNo: number; approval: { status: string } | null };
  expect(order.approval?.status).toBe('Waiting');
  return order;
}

/** The demo list on the login page fills in the account and its market; then signs in. */
export async function signInAs(page: Page, who: Person) {
  await page.goto('/login');
  await page.getByRole('button', { name: `Fyll i ${who.userName}` }).click();
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByTestId('account-menu-button')).toContainText(who.first);
}

export async function phone(context: BrowserContext) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}
