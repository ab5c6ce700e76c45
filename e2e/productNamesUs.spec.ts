import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';

/**
 * Product texts per culture (issue 27): the US market (en-US) names trousers "pants" on the product
 * list and the product page, where the UK market (en-GB) reads the shop's British English.
 */
const WORK_TROUSERS = '/en/all-products/work-trousers';
/** The project's kept screenshots (docs/screenshots), written by this test. */
const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

async function inMarket(context: BrowserContext, baseURL: string | undefined, market: 'us' | 'uk') {
  await context.addCookies([{ name: 'market', value: market, url: baseURL ?? '' }]);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`product names at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the US list and product page say pants, not trousers', async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await inMarket(context, baseURL, 'us');
      await page.goto(WORK_TROUSERS);
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.filter({ hasText: / pants\b/ }).first()).toBeVisible();
      await expect(cards.filter({ hasText: /trousers/i })).toHaveCount(0);
      expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}us-list-${size.width}.png` });

      await cards
        .filter({ hasText: / pants\b/ })
        .first()
        .getByRole('link')
        .first()
        .click();
      const heading = page.getByTestId('product-page').getByRole('heading', { level: 1 });
      await expect(heading).toContainText(/pants/);
      await expect(heading).not.toContainText(/trousers/i);
      expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}us-product-${size.width}.png` });
    });
  });
}

test('the UK list and product page keep the British name', async ({ page, context, baseURL }) => {
  await inMarket(context, baseURL, 'uk');
  await page.goto(WORK_TROUSERS);
  const cards = page.getByTestId('product-card');
  const trousers = cards.filter({ hasText: / trousers\b/ }).first();
  await expect(trousers).toBeVisible();
  await expect(cards.filter({ hasText: / pants\b/ })).toHaveCount(0);
  await trousers.getByRole('link').first().click();
  const heading = page.getByTestId('product-page').getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/trousers/);
  await expect(heading).not.toContainText(/pants/);
});
