import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Language, productPath, routePath } from '@workwear/domain';
import { expect, seriousViolations } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * Helpers of the checkout and order specs: moving through a page with the keyboard alone, the API
 * calls that set up a buyer or an order (a fresh consumer account, a guest order of another buyer),
 * the development mailbox, and axe at the two widths the checkout is designed for.
 */
export const api = `http://127.0.0.1:${apiPort}`;

/** A market as the API's query and the storefront's paths name it. */
export type ShopMarket = { readonly name: string; readonly query: string; readonly language: Language };
export const SWEDEN: ShopMarket = { name: 'se', query: 'marketId=SE&cultureCode=sv-SE', language: 'sv' };
export const GERMANY: ShopMarket = { name: 'de', query: 'marketId=DE&cultureCode=de-DE', language: 'de' };
const MARKET = SWEDEN.query;

/** The built-in card provider's test cards (design.md, domain testCards.ts). */
export const ACCEPTED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** Any future month will do; the widget and the API only check that it has not passed. */
export const CARD_EXPIRY = '12/35';

/** A Swedish delivery address the domain's forms and the address check accept. */
export const SWEDISH_ADDRESS = {
  addressLine1: 'Storgatan 1',
  zipCode: '11122',
  city: 'Stockholm',
  countryId: 752,
};

/** The authorization header of a bearer, or none. */
const authorization = (bearer?: string): Record<string, string> => (bearer ? { authorization: bearer } : {});

export const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.test`;

// ---------------------------------------------------------------------------------------------------
// The keyboard

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) =>
    elements.some((element) => element === element.ownerDocument.activeElement),
  );
}

/**
 * Presses Tab (Shift+Tab with back) until one of the elements the locator matches has focus, and
 * fails when none is reached: the way a keyboard user gets to a control, so a control that Tab never
 * reaches fails the test.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  await target.first().waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} presses`);
}

/** Tabs to a field and types into it, as a keyboard user fills a form. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a link or button and presses Enter. */
export async function activate(page: Page, target: Locator, options: { back?: boolean } = {}): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/**
 * On a product page: tabs into the size radios and moves with the arrow keys to a size in stock
 * (arrow keys check the radio they move to), then tabs to the add button and presses Enter.
 */
export async function addInStockSizeByKeyboard(page: Page): Promise<void> {
  const radios = page.getByTestId('size-options').locator('input[type="radio"]');
  await tabTo(page, radios);
  // Tab lands on the group's first radio without checking it; Space checks it.
  await page.keyboard.press('Space');
  const checkedState = () =>
    page
      .getByTestId('size-options')
      .locator('label:has(input:checked) .ww-size-dot')
      .getAttribute('data-state', { timeout: 2000 });
  for (let moves = 0; (await checkedState()) !== 'inStock'; moves++) {
    if (moves > 30) throw new Error('no size in stock reached with the arrow keys');
    await page.keyboard.press('ArrowRight');
  }
  const add = page.getByTestId('add-to-cart-button');
  await expect(add).not.toHaveAttribute('aria-disabled', 'true');
  await activate(page, add);
}

/** Opens a product page, clicks its first size in stock and adds it: the mini cart opens. */
export async function addInStockSize(page: Page, productPath: string): Promise<void> {
  await page.goto(productPath);
  await page
    .getByTestId('size-options')
    .locator('label:has(.ww-size-dot[data-state="inStock"])')
    .first()
    .click();
  await page.getByTestId('add-to-cart-button').click();
}

/** Waits until a step's next or send button is ready (aria-disabled while the step is not valid). */
export async function expectReady(button: Locator): Promise<void> {
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
}

/**
 * The card widget of an order awaiting its payment: number, expiry and CVC typed after Tab, then
 * Pay by Enter on the button.
 */
export async function payByKeyboard(page: Page, card: string): Promise<void> {
  const widget = page.getByTestId('card-payment');
  await expect(widget).toBeVisible();
  await typeInto(page, widget.locator('#card-number'), card);
  await typeInto(page, widget.locator('#card-expiry'), CARD_EXPIRY);
  await typeInto(page, widget.locator('#card-cvc'), '123');
  await activate(page, widget.getByTestId('pay-button'));
}

/** The order id of a status page or order page (?order=<uuid>). */
export function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('order');
  if (!id) throw new Error(`no order in ${page.url()}`);
  return id;
}

// ---------------------------------------------------------------------------------------------------
// Products

type ProductDetail = { variants: { sellable?: boolean; sizes: { sku: string; availableStock: number }[] }[] };

/**
 * Product pages with a size well in stock (Swedish unless a market is given; a business buyer's
 * bearer lists the products their company may buy), from products sold one at a time (socks and
 * assembly gloves come in packs), skipping the first `skip` so tests running side by side buy
 * different products.
 */
export async function productsInStock(
  request: APIRequestContext,
  count: number,
  skip = 0,
  { market = SWEDEN, bearer }: { market?: ShopMarket; bearer?: string } = {},
) {
  const headers = authorization(bearer);
  const list = await request.get(`${api}/api/product/products?${market.query}&pageSize=40`, { headers });
  expect(list.ok()).toBe(true);
  const names = ((await list.json()) as { results: { uniqueName: string }[] }).results
    .map((r) => r.uniqueName)
    .filter((n) => !/sock|strump|glove|handsk|socke|handschuh/i.test(n))
    .slice(skip);
  const found: { path: string; sku: string }[] = [];
  for (const name of names) {
    const answer = await request.get(
      `${api}/api/product/products/uniqueName/${encodeURIComponent(name)}?${market.query}`,
      { headers },
    );
    if (!answer.ok()) continue;
    const size = ((await answer.json()) as ProductDetail).variants
      .filter((v) => v.sellable !== false)
      .flatMap((v) => v.sizes)
      .find((s) => s.availableStock > 20);
    if (size) found.push({ path: productPath(market.language, name), sku: size.sku });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} products with a size in stock`);
}

// ---------------------------------------------------------------------------------------------------
// Buyers and orders through the API

export type DeliveryChoice = {
  deliveryMethodId: number;
  deliveryGroupId: number;
  deliveryGroupEntryId: number;
};

/**
 * The market's standard parcel (the first method without conditions of the buyer's delivery groups),
 * for an anonymous buyer in Sweden unless a token and a market's query say otherwise.
 */
export async function standardParcel(
  request: APIRequestContext,
  bearer?: string,
  marketQuery: string = MARKET,
): Promise<DeliveryChoice> {
  const answer = await request.get(`${api}/api/metadata/deliveryMethods?${marketQuery}`, {
    headers: authorization(bearer),
  });
  expect(answer.ok()).toBe(true);
  const groups = (await answer.json()) as {
    deliveryGroupId: number;
    methods: {
      deliveryMethodId: number;
      deliveryGroupEntryId: number;
      requiresCellphone: boolean;
      requiresZeroDeliveryCost: boolean;
    }[];
  }[];
  for (const group of groups) {
    const method = group.methods.find((m) => !m.requiresCellphone && !m.requiresZeroDeliveryCost);
    if (method)
      return {
        deliveryMethodId: method.deliveryMethodId,
        deliveryGroupId: group.deliveryGroupId,
        deliveryGroupEntryId: method.deliveryGroupEntryId,
      };
  }
  throw new Error('no delivery method without conditions');
}

/**
 * A cart of the given principal (anonymous: a new one; signed in: the active one) with the rows added
 * one by one, in Sweden unless a market is given.
 */
export async function cartWithRows(
  request: APIRequestContext,
  rows: readonly { sku: string; quantity: number }[],
  bearer?: string,
  market: ShopMarket = SWEDEN,
): Promise<string> {
  const headers = authorization(bearer);
  const created = await request.post(`${api}/api/cart/carts?${market.query}`, { headers, data: {} });
  expect(created.ok()).toBe(true);
  let cart = (await created.json()) as { id: string; version: number };
  for (const row of rows) {
    const added = await request.post(`${api}/api/cart/carts/${cart.id}/products?${market.query}`, {
      headers,
      data: { sku: row.sku, quantity: row.quantity, version: cart.version },
    });
    expect(added.ok(), await added.text()).toBe(true);
    cart = (await added.json()) as { id: string; version: number };
  }
  return cart.id;
}

export type SentOrder = { id: string; orderNo: number };

/**
 * Sends an order through the API, as a guest (no bearer) or a signed-in consumer: standard parcel to
 * a Swedish address, paid by card (the order then awaits its payment).
 */
export async function sendOrderByApi(
  request: APIRequestContext,
  rows: readonly { sku: string; quantity: number }[],
  buyer: { email: string; bearer?: string; createCustomerAccount?: boolean },
): Promise<SentOrder> {
  const cartId = await cartWithRows(request, rows, buyer.bearer);
  const sent = await request.post(`${api}/api/order/orders/send`, {
    headers: { 'Idempotency-Key': randomUUID(), ...authorization(buyer.bearer) },
    data: {
      cartId,
      marketId: 'SE',
      cultureCode: 'sv-SE',
      buyer: { firstName: 'Nova', lastName: 'Nyström', email: buyer.email, cellphone: '46701234567' },
      deliveryAddress: SWEDISH_ADDRESS,
      deliveryMethod: await standardParcel(request, buyer.bearer),
      paymentMethodId: 168,
      useIncVat: true,
      acceptTerms: true,
      ...(buyer.createCustomerAccount ? { createCustomerAccount: true } : {}),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as SentOrder;
}

/** Cancels an order awaiting its card payment: its stock is released (a guest's order by its id). */
export async function cancelOrderByApi(request: APIRequestContext, orderId: string, bearer?: string) {
  const answer = await request.post(`${api}/api/order/orders/${orderId}/cancel?marketId=SE`, {
    headers: authorization(bearer),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Pays an order awaiting its payment with the accepting test card. */
export async function payOrderByApi(request: APIRequestContext, orderId: string, bearer?: string) {
  const answer = await request.post(`${api}/api/order/orders/${orderId}/payments?marketId=SE`, {
    headers: authorization(bearer),
    data: {
      paymentMethodId: 168,
      card: { number: ACCEPTED_CARD.replaceAll(' ', ''), expiry: CARD_EXPIRY, cvc: '123' },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect(((await answer.json()) as { state: string }).state).toBe('Confirmed');
}

export async function bearerOf(
  request: APIRequestContext,
  userName: string,
  password: string,
  market: ShopMarket = SWEDEN,
): Promise<string> {
  const login = await request.post(`${api}/api/auth/login`, {
    data: { userName, password, market: market.name },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
}

type KeptMail = { id: number; to: string; subject: string };

/** The kept e-mails to one address (the development mailbox, newest first). */
async function mailTo(request: APIRequestContext, email: string): Promise<KeptMail[]> {
  const list = await request.get(`${api}/api/dev/mailbox`);
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { messages: KeptMail[] }).messages.filter((m) => m.to === email);
}

/**
 * A consumer account of its own for a test, so no demo consumer's cart or history is shared with
 * other spec files: a guest order through the API asks for the account (createCustomerAccount), which
 * is made once the order is paid; the password is set with the token of the confirmation e-mail (as
 * the e-mail's link does). The order stays a guest order.
 */
export async function freshConsumer(request: APIRequestContext, sku: string) {
  const email = uniqueEmail('consumer');
  const password = 'Fresh-Consumer-2026';
  const order = await sendOrderByApi(request, [{ sku, quantity: 1 }], { email, createCustomerAccount: true });
  await payOrderByApi(request, order.id);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailTo(request, email)) {
          const body = JSON.stringify(await (await request.get(`${api}/api/dev/mailbox/${mail.id}`)).json());
          token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
          if (token) return token;
        }
        return undefined;
      },
      { message: `the password e-mail to ${email}` },
    )
    .toBeTruthy();
  const reset = await request.post(`${api}/api/auth/ResetPassword`, {
    data: { token, newPassword: password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return { email, password };
}

/** Deletes the buyer's active cart, so a test starts from an empty one (a shared demo buyer's cart outlives a run). */
export async function emptyActiveCart(request: APIRequestContext, bearer: string, market = SWEDEN) {
  const active = await request.post(`${api}/api/cart/carts?${market.query}`, {
    headers: { authorization: bearer },
    data: {},
  });
  expect(active.ok()).toBe(true);
  const cart = (await active.json()) as { id: string; version: number };
  const deleted = await request.delete(
    `${api}/api/cart/carts/${cart.id}?${market.query}&version=${cart.version}`,
    {
      headers: { authorization: bearer },
    },
  );
  expect(deleted.status(), await deleted.text()).toBe(204);
}

// ---------------------------------------------------------------------------------------------------
// The storefront

/**
 * The development mailbox page (as e2e/devMailbox.spec.ts reads it): waits for the order
 * confirmation to the address, opens it with the keyboard and checks it names the order.
 */
export async function readConfirmationMail(page: Page, email: string, orderNo: number) {
  const link = page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: new RegExp(`\\b${orderNo}\\b`) });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await activate(page, link);
  await expect(page).toHaveURL(/\/dev\/mailbox\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderNo));
  await expect(page.locator('pre')).toContainText(String(orderNo));
}

/**
 * From the cart page through step 2 (the buyer) and step 3 (a Swedish address, the first delivery
 * method, the terms) with the mouse, to the Send order button once it is ready.
 */
export async function toSendButton(
  page: Page,
  buyer: { firstName: string; lastName: string; email: string },
): Promise<Locator> {
  await page.goto(checkoutPaths.cart);
  await page.getByTestId('cart-checkout').click();
  await page.locator('#buyer-first-name').fill(buyer.firstName);
  await page.locator('#buyer-last-name').fill(buyer.lastName);
  await page.locator('#buyer-email').fill(buyer.email);
  await expectReady(page.getByTestId('checkout-next'));
  await page.getByTestId('checkout-next').click();
  await expect(page).toHaveURL(checkoutPaths.delivery);
  await page.locator('#delivery-address-line-1').fill(SWEDISH_ADDRESS.addressLine1);
  await page.locator('#delivery-zip-code').fill(SWEDISH_ADDRESS.zipCode);
  await page.locator('#delivery-city').fill(SWEDISH_ADDRESS.city);
  await page.getByTestId('checkout-delivery-methods').locator('input[type="radio"]').first().check();
  await page.locator('#accept-terms').check();
  const send = page.getByTestId('checkout-send');
  await expectReady(send);
  return send;
}

/** An amount as the pages write it ("1.234,56 €", "1 234,56 kr"), in minor units. */
export function minorUnits(text: string | null): number {
  const match = /-?\d[\d.\s\u00a0\u202f]*,\d{2}/.exec(text ?? '');
  if (!match) throw new Error(`no amount in '${text}'`);
  return Number(match[0].replace(/[^\d-]/g, ''));
}

/**
 * The order summary's totals (checkout's side panel or the confirmation) in minor units: products,
 * delivery (0 where it says free), the subtotal ex VAT, the VAT and the total.
 */
export async function summaryAmounts(summary: Locator) {
  const amount = async (key: string) => {
    const text = await summary.getByTestId(`summary-${key}`).locator('dd').textContent();
    return /\d/.test(text ?? '') ? minorUnits(text) : 0;
  };
  return {
    products: await amount('totalProducts'),
    delivery: await amount('delivery'),
    subtotal: await amount('subtotal'),
    vat: await amount('vat'),
    total: await amount('total'),
  };
}

export const checkoutPaths = {
  cart: routePath('Cart', 'sv'),
  order: routePath('CartOrder', 'sv'),
  delivery: routePath('CheckoutB2BConfirm', 'sv'),
  confirmed: routePath('OrderConfirmed', 'sv'),
  pending: routePath('OrderPending', 'sv'),
  history: routePath('AccountOrders', 'sv'),
};

// ---------------------------------------------------------------------------------------------------
// axe

/** axe at 1280 and 390 px: nothing serious or critical; the page is left at 1280 px. */
export async function expectAccessibleAtBothWidths(page: Page, what: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    expect(await seriousViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
