import { expect, test } from './fixtures';

test.describe('the shop shell', () => {
  test('the root sends a visitor to the Swedish home page with the top message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const message = page.getByTestId('top-message');
    await expect(message).toContainText('Fri frakt');
    await expect(message.getByRole('link')).toHaveAttribute('href', '/sv/alla-produkter');
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/sv');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('an unknown language prefix redirects to / and on to the market language', async ({ page }) => {
    await page.goto('/xx/alla-produkter');
    await expect(page).toHaveURL(/\/sv$/);
    // German is a real language, but not one of the Swedish market's.
    await page.goto('/de/alle-produkte');
    await expect(page).toHaveURL(/\/sv$/);
  });

  test('an unknown category redirects to /404, which answers 404', async ({ page }) => {
    await page.goto('/sv/alla-produkter/finns-inte-alls');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
    const response = await page.request.get('/404');
    expect(response.status()).toBe(404);
  });

  test('a restricted page sends an anonymous visitor to sign in with a return path', async ({ page }) => {
    await page.goto('/sv/mina-sidor/konto');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fsv%2Fmina-sidor%2Fkonto$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
  });

  test('pages carry canonical and hreflang links with translated paths', async ({ page }) => {
    await page.goto('/sv/alla-produkter/arbetsbyxor');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/sv\/alla-produkter\/arbetsbyxor$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-SE"]')).toHaveAttribute(
      'href',
      /\/en\/all-products\/work-trousers$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/sv\/alla-produkter\/arbetsbyxor$/,
    );
  });

  test('the sitemap lists categories and products in each language, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/sv/alla-produkter/arbetsbyxor</loc>');
    expect(xml).toContain('/en/all-products/work-trousers</loc>');
    expect(xml).toMatch(/<loc>[^<]+\/sv\/produkt\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/en\/product\/[a-z0-9-]+<\/loc>/);
    expect(xml).toContain('hreflang="en-SE"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('the menu works from the keyboard, with typeahead', async ({ page }) => {
    await page.goto('/sv');
    const clothing = page.getByRole('button', { name: 'Kläder' });
    await clothing.focus();
    await page.keyboard.press('ArrowDown');
    const panel = page.locator('[data-menu-panel="clothing"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.type('so');
    await expect(panel.getByRole('link', { name: 'Softshell' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(clothing).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Herr & dam' })).toBeFocused();
  });

  test('switching language keeps the visitor on the same page, with translated words and slugs', async ({
    page,
  }) => {
    await page.goto('/sv/alla-produkter/arbetsbyxor');
    await page.getByTestId('market-selector').locator('summary').click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/all-products\/work-trousers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SE');
  });

  test('choosing another market stores it and moves to its language', async ({ page }) => {
    await page.goto('/sv/alla-produkter/arbetsbyxor');
    await page.getByTestId('market-selector').locator('summary').click();
    await page.getByLabel('Marknad').selectOption('de');
    await page.getByRole('button', { name: 'Byt marknad' }).click();
    await expect(page).toHaveURL(/\/de\/alle-produkte\/arbeitshosen$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    // The choice is remembered: the root now leads to the German home page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
  });

  test('language and market forms work without JavaScript, and the market cookie is HttpOnly', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([
      { name: 'cookieConsent', value: 'v1.f1.p1.t0', url: baseURL ?? '' },
      { name: 'vatChoice', value: 'incVAT', url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    await page.goto('/sv/alla-produkter/arbetsbyxor');
    await page.getByTestId('market-selector').locator('summary').click();
    const english = page.getByRole('button', { name: 'English' });
    await english.focus();
    await expect(english).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/all-products\/work-trousers$/);

    await page.getByTestId('market-selector').locator('summary').click();
    await page.getByLabel('Market').selectOption('no');
    await page.getByRole('button', { name: 'Change market' }).click();
    await expect(page).toHaveURL(/\/en\/all-products\/work-trousers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NO');
    const market = (await context.cookies()).find((c) => c.name === 'market');
    expect(market).toMatchObject({ value: 'no', httpOnly: true, sameSite: 'Lax', path: '/' });
    await context.close();
  });

  test('a market with HidePrice shows no prices', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'market', value: 'si', url: baseURL ?? '' }]);
    await page.goto('/en');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('price')).toHaveCount(0);
  });
});
