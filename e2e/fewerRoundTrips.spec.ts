import type { Page, Request, Response } from '@playwright/test';
import { routePath } from '@workwear/domain';
import { quickOrder, skusInStock } from './cartToolsHelpers';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 27 item 18 (slow steps), as the browser sees it: the round trips a step costs. The timings
 * are the benchmark's (npm run bench:steps); these tests hold the shape that made them fast.
 */

/** What the page sends from now on: documents, server actions (with their answers) and RSC fetches. */
function traffic(page: Page) {
  const documents: string[] = [];
  const actions: Response[] = [];
  const rsc: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    else if (request.headers().rsc === '1' && !request.headers()['next-action']) rsc.push(request.url());
  };
  const onResponse = (response: Response) => {
    if (response.request().headers()['next-action']) actions.push(response);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  return {
    documents,
    actions,
    rsc,
    stop: () => {
      page.off('request', onRequest);
      page.off('response', onResponse);
    },
  };
}

const setsCartCookie = async (response: Response) =>
  /Blk\.Cart/.test((await response.allHeaders())['set-cookie'] ?? '');

test.describe('fewer round trips (slow steps)', () => {
  test('a signed-in buyer’s cart comes with the cart page, and an add to the cart the cookie names writes no cookie', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [first = '', second = ''] = await skusInStock(page.request, 2, 4);
    await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
    await quickOrder(page, `${first} 1`);
    // On a hydrated page the form's submit is a server action (before, the form posts a document).
    await page.waitForLoadState('networkidle');

    // The second add goes to the cart the cookie already names: its answer sets no cookie, so Next
    // does not render the page again into it.
    const seen = traffic(page);
    await page.getByLabel('Artikelnummer och antal').fill(`${second} 1`);
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    // The box is emptied once the add's answer is in (its text is as the first add's, "1 rad …").
    await expect(page.getByLabel('Artikelnummer och antal')).toHaveValue('');
    seen.stop();
    expect(seen.actions.length).toBeGreaterThan(0);
    for (const action of seen.actions) expect(await setsCartCookie(action)).toBe(false);

    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const answer = await page.goto(routePath('Cart', 'sv'));
    const html = (await answer?.text()) ?? '';
    // The rows are in the page's HTML: no loading state, no action after hydration to fetch them.
    expect(html).toContain(`data-sku="${first}"`);
    expect(html).toContain(`data-sku="${second}"`);
    expect(html).not.toContain('data-testid="cart-loading"');
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${second}"]`).first()).toBeVisible();
    // The server's render and the browser's agree (a hydration mismatch is logged as an error).
    await page.waitForLoadState('networkidle');
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  test('the badge’s count keeps the cart cookie for 30 more days on every page load', async ({ page }) => {
    const [sku = ''] = await skusInStock(page.request, 1, 3);
    await quickOrder(page, `${sku} 1`);
    const counted = page.waitForResponse((r) => new URL(r.url()).pathname === '/cart-count');
    await page.goto(routePath('Home', 'sv'));
    const setCookie = (await (await counted).allHeaders())['set-cookie'] ?? '';
    expect(setCookie).toMatch(/Blk\.Cart\.Public=[0-9a-f-]{36}/);
    expect(setCookie).toMatch(/Max-Age=2592000/i);
  });

  test('saving on the saved carts page stays there, and opening one is one request to the cart page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [sku = ''] = await skusInStock(page.request, 1, 5);
    await signIn(page, 'karin.user@demo.workwear.test', 'Workwear-User-2026');
    await quickOrder(page, `${sku} 2`);
    await page.goto(routePath('AccountSavedCarts', 'sv'));
    await page.waitForLoadState('networkidle');

    const saving = traffic(page);
    const name = `Färre ${Date.now()}`;
    await page.getByTestId('save-cart').getByLabel('Namn').fill(name);
    await page.getByRole('button', { name: 'Spara varukorg' }).click();
    await expect(page.getByTestId('saved-carts-notice')).toContainText(name);
    const item = page.getByTestId('saved-cart').filter({ hasText: name });
    await expect(item).toHaveCount(1);
    saving.stop();
    // The list came in the save's own answer: no new document and no fetch of the page after it.
    expect(saving.documents).toEqual([]);
    expect(saving.rsc).toEqual([]);
    expect(saving.actions).toHaveLength(1);

    const opening = traffic(page);
    await item.getByRole('button', { name: `Öppna ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${routePath('Cart', 'sv')}$`));
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${sku}"]`)).toBeVisible();
    opening.stop();
    // The action's redirect carried the cart page, its cart read on the server.
    expect(opening.documents).toEqual([]);
    expect(opening.rsc).toEqual([]);
    expect(opening.actions).toHaveLength(1);
  });

  test('a list or home page asks for no other page while it loads; a product is prefetched when the pointer reaches it', async ({
    page,
  }) => {
    const loading = traffic(page);
    await page.goto(routePath('ProductsByCategory', 'sv', { categorySlug: 'arbetsbyxor' }));
    await page.waitForLoadState('networkidle');
    await page.goto(routePath('Home', 'sv'));
    await page.waitForLoadState('networkidle');
    loading.stop();
    expect(loading.rsc).toEqual([]);

    await page.goto(routePath('ProductsByCategory', 'sv', { categorySlug: 'arbetsbyxor' }));
    await page.waitForLoadState('networkidle');
    const reaching = traffic(page);
    const first = page.getByTestId('product-card').first().locator('.ww-card-link');
    const path = new URL((await first.getAttribute('href')) ?? '', page.url()).pathname;
    await first.hover();
    await expect.poll(() => reaching.rsc.some((url) => new URL(url).pathname === path)).toBe(true);
    reaching.stop();
  });
});
