import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ProductDetail, ProductListResponse, ProductSummary } from '@workwear/contracts';
import { productPath, routePath } from '@workwear/domain';
import { expect, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * UseDisplayNonSellableProducts, on in Norway only (packages/db/src/demo/featureFlags.ts): the demo's
 * discontinued colours (no sizes, so they cannot be ordered) are listed there with "Kan ikke
 * bestilles" in place of price and stock, and their product page says so without a price or sizes.
 * In Sweden the same colours are not listed and a product of such colours only is not found.
 */
const api = `http://127.0.0.1:${apiPort}`;
const screens = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

/** Kept for a person to look at, beside the other screens (test-results/screens). */
async function keepScreens(page: Page, name: string, target = page.locator('body')) {
  mkdirSync(screens, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await target.scrollIntoViewIfNeeded();
    // Lazy images in view load after the resize: the picture waits for them.
    const loaded = () =>
      target
        .locator('img')
        .evaluateAll((images) => images.every((i) => (i as { complete: boolean }).complete));
    await expect.poll(loaded).toBe(true);
    await page.screenshot({ path: `${screens}${name}-${width}.png` });
  }
}

/** WCAG A and AA violations axe rates serious or critical, as e2e/accessibility.spec.ts counts them. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

async function inMarket(context: BrowserContext, baseURL: string | undefined, market: string) {
  await context.addCookies([{ name: 'market', value: market, url: baseURL ?? '' }]);
}

const PAGE_SIZE = 100;
const listQuery = (market: string, page: number) =>
  `marketId=${market}&sortField=PartNo&sortOrder=asc&pageSize=${PAGE_SIZE}&page=${page}`;

/** The first card of the Norwegian list in part-number order that cannot be ordered, and its page. */
async function unsellableCard(
  request: APIRequestContext,
  wholeProduct: boolean,
): Promise<{ card: ProductSummary; page: number }> {
  for (let page = 1; ; page++) {
    const res = await request.get(`${api}/api/product/products?${listQuery('NO', page)}`);
    const body = (await res.json()) as ProductListResponse;
    for (const card of body.results.filter((c) => !c.sellable)) {
      const detail = (await (
        await request.get(`${api}/api/product/products/${card.basePartNo}?marketId=NO`)
      ).json()) as ProductDetail;
      if (detail.variants.every((v) => !v.sellable) === wholeProduct) return { card, page };
    }
    if (page >= body.totalPages) throw new Error('The Norwegian list has no such card.');
  }
}

const listUrl = (language: 'nb' | 'sv', page: number) =>
  `${routePath('Products', language)}?sort=ArticleNumber&pageSize=${PAGE_SIZE}&page=${page}`;

test.describe('products that cannot be ordered', () => {
  test('are listed as such and have a page saying so where UseDisplayNonSellableProducts is on', async ({
    page,
    context,
    baseURL,
  }) => {
    const { card, page: listPage } = await unsellableCard(page.request, true);
    await inMarket(context, baseURL, 'no');
    await page.goto(listUrl('nb', listPage));
    const shown = page.getByTestId('product-card').filter({ hasText: card.partNo });
    await expect(shown.getByTestId('not-for-sale')).toHaveText('Kan ikke bestilles');
    // In place of the price: the card shows no amount in kroner.
    await expect(shown).not.toContainText(' kr');
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreens(page, 'not-for-sale-list', shown);

    await shown.getByRole('link', { name: card.name }).click();
    await expect(page).toHaveURL(new RegExp(`/nb/.+/${card.uniqueName}\\?color=${card.partNo.slice(-4)}$`));
    await expect(page.getByTestId('product-title')).toHaveText(card.name);
    // "Cannot be ordered" where the price would be, and why in place of stock and sizes.
    await expect(page.getByTestId('not-for-sale')).toHaveText('Kan ikke bestilles');
    await expect(page.getByTestId('product-not-for-sale')).toContainText(
      'Dette produktet kan ikke bestilles.',
    );
    await expect(page.getByTestId('size-options')).toHaveCount(0);
    await expect(page.getByTestId('tax-line')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreens(page, 'not-for-sale-product', page.getByTestId('product-title'));
  });

  test('a colour that cannot be ordered opens as such, with the colours that can be offered', async ({
    page,
    context,
    baseURL,
  }) => {
    const { card } = await unsellableCard(page.request, false);
    await inMarket(context, baseURL, 'no');
    await page.goto(`${productPath('nb', card.uniqueName)}?color=${card.partNo.slice(-4)}`);
    await expect(page.getByTestId('product-not-for-sale')).toContainText('Denne fargen kan ikke bestilles.');
    const colours = page.getByTestId('colour-options').getByRole('link');
    expect(await colours.count()).toBeGreaterThan(0);
    await colours.first().click();
    await expect(page.getByTestId('product-not-for-sale')).toHaveCount(0);
    await expect(page.getByTestId('size-options')).toBeVisible();
  });

  test('are neither listed nor found where the flag is off', async ({ page }) => {
    const { card: whole, page: listPage } = await unsellableCard(page.request, true);
    // The Swedish list at the same place in part-number order: no card says it cannot be ordered.
    await page.goto(listUrl('sv', listPage));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('not-for-sale')).toHaveCount(0);
    await expect(page.getByTestId('product-card').filter({ hasText: whole.partNo })).toHaveCount(0);
    const missing = await page.goto(productPath('sv', whole.uniqueName));
    expect(missing?.status()).toBe(404);

    const { card: colour } = await unsellableCard(page.request, false);
    await page.goto(`${productPath('sv', colour.uniqueName)}?color=${colour.partNo.slice(-4)}`);
    await expect(page.getByTestId('product-title')).toBeVisible();
    await expect(page.getByTestId('product-not-for-sale')).toHaveCount(0);
    await expect(page.getByTestId('size-options')).toBeVisible();
  });
});
