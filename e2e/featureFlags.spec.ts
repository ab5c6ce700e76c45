import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { productPath, routePath } from '@workwear/domain';
import { expect, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * The market's feature flags as the shop reads them. The demo turns UseRecommendations and
 * UseResellerUniqueLogin on in Sweden and UseSiAndHrInLanguageSwitcher on in Germany, every other
 * market keeps them off (packages/db/src/demo/featureFlags.ts), so each is seen both ways.
 */
const api = `http://127.0.0.1:${apiPort}`;
const screens = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

/** Kept for a person to look at, beside the sign-in screens (test-results/screens). */
async function keepScreens(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.screenshot({ path: `${screens}${name}-${width}.png` });
  }
}

type Summary = { uniqueName: string; basePartNo: string };

/** A product of the market with recommendations, so their row can only be missing because of the flag. */
async function productWithRecommendations(request: APIRequestContext, marketId: string, culture: string) {
  const query = `marketId=${marketId}&cultureCode=${culture}`;
  const list = await request.get(`${api}/api/product/products?${query}&pageSize=30`);
  expect(list.ok()).toBe(true);
  for (const product of ((await list.json()) as { results: Summary[] }).results) {
    const related = await request.get(
      `${api}/api/product/products/${product.basePartNo}/recommendations?${query}`,
    );
    if (((await related.json()) as { results: unknown[] }).results.length > 0) return product.uniqueName;
  }
  throw new Error(`no product of ${marketId} has recommendations`);
}

async function inMarket(context: BrowserContext, baseURL: string | undefined, market: string) {
  await context.addCookies([{ name: 'market', value: market, url: baseURL ?? '' }]);
}

test.describe('feature flags', () => {
  test('"Recommended for you" shows only where UseRecommendations is on', async ({
    page,
    context,
    baseURL,
  }) => {
    const se = await productWithRecommendations(page.request, 'SE', 'sv-SE');
    await page.goto(productPath('sv', se));
    await expect(page.getByTestId('related-recommendations')).toBeVisible();

    await inMarket(context, baseURL, 'de');
    const de = await productWithRecommendations(page.request, 'DE', 'de-DE');
    await page.goto(productPath('de', de));
    await expect(page.getByTestId('product-title')).toBeVisible();
    // The other relation rows load in the same stream: wait for them before asserting an absence.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('related-recommendations')).toHaveCount(0);
  });

  test('Croatia and Slovenia are offered in the switcher only where UseSiAndHrInLanguageSwitcher is on', async ({
    page,
    context,
    baseURL,
  }) => {
    // The switcher's options are the market names it posts (values of #market-choice).
    const marketOptions = async () =>
      Promise.all((await page.locator('#market-choice option').all()).map((o) => o.getAttribute('value')));
    await page.goto('/sv');
    const inSweden = await marketOptions();
    expect(inSweden).toContain('se');
    expect(inSweden).not.toContain('hr');
    expect(inSweden).not.toContain('si');

    await inMarket(context, baseURL, 'de');
    await page.goto('/de');
    expect(await marketOptions()).toEqual(expect.arrayContaining(['hr', 'si', 'de']));
  });

  test("a reseller's own login link leads to the login page only where UseResellerUniqueLogin is on", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(routePath('ResellerLogin', 'sv', { slug: 'byggmax' }));
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fsv$/);

    await inMarket(context, baseURL, 'de');
    const response = await page.goto(routePath('ResellerLogin', 'de', { slug: 'byggmax' }));
    expect(response?.status()).toBe(404);
  });
});

test.describe('the tax in a price', () => {
  test('is the VAT where the market has a rate, and TBD where sales tax depends on the address', async ({
    page,
    context,
    baseURL,
  }) => {
    const se = await productWithRecommendations(page.request, 'SE', 'sv-SE');
    await page.goto(productPath('sv', se));
    await expect(page.getByTestId('tax-line')).toHaveText(/^Moms: \d/);
    await keepScreens(page, 'product-tax-se');

    await inMarket(context, baseURL, 'us');
    const list = await page.request.get(
      `${api}/api/product/products?marketId=US&cultureCode=en-US&pageSize=1`,
    );
    const [us] = ((await list.json()) as { results: Summary[] }).results;
    if (!us) throw new Error('no product in the US market');
    await page.goto(productPath('en', us.uniqueName));
    await expect(page.getByTestId('tax-line')).toHaveText('Tax: TBD');
    await keepScreens(page, 'product-tax-us');
  });
});
