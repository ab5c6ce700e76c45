import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiPort, brokenApiWebPort } from './playwright.config';

/**
 * The browser's /api/... calls reach the API the storefront was started against (API_INTERNAL_URL,
 * here the tests' API on 4100), not an address written into the build. Each image is checked twice:
 * the browser decoded it from the /api/ URL (the fallback image would decode too, from another
 * URL), and its bytes are the ones the tests' API itself serves for that path.
 */
const testApi = `http://127.0.0.1:${apiPort}`;
const IMAGE_PATH = /^\/api\/product\/images\/\w+\/\d+\.svg$/;

/** What the browser knows of a loaded image (this project's TypeScript has no DOM types). */
type ImageFacts = { complete: boolean; currentSrc: string; naturalWidth: number };

/** Waits for an image to finish loading; returns where it loaded from and its decoded width. */
async function loadedImage(image: Locator): Promise<ImageFacts> {
  await image.scrollIntoViewIfNeeded();
  const facts = () =>
    image.evaluate((element): ImageFacts => {
      const img = element as unknown as ImageFacts;
      return { complete: img.complete, currentSrc: img.currentSrc, naturalWidth: img.naturalWidth };
    });
  await expect.poll(async () => (await facts()).complete).toBe(true);
  return facts();
}

async function expectServedByTestApi(page: Page, image: Locator) {
  const { currentSrc: src, naturalWidth } = await loadedImage(image);
  const url = new URL(src);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(IMAGE_PATH);
  expect(naturalWidth).toBeGreaterThan(0);

  const viaShop = await page.request.get(src);
  expect(viaShop.status()).toBe(200);
  expect(viaShop.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const direct = await page.request.get(`${testApi}${url.pathname}${url.search}`);
  expect(direct.status()).toBe(200);
  expect(await viaShop.body()).toEqual(await direct.body());
}

test('product images on a list and a product page load from the API, and the size-guide PDF opens', async ({
  page,
}) => {
  await page.goto('/sv/alla-produkter/arbetsbyxor');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  for (const index of [0, 1, 2]) await expectServedByTestApi(page, cards.nth(index).locator('img').first());

  await cards.first().getByRole('link').first().click();
  const product = page.getByTestId('product-page');
  await expect(product).toBeVisible();
  await expectServedByTestApi(page, product.locator('img[width="640"]'));

  await page.getByTestId('size-guide-button').click();
  const guide = page.getByTestId('size-guide-dialog');
  await expect(guide).toBeVisible();
  const pdfLink = guide.locator('a[href*="/api/document/"]');
  await expect(pdfLink).toHaveCount(1);
  const href = (await pdfLink.getAttribute('href')) as string;
  const pdf = await page.request.get(new URL(href, page.url()).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(pdf.headers()['x-request-id']).toBeTruthy();
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('/api/ answers come from the API as they are and never from the page cache', async ({ request }) => {
  const path = '/api/product/categories/departments?marketId=SE&cultureCode=sv-SE';
  for (let i = 0; i < 2; i += 1) {
    // Asking for HTML, as a page request would: the page cache still leaves /api/ alone.
    const response = await request.get(path, { headers: { accept: 'text/html,application/json' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['x-html-cache']).toBeUndefined();
    expect(await response.json()).toEqual(await (await request.get(`${testApi}${path}`)).json());
  }
  // Methods other than GET pass the storefront's gate and get the API's own answer.
  const put = await request.put('/api/product/categories/departments?marketId=SE', { data: {} });
  expect(put.headers()['content-type']).toMatch(/^application\/json/);
  expect(put.headers()['x-request-id']).toBeTruthy();
  expect(put.status()).toBeGreaterThanOrEqual(400);
  expect(put.status()).toBeLessThan(500);
});

test('with the API unreachable, /api/ is a 502 in the API error shape', async ({ request }) => {
  const response = await request.get(
    `http://localhost:${brokenApiWebPort}/api/product/categories/departments?marketId=SE`,
  );
  expect(response.status()).toBe(502);
  expect(response.headers()['cache-control']).toBe('no-store');
  // The web server's security headers are on it like on every other response.
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const body = await response.json();
  expect(body.code).toBe('bad_gateway');
  expect(body.requestId).toBe(response.headers()['x-request-id']);
});
