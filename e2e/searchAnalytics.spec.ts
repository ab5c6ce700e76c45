import type { APIRequestContext, Page } from '@playwright/test';
import { routePath } from '@workwear/domain';
import { expect, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * Search analytics (/api/klevu, flag UseKlevu): the demo turns the flag on in Sweden only. A search
 * there reports the search, and a click on a result the click, both kept by the API (no Klevu endpoint
 * is configured) and read back through its development tools. Germany, where the flag is off, and a
 * visitor without statistics consent send nothing.
 */
const api = `http://127.0.0.1:${apiPort}`;

type KeptEvent = {
  kind: string;
  marketId: string;
  language: string;
  shopperIp: string;
  term: string | null;
  payload: Record<string, unknown>;
};

async function keptEvents(request: APIRequestContext, term: string): Promise<KeptEvent[]> {
  const answer = await request.get(`${api}/api/dev/search-analytics`);
  expect(answer.ok()).toBe(true);
  const { events } = (await answer.json()) as { events: KeptEvent[] };
  return events.filter((e) => e.term === term);
}

/** A search term only this file uses: the full name of a product of the market. */
async function productName(request: APIRequestContext, marketId: string, culture: string, index: number) {
  const list = await request.get(
    `${api}/api/product/products?marketId=${marketId}&cultureCode=${culture}&pageSize=40`,
  );
  const { results } = (await list.json()) as { results: { name: string }[] };
  const name = results[index]?.name;
  if (!name) throw new Error(`no product ${index} in ${marketId}`);
  return name;
}

/** Every request the page makes to the analytics proxy. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/klevu/')) seen.push(r.url());
  });
  return seen;
}

async function searchAndClick(page: Page, language: 'sv' | 'de', term: string) {
  await page.goto(`${routePath('Products', language)}?query=${encodeURIComponent(term)}`);
  const card = page.getByTestId('product-list').getByRole('link').first();
  await expect(card).toBeVisible();
  await card.click();
  await page.waitForURL((url) => !url.searchParams.has('query'));
}

test.describe('search analytics', () => {
  test('a search and a click on a result are recorded where UseKlevu is on (SE)', async ({ page }) => {
    const term = await productName(page.request, 'SE', 'sv-SE', 7);
    const sent = analyticsRequests(page);
    await searchAndClick(page, 'sv', term);

    await expect
      .poll(async () => (await keptEvents(page.request, term)).map((e) => e.kind).sort())
      .toEqual(['click', 'search']);
    const events = await keptEvents(page.request, term);
    const search = events.find((e) => e.kind === 'search')!;
    expect(search).toMatchObject({ marketId: 'SE', language: 'sv', payload: { typeOfQuery: 'search' } });
    expect(search.payload.totalResults).toBeGreaterThan(0);
    // The browser's address as the storefront forwarded it, not the storefront's own.
    expect(search.shopperIp).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    const click = events.find((e) => e.kind === 'click')!;
    expect(click).toMatchObject({ marketId: 'SE', language: 'sv', payload: { type: 'clicked' } });
    expect(String(click.payload.productUrl)).toBe(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(sent.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  });

  test('nothing is sent where UseKlevu is off (DE)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
    const term = await productName(page.request, 'DE', 'de-DE', 8);
    const sent = analyticsRequests(page);
    await searchAndClick(page, 'de', term);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(await keptEvents(page.request, term)).toEqual([]);
  });

  test('nothing is sent without statistics consent, even where UseKlevu is on', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'v1.f1.p0.t0', url: baseURL ?? '' }]);
    const term = await productName(page.request, 'SE', 'sv-SE', 9);
    const sent = analyticsRequests(page);
    await searchAndClick(page, 'sv', term);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(await keptEvents(page.request, term)).toEqual([]);
  });
});
