import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { productPath } from '@workwear/domain';
import { expect, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * UseNewProductDetailsPage: the demo turns it on in Germany only (packages/db/src/demo/featureFlags.ts),
 * so one product opens in the new layout there (sticky buy box, product information in disclosures)
 * and in the established one in Sweden.
 */
const api = `http://127.0.0.1:${apiPort}`;
const screens = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

type Detail = { uniqueName: string; hasSizeGuide: boolean; variants: unknown[] };

/** A German product with a size guide and more than one colour, so every part of the page shows. */
async function productWithGuideAndColours(request: APIRequestContext): Promise<string> {
  const query = 'marketId=DE&cultureCode=de-DE';
  const list = await request.get(`${api}/api/product/products?${query}&pageSize=30`);
  expect(list.ok()).toBe(true);
  for (const { uniqueName } of ((await list.json()) as { results: { uniqueName: string }[] }).results) {
    const detail = await request.get(`${api}/api/product/products/uniqueName/${uniqueName}?${query}`);
    const product = (await detail.json()) as Detail;
    if (product.hasSizeGuide && product.variants.length > 1) return uniqueName;
  }
  throw new Error('no German product has a size guide and several colours');
}

/** Heading levels inside the product page in document order, hidden ones (closed disclosures) left out. */
async function headingLevels(page: Page): Promise<number[]> {
  const headings = page.getByTestId('product-page').locator('h1, h2, h3, h4, h5, h6');
  const levels: number[] = [];
  for (const h of await headings.all()) {
    if (await h.isVisible()) levels.push(Number((await h.evaluate((el) => el.tagName)).slice(1)));
  }
  return levels;
}

/** Whole-page screenshots for a person to look at (test-results/screens), lazy images loaded first. */
async function keepScreens(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await expect.poll(() => page.evaluate('[...document.images].every((i) => i.complete)')).toBe(true);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${screens}${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the new product details page (UseNewProductDetailsPage)', () => {
  test('Germany gets the sticky buy box and disclosures; Sweden keeps the established page', async ({
    page,
    context,
    baseURL,
  }) => {
    const uniqueName = await productWithGuideAndColours(page.request);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(productPath('sv', uniqueName));
    await expect(page.getByTestId('product-title')).toBeVisible();
    await expect(page.getByTestId('product-page')).not.toHaveAttribute('data-layout', /./);
    await expect(page.getByRole('region', { name: 'Köpalternativ' })).toHaveCount(0);
    await expect(page.getByTestId('product-page').locator('details')).toHaveCount(0);

    await context.addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
    await page.goto(productPath('de', uniqueName));
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-layout', 'sticky-buy-box');

    // The buy box: title, price, colours and sizes in one labelled region.
    const buyBox = page.getByRole('region', { name: 'Kaufoptionen' });
    await expect(buyBox.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(buyBox.getByTestId('price')).toBeVisible();
    await expect(buyBox.getByTestId('colour-options')).toBeVisible();
    await expect(buyBox.getByTestId('size-options')).toBeVisible();

    // Product information: description and specifications open, the size guide and documents closed.
    const info = page.getByRole('region', { name: 'Produktinformationen' });
    const details = info.getByTestId('info-details');
    await expect(details).toHaveAttribute('open', '');
    await expect(details.getByRole('heading', { name: 'Produktdetails' })).toBeVisible();
    const guide = info.getByTestId('info-size-guide');
    await expect(guide).not.toHaveAttribute('open', '');
    // Closed, its tables are in the HTML but not shown (nor in the accessibility tree).
    await expect(guide.getByRole('tab')).toHaveCount(0);
    // Opened by keyboard: the summary is focusable and Enter toggles it.
    await guide.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(guide).toHaveAttribute('open', '');
    await expect(guide.getByRole('tab')).toHaveCount(2);
    await info.getByTestId('info-documents').locator('summary').click();
    const pdf = info.getByRole('link', { name: /Vollständiger Größenratgeber \(PDF\)/ });
    await expect(pdf).toHaveAttribute('href', /\/api\/document\/size-guides\/[^/]+\.pdf(\?|$)/);

    // One h1, and no heading level skipped.
    const levels = await headingLevels(page);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    });

    // Sticky on a wide screen: scrolled down to the product information, the buy box is still in view.
    // (150 px on: the buy box holds the add-to-cart row now, so its sticky travel beside this
    // product's information ends about 200 px below the information's top.)
    await info.scrollIntoViewIfNeeded();
    await page.evaluate('window.scrollBy(0, 150)');
    const box = await buyBox.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(40);

    expect(
      (
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      ).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
  });

  test('choosing a colour and a size works in the new layout', async ({ page, context, baseURL }) => {
    const uniqueName = await productWithGuideAndColours(page.request);
    await context.addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
    await page.goto(productPath('de', uniqueName));
    const buyBox = page.getByRole('region', { name: 'Kaufoptionen' });

    const other = buyBox
      .getByTestId('colour-options')
      .getByRole('link')
      .and(page.locator(':not([aria-current])'))
      .first();
    const otherName = (await other.getAttribute('aria-label')) ?? '';
    const colourCode = new URL((await other.getAttribute('href')) ?? '', page.url()).searchParams.get(
      'color',
    );
    await other.click();
    await expect(page).toHaveURL(new RegExp(`color=${colourCode}$`));
    await expect(buyBox.getByTestId('colour-options').locator('[aria-current]')).toHaveAttribute(
      'aria-label',
      otherName,
    );
    await expect(buyBox.getByText(`Farbe: ${otherName}`)).toBeVisible();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-layout', 'sticky-buy-box');

    const size = buyBox.getByTestId('size-options').getByRole('radio', { disabled: false }).first();
    await size.check();
    await expect(size).toBeChecked();
    await expect(buyBox.getByTestId('selected-size')).toContainText('Größe');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await keepScreens(page, 'product-new-layout-de');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The size guide's dialog still opens from the buy box.
    await buyBox.getByTestId('size-guide-button').click();
    await expect(page.getByTestId('size-guide-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('size-guide-dialog')).toBeHidden();
  });
});
