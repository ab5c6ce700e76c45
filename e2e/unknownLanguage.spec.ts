import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The spec: an unknown language prefix "redirects to / on the server and gives 404 on the client".
 * A request for the document (a link opened, a crawler) is redirected; a navigation the page's own
 * router makes shows the 404 page in the shop's shell, at the URL asked for.
 */
test.describe('an unknown language', () => {
  for (const path of ['/xx', '/xx/alla-produkter', '/de/alle-produkte']) {
    test(`a client-side navigation to ${path} shows the 404 page`, async ({ page }) => {
      await page.goto('/sv/alla-produkter');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Next's router, as a Link or router.push in the shop's own code would drive it.
      await page.evaluate(`window.next.router.push(${JSON.stringify(path)})`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      // Still the shop: its header and footer stay around the 404 content.
      await expect(page.getByTestId('market-selector')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/sv');
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });
  }

  test("the 404 shell speaks the market's default language", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'market', value: 'de', url: baseURL ?? '' }]);
    await page.goto('/de');
    await page.evaluate(`window.next.router.push('/sv/alla-produkter')`);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  test('a plain link to it is a document request: redirected home', async ({ page }) => {
    await page.goto('/sv');
    // A link added before React has hydrated the page can be thrown away with the server's markup:
    // add it once the router is up (Next sets window.next.router after hydration).
    await page.waitForFunction('window.next?.router !== undefined');
    await page.evaluate(`{
      const link = document.createElement('a');
      link.href = '/xx';
      link.textContent = 'to an unknown language';
      document.querySelector('main').append(link);
    }`);
    await page.getByRole('link', { name: 'to an unknown language' }).click();
    await expect(page).toHaveURL(/\/sv$/);
  });

  test('a direct GET still redirects to /', async ({ request }) => {
    for (const path of ['/xx', '/xx/alla-produkter', '/de']) {
      const response = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('/');
    }
    // A browser's own document request (Sec-Fetch-Mode: navigate) too.
    const navigate = await request.get('/xx', {
      maxRedirects: 0,
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(navigate.headers().location).toBe('/');
  });
});

test.describe('paths the spec names that the shop does not serve', () => {
  test('/_app is not a page: 404', async ({ request, page }) => {
    const response = await request.get('/_app', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    await page.goto('/_app');
    await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
  });
});

test.describe('Iceland', () => {
  test('is served in English (en-IS); /is is an unknown language there', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'market', value: 'is', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IS');
    const response = await page.request.get('/is', { maxRedirects: 0 });
    expect(response.headers().location).toBe('/');
  });
});
