import type { Page } from '@playwright/test';
import type { ProductListResponse } from '@workwear/contracts';
import { expect, test } from './fixtures';
import { apiPort } from './playwright.config';

type Target = { uniqueName: string; partNo: string };

/** A colour in stock that is not its product's first one, so landing on it proves the colour was chosen. */
async function laterColour(): Promise<Target> {
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/product/products?pageSize=100`);
  const list = (await res.json()) as ProductListResponse;
  const item = list.results.find((r) => r.colours.length > 1 && r.colours[0]!.partNo !== r.partNo);
  if (!item) throw new Error('The demo list has no product shown at a later colour.');
  return { uniqueName: item.uniqueName, partNo: item.partNo };
}

async function searchFromHeader(page: Page, text: string) {
  await page.goto('/sv');
  const box = page.getByRole('combobox', { name: 'Sök produkter' });
  await box.fill(text);
  await box.press('Enter');
}

async function expectProductAtColour(page: Page, target: Target) {
  const colourCode = target.partNo.slice(-4);
  await expect(page).toHaveURL(new RegExp(`/sv/produkt/${target.uniqueName}\\?color=${colourCode}$`));
  await expect(page.getByTestId('product-page')).toBeVisible();
  const selected = page.getByTestId('colour-options').locator('[aria-current]');
  await expect(selected).toHaveAttribute('href', new RegExp(`color=${colourCode}$`));
}

test('an exact colour part number in the header search opens the product at that colour', async ({
  page,
}) => {
  const target = await laterColour();
  await searchFromHeader(page, target.partNo);
  await expectProductAtColour(page, target);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the server redirects the search to the product at that colour', async ({ page }) => {
    const target = await laterColour();
    const answer = await page.request.get(`/sv/alla-produkter?query=${target.partNo}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toBe(
      `/sv/produkt/${target.uniqueName}?color=${target.partNo.slice(-4)}`,
    );
    await searchFromHeader(page, target.partNo);
    await expectProductAtColour(page, target);
  });
});

test('the start of an article number lists its products instead', async ({ page }) => {
  const target = await laterColour();
  await searchFromHeader(page, target.partNo.slice(0, 10));
  await expect(page).toHaveURL(/\/sv\/alla-produkter\?query=/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
