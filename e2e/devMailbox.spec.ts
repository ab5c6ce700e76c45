import { expect, test } from './fixtures';

// The form and the pages are plain HTML: the whole flow works without script.
test.use({ javaScriptEnabled: false });

test.describe('the development mailbox', () => {
  test('a newcomer sends a sample e-mail in Latvian, sees it listed and reads it', async ({ page }) => {
    // The browser tests run the API on the embedded database, where the development tools are on.
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utvecklarnas brevlåda');

    await page.getByLabel('Språk').selectOption('lv');
    await page.getByRole('button', { name: 'Skicka test' }).click();
    await expect(page).toHaveURL(/\/dev\/mailbox\?sent=\d+$/);
    await expect(page.getByRole('status')).toHaveText('Testmeddelandet har kommit fram.');

    const row = page.getByRole('row').filter({ hasText: 'Pārbaudes ziņojums no Workwear Shop' }).first();
    await expect(row).toContainText('newcomer@example.test');
    await expect(row).toContainText('Latviešu');
    await row.getByRole('link', { name: 'Pārbaudes ziņojums no Workwear Shop' }).click();

    await expect(page).toHaveURL(/\/dev\/mailbox\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pārbaudes ziņojums no Workwear Shop');
    await expect(page.locator('pre')).toContainText('Sveiki, Ģirts Ķēniņš!');
    await expect(page.locator('pre')).toContainText(
      'Glāžšķūņa rūķīši dzērumā čiepj Baha koncertflīģeļu vākus.',
    );

    // The HTML part, in a sandboxed frame: no script of a mail runs in the shop's origin (no
    // allow-scripts, no allow-same-origin); its links may only open a new tab.
    const frameElement = page.getByTitle('E-postmeddelandet som HTML');
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    const mail = page.frameLocator('iframe[title="E-postmeddelandet som HTML"]');
    await expect(mail.getByRole('heading', { level: 1 })).toHaveText('Veikala e-pasts darbojas');
    await expect(mail.locator('body')).toContainText('Ģirts Ķēniņš');
  });

  test('an unknown message is a 404', async ({ page }) => {
    const response = await page.goto('/dev/mailbox/987654321');
    expect(response?.status()).toBe(404);
  });
});
