import { fileURLToPath } from 'node:url';
import { formatMoney, getMarketByName } from '@workwear/domain';
import { expect, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * A signed-in company buyer sees the company's agreement prices in the storefront's list: every card
 * shows the price the API gives that buyer, displayed as the company's ShowPriceIncVat says, and at
 * least one of them differs from the public price an anonymous visitor gets.
 */
const api = `http://127.0.0.1:${apiPort}`;
const screens = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const BUYER = { userName: 'anna.user@demo.workwear.test', password: 'Workwear-User-2026', market: 'se' };
const LIST = '/sv/alla-produkter/arbetsbyxor';
const API_LIST = '/api/product/products?marketId=SE&cultureCode=sv-SE&categorySlug=arbetsbyxor&pageSize=100';

type ListAnswer = { results: { partNo: string; price: { price: number; priceIncVat: number } | null }[] };

test('a signed-in buyer sees the agreement prices on the product list', async ({ page }) => {
  const login = await page.request.post(`${api}/api/auth/login`, { data: BUYER });
  expect(login.ok()).toBe(true);
  const { accessToken, customer } = (await login.json()) as {
    accessToken: string;
    customer: { companyId: number };
  };
  const bearer = { Authorization: `Bearer ${accessToken}` };
  const listAs = async (headers: Record<string, string>) => {
    const response = await page.request.get(`${api}${API_LIST}`, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()) as ListAnswer;
  };
  const [own, pub] = [await listAs(bearer), await listAs({})];
  const settings = (await (
    await page.request.get(`${api}/api/settings/company/${customer.companyId}`, { headers: bearer })
  ).json()) as { key: string; value: unknown }[];
  const incVat = settings.some((s) => s.key === 'ShowPriceIncVat' && s.value === true);
  const market = getMarketByName('se');
  if (!market) throw new Error('no se market');

  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(BUYER.userName);
  await page.getByLabel('Lösenord').fill(BUYER.password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(LIST);

  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  let compared = 0;
  let differing = 0;
  for (const card of await cards.all()) {
    const text = await card.innerText();
    const item = own.results.find((r) => r.price && text.includes(r.partNo));
    if (!item?.price) continue;
    const expected = formatMoney(incVat ? item.price.priceIncVat : item.price.price, market);
    await expect(card.getByTestId('price')).toHaveText(expected);
    compared++;
    const publicPrice = pub.results.find((r) => r.partNo === item.partNo)?.price;
    if (publicPrice?.price !== item.price.price) differing++;
  }
  expect(compared).toBeGreaterThan(3);
  expect(differing).toBeGreaterThan(0);

  // Kept for a person to look at, beside the sign-in screens (test-results/screens).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.screenshot({ path: `${screens}list-agreement-prices-${width}.png` });
  }
});
