import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { routePath } from '@workwear/domain';
import { expect, seriousViolations as seriousViolationsOf } from './fixtures';
import { apiPort } from './playwright.config';

/** Helpers of the quick order and saved carts specs. */
const api = `http://127.0.0.1:${apiPort}`;
const screens = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

type Detail = { variants: { sellable?: boolean; sizes: { sku: string; availableStock: number }[] }[] };

/**
 * Skus in stock in Sweden, one per product, from products with a pack size of 1 (socks and assembly
 * gloves come in packs: their quantities would be rounded to the pack).
 */
export async function skusInStock(request: APIRequestContext, count: number, skip = 0): Promise<string[]> {
  const list = await request.get(`${api}/api/product/products?marketId=SE&cultureCode=sv-SE&pageSize=40`);
  expect(list.ok()).toBe(true);
  const names = ((await list.json()) as { results: { uniqueName: string }[] }).results.map(
    (r) => r.uniqueName,
  );
  const skus: string[] = [];
  for (const name of names.filter((n) => !/sock|strump|glove|handsk/i.test(n)).slice(skip)) {
    const answer = await request.get(
      `${api}/api/product/products/uniqueName/${encodeURIComponent(name)}?marketId=SE&cultureCode=sv-SE`,
    );
    if (!answer.ok()) continue;
    const detail = (await answer.json()) as Detail;
    const size = detail.variants
      .filter((v) => v.sellable !== false)
      .flatMap((v) => v.sizes)
      .find((s) => s.availableStock > 10);
    if (size) skus.push(size.sku);
    if (skus.length === count) return skus;
  }
  throw new Error(`fewer than ${count} products with a size in stock`);
}

/** Sends lines through the quick order page and waits for its answer. */
export async function quickOrder(page: Page, lines: string) {
  await page.goto(routePath('InstantOrder', 'sv'));
  await page.getByLabel('Artikelnummer och antal').fill(lines);
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByTestId('quick-order-result')).not.toBeEmpty();
}

/**
 * axe's serious and critical findings on the pages of quick order, saved carts and the merge choice:
 * the header badge's count (features/cart, white on brand-600) is another part's, reported to it.
 */
export const seriousViolations = (page: Page) => seriousViolationsOf(page, ['[data-testid="cart-count"]']);

export async function keepScreens(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.screenshot({ path: `${screens}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
