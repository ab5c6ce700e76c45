import type { Locator, Page } from '@playwright/test';
import { api, checkoutPaths, emptyActiveCart, expectReady, readConfirmationMail } from './checkoutHelpers';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 25 in a company that wants a co-worker on every cart row (Nordbygg, Karin's company: no
 * other spec touches her cart):
 * - item 7: the FREEGIFT code's gift row names no co-worker and cannot be edited, and the cart is
 *   still valid, goes through checkout and is sent with the gift;
 * - item 2: a line priced from the company's agreed list says "Avtalspris" on the confirmation, on the
 *   order's page and in the confirmation e-mail; a line at the public price does not.
 */
const KARIN = { userName: 'karin.user@demo.workwear.test', password: 'Workwear-User-2026', market: 'se' };
const MARKET = 'marketId=SE&cultureCode=sv-SE';
/** FREEGIFT's threshold: SEK 500 ex VAT of products (packages/db/src/demo/promotions.ts). */
const GIFT_THRESHOLD_NET = 500_00;

type Card = { partNo: string; price: { price: number; agreed?: boolean } | null };
type Detail = { variants: { partNo: string; sizes: { sku: string; availableStock: number }[] }[] };

/** A sku well in stock of a colour whose price is agreed (or public), with its net unit price. */
async function skuPriced(page: Page, headers: Record<string, string>, cards: Card[], agreed: boolean) {
  for (const card of cards) {
    if (!card.price || (card.price.agreed ?? false) !== agreed) continue;
    const answer = await page.request.get(`${api}/api/product/products/${card.partNo}?${MARKET}`, {
      headers,
    });
    if (!answer.ok()) continue;
    const size = ((await answer.json()) as Detail).variants
      .find((v) => v.partNo === card.partNo)
      ?.sizes.find((s) => s.availableStock > 20);
    if (size) return { sku: size.sku, partNo: card.partNo, net: card.price.price };
  }
  throw new Error(`no ${agreed ? 'agreed' : 'public'} price in stock for Karin`);
}

/** The element of a list (summary products, order lines) that names the part number. */
const itemNaming = (items: Locator, text: string) => items.filter({ hasText: text });

test('a gift row in a co-worker company is sent; agreed lines say so after the order', async ({ page }) => {
  test.setTimeout(180_000);
  const login = await page.request.post(`${api}/api/auth/login`, { data: KARIN });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { accessToken: string; customer: { id: number } };
  const bearer = `Bearer ${session.accessToken}`;
  const headers = { Authorization: bearer };
  await emptyActiveCart(page.request, bearer);

  const list = await page.request.get(`${api}/api/product/products?${MARKET}&sortField=PartNo&pageSize=100`, {
    headers,
  });
  expect(list.ok()).toBe(true);
  const cards = ((await list.json()) as { results: Card[] }).results;
  const agreed = await skuPriced(page, headers, cards, true);
  const pub = await skuPriced(page, headers, cards, false);
  // Enough of the agreed colour for the gift's threshold, every row on Karin herself.
  const quantity = Math.max(1, Math.ceil(GIFT_THRESHOLD_NET / agreed.net));
  const created = await page.request.post(`${api}/api/cart/carts?marketId=SE`, { headers, data: {} });
  const { id } = (await created.json()) as { id: string };
  const added = await page.request.post(`${api}/api/cart/carts/${id}/products/batch?marketId=SE`, {
    headers,
    data: {
      items: [
        { sku: agreed.sku, quantity, coWorkerId: session.customer.id },
        { sku: pub.sku, quantity: 1, coWorkerId: session.customer.id },
      ],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await signIn(page, KARIN.userName, KARIN.password);
  await page.goto(checkoutPaths.cart);
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('cart-invalid')).toHaveCount(0);

  // The code adds the gift: a row of its own, marked "Gåva", with nothing to choose on it.
  await page.getByTestId('discount-code').fill('FREEGIFT');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-message')).toHaveText('Rabattkoden FREEGIFT har lagts till.');
  await expect(rows).toHaveCount(3);
  const gift = rows.filter({ hasText: 'Gåva' });
  await expect(gift).toHaveCount(1);
  await expect(gift.getByTestId('row-coworker')).toHaveCount(0);
  await expect(gift.getByTestId('row-remove')).toHaveCount(0);
  await expect(page.getByTestId('cart-invalid')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/gift-row-cart-desktop.png', fullPage: true });

  // Checkout: the order and project numbers Nordbygg requires, the company's first address, invoice, send.
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(checkoutPaths.order);
  // The buyer's details come from the account once the step has loaded.
  await expect(page.locator('#buyer-email')).toHaveValue(KARIN.userName);
  // A Swedish buyer's cellphone starts at Sweden's dial code.
  await expect(page.locator('#buyer-dial-code')).toHaveValue('+46');
  await page.locator('#order-number').fill('IO-2507');
  await page.locator('#project-number').fill('P-2507');
  await expect(page.locator('#project-number')).toHaveValue('P-2507');
  await expectReady(page.getByTestId('checkout-next'));
  await page.getByTestId('checkout-next').click();
  await expect(page).toHaveURL(checkoutPaths.delivery);
  await page.getByTestId('checkout-delivery-methods').locator('input[type="radio"]').first().check();
  await page.locator('#payment-method-20').check();
  await page.locator('#accept-terms').check();
  const send = page.getByTestId('checkout-send');
  await expectReady(send);
  await send.click();

  // The confirmation: three products, the gift marked, "Avtalspris" beside the agreed one only.
  await expect(page).toHaveURL(new RegExp(`${checkoutPaths.confirmed}\\?order=[0-9a-f-]{36}$`));
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const orderNo = Number(await page.getByTestId('order-no').textContent());
  const products = page.getByTestId('summary-product');
  await expect(products).toHaveCount(3);
  await expect(products.filter({ hasText: 'Gåva' })).toHaveCount(1);
  await expect(products.getByTestId('agreed-price')).toHaveCount(1);
  await expect(itemNaming(products, agreed.partNo).first().getByTestId('agreed-price')).toHaveText(
    'Avtalspris',
  );
  await expect(itemNaming(products, pub.partNo).getByTestId('agreed-price')).toHaveCount(0);

  // The order's page says the same beside the unit price, at both widths.
  await page.goto(`${checkoutPaths.history}?order=${orderId}`);
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.getByTestId('agreed-price')).toHaveCount(1);
  await expect(itemNaming(lines, agreed.sku).getByTestId('agreed-price')).toHaveText('Avtalspris');
  await expect(itemNaming(lines, pub.sku).getByTestId('agreed-price')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/agreed-order-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(itemNaming(lines, agreed.sku).getByTestId('agreed-price')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/agreed-order-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // And the confirmation e-mail, once, in the agreed line's note.
  await readConfirmationMail(page, KARIN.userName, orderNo);
  const mail = (await page.locator('pre').textContent()) ?? '';
  expect(mail.split('Avtalspris')).toHaveLength(2);
  expect(mail).toContain('Gåva');
});
