import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { routePath } from '@workwear/domain';
import { freshConsumer, productsInStock, uniqueEmail } from './checkoutHelpers';
import { expect, seriousViolations, signIn, test } from './fixtures';

/**
 * A consumer's own account (issue 27, item 14): every field can be changed and the API refuses what
 * the form refuses; a new account is made on its own page and confirmed by the e-mailed link, which
 * the development mailbox shows. Business users keep their administrator's note; consumers never see it.
 */

const ACCOUNT = routePath('Account', 'sv');
/** The project's kept screenshots (docs/screenshots), written by this test. */
const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page, ['[data-testid="cart-count"]']), what).toEqual([]);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a consumer changes name, phone, addresses, password and e-mail preferences', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const [product] = await productsInStock(request, 1, size.width === 390 ? 3 : 2);
      const consumer = await freshConsumer(request, product!.sku);
      await signIn(page, consumer.email, consumer.password);
      await page.goto(ACCOUNT);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitt konto');
      // Not the business users' note: nobody administers a consumer.
      await expect(page.getByTestId('admin-note')).toHaveCount(0);
      await expect(page.getByText('administratör')).toHaveCount(0);

      // Name and phone; a phone with too many digits is refused on its field.
      const details = page.getByTestId('details-form');
      await details.getByLabel('Förnamn').fill('Åsa');
      await details.getByLabel('Efternamn').fill('Ödegård');
      await details.getByLabel('Mobiltelefon').fill('+46 70 123 45 67 89 01 23');
      await details.getByRole('button', { name: 'Spara' }).click();
      await expect(details.locator('#details-phone-error')).toBeVisible();
      await details.getByLabel('Mobiltelefon').fill('+46 70-123 45 67');
      await details.getByRole('button', { name: 'Spara' }).click();
      await expect(details.getByRole('status')).toHaveText('Dina ändringar är sparade.');

      // Addresses: a PO box is refused; a real one is added, becomes default, is deleted and undone.
      const book = page.getByTestId('address-book');
      await book.getByRole('button', { name: 'Lägg till adress' }).click();
      const form = book.getByTestId('address-form');
      await form.getByLabel('Gatuadress').fill('Box 123');
      await form.getByLabel('Postnummer').fill('11122');
      await form.getByLabel('Ort').fill('Stockholm');
      await form.getByRole('button', { name: 'Spara' }).click();
      await expect(form).toContainText('Vi kan inte leverera till postboxar.');
      await form.getByLabel('Gatuadress').fill('Storgatan 1');
      await form.getByRole('button', { name: 'Spara' }).click();
      await expect(book.getByTestId('own-address').first()).toContainText('Storgatan 1');
      await book.getByRole('button', { name: 'Lägg till adress' }).click();
      await book.getByTestId('address-form').getByLabel('Gatuadress').fill('Sveavägen 12');
      await book.getByTestId('address-form').getByLabel('Postnummer').fill('11157');
      await book.getByTestId('address-form').getByLabel('Ort').fill('Stockholm');
      await book.getByTestId('address-form').getByRole('button', { name: 'Spara' }).click();
      const added = book.getByTestId('own-address').filter({ hasText: 'Sveavägen 12' });
      await expect(added).toContainText('111 57 Stockholm');
      await added.getByRole('button', { name: 'Gör till standard' }).click();
      await expect(book.getByTestId('own-address').first()).toContainText('Sveavägen 12');
      await book.getByTestId('own-address').first().getByRole('button', { name: 'Ta bort' }).click();
      await expect(book.getByRole('status')).toContainText('Adressen togs bort.');
      await expect(book.getByTestId('own-address').filter({ hasText: 'Sveavägen 12' })).toHaveCount(0);
      await book.getByRole('button', { name: 'Ångra' }).click();
      await expect(book.getByRole('status')).toHaveText('Adressen är tillbaka.');
      await expect(book.getByTestId('own-address').first()).toContainText('Sveavägen 12');

      // Password: the current one is needed.
      const password = page.getByTestId('password-form');
      await password.getByLabel('Nuvarande lösenord').fill('Not-the-password-1');
      await password.getByLabel('Nytt lösenord').fill('Gul-regnrock-i-hamnen-7');
      await password.getByLabel('Upprepa det nya lösenordet').fill('Gul-regnrock-i-hamnen-7');
      await password.getByRole('button', { name: 'Byt lösenord' }).click();
      await expect(password.locator('#password-current-error')).toHaveText(
        /Det nuvarande lösenordet är fel\./,
      );
      await password.getByLabel('Nuvarande lösenord').fill(consumer.password);
      await password.getByRole('button', { name: 'Byt lösenord' }).click();
      await expect(password.getByRole('status')).toHaveText(/Ditt lösenord är bytt\./);

      // E-mail preferences, after the details saved (one record, one version).
      const prefs = page.getByTestId('preferences-form');
      await prefs.getByLabel('Nyheter och erbjudanden').check();
      await prefs.getByRole('button', { name: 'Spara' }).click();
      await expect(prefs.getByRole('status')).toHaveText('Dina ändringar är sparade.');

      // Everything is kept: the page again, still signed in with the new session.
      await page.reload();
      await expect(page.getByLabel('Förnamn')).toHaveValue('Åsa');
      await expect(page.getByLabel('Mobiltelefon')).toHaveValue('+46701234567');
      await expect(page.getByLabel('Nyheter och erbjudanden')).toBeChecked();
      await expect(page.getByTestId('own-address').first()).toContainText('Sveavägen 12');
      await expectAccessible(page, `account page at ${size.width}`);
      // The sizes page speaks of no administrator to a consumer either.
      await page.goto(routePath('AccountSizes', 'sv'));
      await expect(page.getByTestId('sizes-empty')).toHaveText(
        'Inga storlekar är sparade för dig än. Storleksguiden hjälper dig att hitta dina.',
      );
      await page.goto(ACCOUNT);
      await page.screenshot({ path: `${SCREENSHOTS}account-${size.width}.png`, fullPage: true });
    });
  });
}

test('a business user keeps the administrator’s note and no forms', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
  await page.goto(ACCOUNT);
  await expect(page.getByTestId('admin-note')).toHaveText(
    'Kontakta ditt företags administratör för att ändra uppgifterna.',
  );
  await expect(page.getByTestId('details-form')).toHaveCount(0);
});

test('create an account, confirm it with the e-mailed link, sign in', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('newcomer');
  const password = 'Blåbärsskogen-vid-sjön-9';
  await page.goto('/login');
  await page.getByTestId('create-account-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skapa konto');
  await expectAccessible(page, 'create account page');
  await page.getByLabel('Förnamn').fill('Ģirts');
  await page.getByLabel('Efternamn').fill('Ødegaard');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord').fill('1234');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.locator('#signup-password-error')).toBeVisible();
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByTestId('create-account-sent')).toContainText(email);

  // Not before the address is confirmed; the link can be asked for again.
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText(/^Bekräfta din e-postadress först/);
  await page.getByRole('button', { name: 'Skicka länken igen' }).click();
  await expect(page.getByTestId('resend-answer')).toBeVisible();

  // The development mailbox shows the e-mail; its newest link confirms (the first one has ended).
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('link', { name: /Bekräfta din e-postadress/ }).click();
  const text = (await page.locator('pre').textContent()) ?? '';
  expect(text).toContain('Ģirts');
  const link = /https?:\/\/\S+\/sv\/confirm-account\?token=\S+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bekräfta din e-postadress');
  await expectAccessible(page, 'confirm page');
  await page.getByRole('button', { name: 'Bekräfta mitt konto' }).click();
  await expect(page.getByTestId('confirm-done')).toContainText('Din e-postadress är bekräftad.');

  await signIn(page, email, password);
  await expect(page.getByTestId('account-menu-button')).toContainText('Ģirts');
});

test.describe('the login page', () => {
  test('switches language and tells a buyer of another market, in their language, which shop is theirs', async ({
    page,
  }) => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/login');
      const languages = page.getByTestId('login-languages');
      await expect(languages.getByRole('link', { name: 'Svenska' })).toHaveAttribute('aria-current', 'true');
      await languages.getByRole('link', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-SE');
      await expectAccessible(page, `login page at ${size.width}`);
    }

    // Lukas buys in Germany: the English page of the Swedish shop tells him in German.
    await page.getByLabel('E-mail address').fill('lukas.user@demo.workwear.test');
    await page.getByLabel('Password').fill('Workwear-User-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const error = page.getByTestId('login-error');
    await expect(error).toHaveText(
      'Dieses Konto gehört zum Shop für Deutschland. Wechseln Sie den Markt, um sich dort anzumelden.',
    );
    await expect(error).toHaveAttribute('lang', 'de');
    await page.getByTestId('other-shop-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});
