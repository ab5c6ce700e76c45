import { formatMoney, getMarketByName } from '@workwear/domain';
import { checkoutPaths, emptyActiveCart } from './checkoutHelpers';
import { expect, openDisclosure, signIn, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * Issue 25: prices say what they are. Signed in to Nordbygg (Anna), a card priced from an agreed list
 * says "Avtalspris"; where the public price is higher it is crossed out with "Du sparar" and the
 * saving; a campaign badge ("Kampanj") shows only beside such a reference price, never on a public
 * price. The API decides each mark; the page must show exactly what it says. A cart row priced from
 * an agreed list says "Avtalspris" on the cart page too.
 */
const api = `http://127.0.0.1:${apiPort}`;
const BUYER = { userName: 'anna.user@demo.workwear.test', password: 'Workwear-User-2026', market: 'se' };
const LIST = '/sv/alla-produkter/arbetsbyxor';
const API_LIST = '/api/product/products?marketId=SE&cultureCode=sv-SE&categorySlug=arbetsbyxor&pageSize=100';

type Amounts = { amount: number; amountIncVat: number };
type Card = {
  partNo: string;
  flags: { isPromotion: boolean }[];
  price: { price: number; priceIncVat: number; agreed?: boolean; referencePrice?: Amounts } | null;
};

test('agreed prices, crossed-out reference prices and campaign badges on the list', async ({ page }) => {
  const market = getMarketByName('se');
  if (!market) throw new Error('no se market');
  const listAs = async (headers: Record<string, string>) => {
    const response = await page.request.get(`${api}${API_LIST}`, { headers });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { results: Card[] }).results;
  };

  // Signed out: no marks, and no campaign badge, since no public price has a reference price.
  await page.goto(LIST);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('agreed-price')).toHaveCount(0);
  await expect(page.getByTestId('reference-price')).toHaveCount(0);
  await expect(page.locator('.ww-flag[data-promo]')).toHaveCount(0);

  const login = await page.request.post(`${api}/api/auth/login`, { data: BUYER });
  expect(login.ok()).toBe(true);
  const { accessToken, customer } = (await login.json()) as {
    accessToken: string;
    customer: { companyId: number };
  };
  const bearer = { Authorization: `Bearer ${accessToken}` };
  const own = await listAs(bearer);
  const settings = (await (
    await page.request.get(`${api}/api/settings/company/${customer.companyId}`, { headers: bearer })
  ).json()) as { key: string; value: unknown }[];
  const incVat = settings.some((s) => s.key === 'ShowPriceIncVat' && s.value === true);
  const shown = (a: { price: number; priceIncVat: number }) => (incVat ? a.priceIncVat : a.price);

  await signIn(page, BUYER.userName, BUYER.password);
  await page.goto(LIST);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  let agreed = 0;
  let referenced = 0;
  let referencedHref: { href: string; price: NonNullable<Card['price']> } | undefined;
  for (const card of await cards.all()) {
    const text = await card.innerText();
    const item = own.find((r) => r.price && text.includes(r.partNo));
    if (!item?.price) continue;
    const { price } = item;
    await expect(card.getByTestId('price')).toHaveText(formatMoney(shown(price), market));
    await expect(card.getByTestId('agreed-price')).toHaveCount(price.agreed ? 1 : 0);
    if (price.agreed) {
      await expect(card.getByTestId('agreed-price')).toHaveText('Avtalspris');
      agreed++;
    }
    const reference = price.referencePrice
      ? shown({ price: price.referencePrice.amount, priceIncVat: price.referencePrice.amountIncVat })
      : undefined;
    if (reference !== undefined && reference > shown(price)) {
      await expect(card.locator('s')).toHaveText(formatMoney(reference, market));
      await expect(card.getByTestId('saving')).toHaveText(
        `Du sparar ${formatMoney(reference - shown(price), market)}`,
      );
      referenced++;
      const href = await card.locator('a.ww-card-link').getAttribute('href');
      if (href) referencedHref ??= { href, price };
    } else {
      await expect(card.getByTestId('reference-price')).toHaveCount(0);
      // No reference price, no campaign badge, whatever flags the product carries.
      await expect(card.locator('.ww-flag[data-promo]')).toHaveCount(0);
    }
  }
  expect(agreed).toBeGreaterThan(0);
  expect(referenced).toBeGreaterThan(0);

  // The product page of such a colour says the same beside its price.
  if (!referencedHref) throw new Error('no card with a reference price links to its page');
  const { href, price } = referencedHref;
  await page.goto(href);
  const reference = price.referencePrice!;
  const crossed = shown({ price: reference.amount, priceIncVat: reference.amountIncVat });
  await expect(page.getByTestId('price').first()).toHaveText(formatMoney(shown(price), market));
  await expect(page.getByTestId('agreed-price').first()).toHaveText('Avtalspris');
  await expect(page.getByTestId('saving').first()).toHaveText(
    `Du sparar ${formatMoney(crossed - shown(price), market)}`,
  );
});

test('a cart row priced from an agreed list says so on the cart page', async ({ page }) => {
  // Anna acting for Nordbygg Väst: her cart for that company, apart from the Nordbygg cart the checkout
  // spec fills and sends.
  const login = await page.request.post(`${api}/api/auth/login`, { data: BUYER });
  expect(login.ok()).toBe(true);
  const first = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const companies = (await (
    await page.request.get(`${api}/api/auth/companies`, { headers: first })
  ).json()) as {
    id: number;
    name: string;
  }[];
  const vast = companies.find((c) => c.name === 'Nordbygg Väst AB');
  if (!vast) throw new Error('Anna has no Nordbygg Väst');
  const switched = await page.request.post(`${api}/api/auth/companies/switch`, {
    headers: first,
    data: { companyId: vast.id },
  });
  expect(switched.ok()).toBe(true);
  const bearer = `Bearer ${((await switched.json()) as { accessToken: string }).accessToken}`;
  const headers = { Authorization: bearer };

  // A sku in stock of a colour priced from an agreed list, and one at the public price.
  const cards = (
    (await (await page.request.get(`${api}${API_LIST}`, { headers })).json()) as { results: Card[] }
  ).results;
  const skuOf = async (agreed: boolean) => {
    for (const card of cards) {
      if (!card.price || (card.price.agreed ?? false) !== agreed) continue;
      const detail = (await (
        await page.request.get(`${api}/api/product/products/${card.partNo}?marketId=SE&cultureCode=sv-SE`, {
          headers,
        })
      ).json()) as { variants: { partNo: string; sizes: { sku: string; availableStock: number }[] }[] };
      const size = detail.variants
        .find((v) => v.partNo === card.partNo)
        ?.sizes.find((s) => s.availableStock > 0);
      if (size) return size.sku;
    }
    return undefined;
  };
  const skus = [await skuOf(true), await skuOf(false)].filter((s) => s !== undefined);
  expect(skus.length, 'an agreed and a public price in stock').toBe(2);

  await emptyActiveCart(page.request, bearer);
  const created = await page.request.post(`${api}/api/cart/carts?marketId=SE`, { headers, data: {} });
  const { id } = (await created.json()) as { id: string };
  const added = await page.request.post(`${api}/api/cart/carts/${id}/products/batch?marketId=SE`, {
    headers,
    data: { items: skus.map((sku) => ({ sku, quantity: 1 })) },
  });
  expect(added.ok()).toBe(true);
  const { rows } = ((await added.json()) as { cart: { rows: { sku: string; agreed?: boolean }[] } }).cart;
  expect(rows.map((r) => r.agreed ?? false)).toEqual([true, false]);

  await signIn(page, BUYER.userName, BUYER.password);
  const switcher = page.getByTestId('company-switcher');
  await openDisclosure(switcher);
  await page.getByRole('button', { name: 'Nordbygg Väst AB' }).click();
  await expect(switcher).toContainText('Nordbygg Väst AB');
  await page.goto(checkoutPaths.cart);
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  for (const row of rows) {
    const shown = page.locator(`[data-testid="cart-row"][data-sku="${row.sku}"]`).getByTestId('agreed-price');
    await expect(shown).toHaveCount(row.agreed ? 1 : 0);
    if (row.agreed) await expect(shown).toHaveText('Avtalspris');
  }
  await emptyActiveCart(page.request, bearer);
});
