import { LEGAL_PAGES, legalPagePath, routePath } from '@workwear/domain';
import { addInStockSize, checkoutPaths, expectReady, productsInStock, uniqueEmail } from './checkoutHelpers';
import { expect, seriousViolations, test } from './fixtures';

/**
 * Issue 27, "Trust and the law": the legal pages of the market in every language, the footer that
 * names the seller and links them, and the checkout's acceptance that links the terms it accepts.
 */

const SWEDISH_TITLES = {
  terms: 'Köpvillkor',
  privacy: 'Integritetspolicy',
  withdrawal: 'Ångerrätt och returer',
  contact: 'Kontakt och företagsuppgifter',
  cookies: 'Cookies',
} as const;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

test.describe('the footer', () => {
  for (const size of WIDTHS) {
    test(`names the seller and leads to every legal page at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(routePath('Products', 'sv'));
      const footer = page.getByTestId('legal-footer');
      const seller = footer.getByTestId('footer-seller');
      await expect(seller).toContainText('Workwear Shop Sverige AB');
      await expect(seller).toContainText('Östra Hamngatan 12, 411 09 Göteborg, Sverige');
      await expect(seller).toContainText('Org.nr: 556677-8899');
      await expect(seller).toContainText('Momsreg.nr: SE556677889901');
      await expect(footer.getByRole('link', { name: 'service.se@workwear.test' })).toHaveAttribute(
        'href',
        'mailto:service.se@workwear.test',
      );
      await expect(footer.getByRole('link', { name: '+46 31 123 45 00' })).toHaveAttribute(
        'href',
        'tel:+46311234500',
      );
      await expect(footer).toContainText('Öppettider: måndag–fredag 08:00–17:00');
      for (const name of ['Kort', 'Faktura', 'Paketleverans', 'Ombud', 'Expressleverans']) {
        const mark = footer.getByRole('img', { name, exact: true });
        await expect(mark).toBeVisible();
        // The marks load lazily (the footer is below every first screen): as the visitor scrolls there.
        await expect(mark).toHaveAttribute('loading', 'lazy');
        await mark.scrollIntoViewIfNeeded();
        // The local SVG file loaded (a broken image has no natural width).
        await expect
          .poll(() => mark.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
          .toBeGreaterThan(0);
      }
      const information = footer.getByRole('navigation', { name: 'Information' });
      for (const page of LEGAL_PAGES) {
        await expect(information.getByRole('link', { name: SWEDISH_TITLES[page] })).toHaveAttribute(
          'href',
          legalPagePath(page, 'sv'),
        );
      }
      await information.getByRole('link', { name: 'Ångerrätt och returer' }).click();
      await expect(page).toHaveURL(legalPagePath('withdrawal', 'sv'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ångerrätt och returer');
      // Sweden is the consumer market: the statutory right of withdrawal.
      await expect(page.getByTestId('legal-page')).toContainText('ångra ditt köp inom 14 dagar');
    });
  }

  test('speaks the page language: the English footer of the Swedish market', async ({ page }) => {
    await page.goto(routePath('Products', 'en'));
    const footer = page.getByTestId('legal-footer');
    await expect(footer.getByTestId('footer-seller')).toContainText('Göteborg, Sweden');
    await expect(footer.getByTestId('footer-seller')).toContainText('Company no.: 556677-8899');
    await expect(footer).toContainText('Opening hours: Monday–Friday 08:00–17:00');
    await footer.getByRole('link', { name: 'Terms of sale' }).click();
    await expect(page).toHaveURL('/en/terms-of-sale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of sale');
  });
});

test.describe('the legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal}: titled, canonical with alternates, axe clean at 390 and 1280 px`, async ({ page }) => {
      const path = legalPagePath(legal, 'sv');
      await page.goto(path);
      const article = page.getByTestId('legal-page');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(SWEDISH_TITLES[legal]);
      await expect(page).toHaveTitle(new RegExp(`^${SWEDISH_TITLES[legal]} \\| `));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en-SE"]')).toHaveAttribute(
        'href',
        new RegExp(`${legalPagePath(legal, 'en')}$`),
      );
      // The page's own navigation marks where the visitor is.
      await expect(page.getByRole('link', { name: SWEDISH_TITLES[legal] }).first()).toBeVisible();
      await expect(page.locator('a[aria-current="page"]')).toHaveText(SWEDISH_TITLES[legal]);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        expect(await seriousViolations(page), `${path} at ${size.width} px`).toEqual([]);
      }
    });
  }

  test('the sitemap lists each legal page in each language of the market', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const legal of LEGAL_PAGES) {
      expect(xml).toContain(`${legalPagePath(legal, 'sv')}</loc>`);
      expect(xml).toContain(`${legalPagePath(legal, 'en')}</loc>`);
    }
  });

  test('an address that is no legal page answers 404', async ({ page }) => {
    const answer = await page.goto('/sv/kopvillkor-2');
    expect(answer?.status()).toBe(404);
  });
});

test.describe('accepting the terms at checkout', () => {
  test('the terms open in a new tab, and the typed form stays as it was (390 px)', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const [product] = await productsInStock(page.request, 1, 6);
    await addInStockSize(page, product?.path ?? '');
    // The mini cart opens once the row is in: only then does the cart page have it.
    await expect(page.getByTestId('mini-cart')).toBeVisible();
    await page.goto(checkoutPaths.cart);
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(checkoutPaths.order);
    await page.locator('#buyer-first-name').fill('Łucja');
    await page.locator('#buyer-last-name').fill('Řehoř');
    await page.locator('#buyer-email').fill(uniqueEmail('terms'));
    await page.locator('#buyer-cellphone').fill('701234567');
    const next = page.getByTestId('checkout-next');
    await expectReady(next);
    await next.click();
    await expect(page).toHaveURL(checkoutPaths.delivery);
    await page.locator('#delivery-address-line-1').fill('Östra Hamngatan 12');
    await page.locator('#delivery-zip-code').fill('41109');
    await page.locator('#delivery-city').fill('Göteborg');

    const terms = page.locator('#accept-terms');
    const wasChecked = await terms.isChecked();
    const link = page.getByTestId('terms-link');
    await expect(link).toHaveAccessibleName('Läs köpvillkoren (öppnas i en ny flik)');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(legalPagePath('terms', 'sv'));
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Köpvillkor');
    await expect(popup.getByTestId('legal-page')).toContainText('Workwear Shop Sverige AB');
    await popup.close();

    // Back in the checkout: the same step, every typed field kept, the box untouched by the link.
    await expect(page).toHaveURL(checkoutPaths.delivery);
    await expect(page.locator('#delivery-address-line-1')).toHaveValue('Östra Hamngatan 12');
    await expect(page.locator('#delivery-zip-code')).toHaveValue('41109');
    await expect(page.locator('#delivery-city')).toHaveValue('Göteborg');
    expect(await terms.isChecked()).toBe(wasChecked);
    await terms.setChecked(true);
    await expect(terms).toBeChecked();
  });
});
