import { formatMoney, getMarketByName } from '@workwear/domain';
import { expect, signIn, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * Issue 25: prices say what they are. Signed in to Nordbygg (Anna), a card priced from an agreed list
 * says "Avtalspris"; where the public price is higher it is crossed out with "Du sparar" and the
 * saving; a campaign badge ("Kampanj") shows only beside such a reference price, never on a public
 * price. The API decides each mark; the page must show exactly what it says.
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
