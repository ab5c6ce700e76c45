import { routePath } from '@workwear/domain';
import { keepScreens, seriousViolations, skusInStock } from './cartToolsHelpers';
import { expect, test } from './fixtures';

/**
 * Quick order as a shopper uses it: lines typed or pasted from a spreadsheet (tabs), one of them an
 * unknown sku and one unreadable; the valid lines land in the cart and the others are named.
 */
test.describe('quick order', () => {
  test('an anonymous visitor pastes lines with an unknown sku and finds the valid lines in the cart', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [first = '', second = ''] = await skusInStock(page.request, 2);
    await page.goto(routePath('InstantOrder', 'sv'));
    await expect(page.getByRole('heading', { level: 1, name: 'Snabborder' })).toBeVisible();
    const box = page.getByLabel('Artikelnummer och antal');
    await box.fill(
      [`${first}\t2`, 'ZZZZ99999999XL 1', '', `${second.toLowerCase()} 1`, 'hello world'].join('\n'),
    );
    await expect(page.getByTestId('quick-order-count')).toHaveText('Rader: 4 av 200');
    expect(await seriousViolations(page)).toEqual([]);

    // Sent from the keyboard.
    await box.press('Control+Enter');
    const result = page.getByTestId('quick-order-result');
    await expect(result).toContainText('2 rader lades i varukorgen.');
    const problems = result.getByTestId('quick-order-problem');
    await expect(problems).toHaveCount(2);
    await expect(problems.nth(0)).toHaveAttribute('data-reason', 'unknown');
    await expect(problems.nth(0)).toContainText('Rad 1');
    await expect(problems.nth(0)).toContainText('Det finns ingen produkt med det här numret.');
    await expect(problems.nth(1)).toHaveAttribute('data-reason', 'format');
    await expect(problems.nth(1)).toContainText('Rad 2');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    // The added lines left the box: only the two to fix stay, numbered as the problems name them.
    await expect(box).toHaveValue('ZZZZ99999999XL 1\nhello world');
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreens(page, 'quick-order');

    await result.getByRole('link', { name: 'Visa varukorgen' }).click();
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${first}"]`)).toBeVisible();
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${second}"]`)).toBeVisible();
    // Under the cart: quick order again, and saving asks an anonymous visitor to sign in.
    const tools = page.getByTestId('cart-tools');
    await expect(tools).toContainText('Logga in för att spara varukorgen till senare.');
    await expect(tools.getByRole('link', { name: 'Snabborder' })).toHaveAttribute(
      'href',
      routePath('InstantOrder', 'sv'),
    );
  });

  for (const width of [1280, 390]) {
    test(`the page's own example and a card's 12-digit Art.nr: sizes offered, priced before adding, added once (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.goto(routePath('InstantOrder', 'sv'));
      const example = (await page.getByTestId('quick-order-example').textContent()) ?? '';
      const [fullLine = '', artNrLine = ''] = example.split('\n');
      const artNr = artNrLine.split('\t')[0]!;
      expect(artNr).toMatch(/^[0-9A-Z]{12}$/);
      const box = page.getByLabel('Artikelnummer och antal');
      await box.fill(example);

      // Checked before adding: the full sku is priced, the Art.nr asks for a size.
      const lines = page.getByTestId('quick-order-preview-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toHaveAttribute('data-status', 'ready');
      await expect(lines.nth(0).getByTestId('quick-order-line-facts')).toContainText('Färg:');
      await expect(lines.nth(0).getByTestId('quick-order-line-facts')).toContainText('Storlek:');
      await expect(lines.nth(0).getByTestId('quick-order-line-facts')).toContainText('Antal: 2');
      await expect(lines.nth(0).getByTestId('quick-order-line-price')).toContainText('kr');
      await expect(lines.nth(1)).toHaveAttribute('data-status', 'sizeMissing');
      await expect(lines.nth(1)).toContainText('välj storlek');
      expect(await seriousViolations(page)).toEqual([]);

      // Choosing a size completes the line in the box and announces it politely.
      const size = lines.nth(1).getByTestId('quick-order-size').and(page.locator(':enabled')).first();
      const sizeName = (await size.textContent())!.trim();
      await size.click();
      await expect(page.getByTestId('quick-order-announcement')).toHaveText(
        `Storlek ${sizeName} vald på rad 2.`,
      );
      await expect(box).toBeFocused();
      await expect(box).toHaveValue(new RegExp(`^${fullLine}\\n${artNr}[0-9A-Z]+\\t1$`));
      await expect(lines.nth(1)).toHaveAttribute('data-status', 'ready');
      await expect(lines.nth(1).getByTestId('quick-order-line-facts')).toContainText(`Storlek: ${sizeName}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Sent twice at once (a double submit): one add, and the box is empty afterwards.
      await page.getByTestId('quick-order-form').evaluate((form) => {
        const submit = form as unknown as { requestSubmit(): void };
        submit.requestSubmit();
        submit.requestSubmit();
      });
      await expect(page.getByTestId('quick-order-result')).toContainText('2 rader lades i varukorgen.');
      await expect(box).toHaveValue('');
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      // A second click with the box empty adds nothing.
      await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
      await expect(page.getByTestId('quick-order-result')).toHaveText('Skriv minst ett artikelnummer.');
      await page.goto(routePath('Cart', 'sv'));
      await expect(page.getByTestId('cart-row')).toHaveCount(2);
      await expect(page.getByTestId('cart-count')).toHaveText('3');
    });
  }

  test('a box with nothing readable is answered in the browser', async ({ page }) => {
    await page.goto(routePath('InstantOrder', 'sv'));
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByTestId('quick-order-result')).toHaveText('Skriv minst ett artikelnummer.');
    await page.getByLabel('Artikelnummer och antal').fill('ABCDEFGHIJKLM 0');
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    const problem = page.getByTestId('quick-order-problem');
    await expect(problem).toHaveAttribute('data-reason', 'quantity');
    await expect(problem).toContainText('Antalet måste vara ett heltal från 1 till 9999.');
  });
});

test.describe('quick order without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts the lines and the page answers', async ({ page }) => {
    const [sku = ''] = await skusInStock(page.request, 1, 8);
    await page.goto(routePath('InstantOrder', 'sv'));
    await page.getByLabel('Artikelnummer och antal').fill(`${sku} 1\nZZZZ99999999XL 1`);
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    const result = page.getByTestId('quick-order-result');
    await expect(result).toContainText('1 rad lades i varukorgen.');
    await expect(result.getByTestId('quick-order-problem')).toHaveAttribute('data-reason', 'unknown');
  });
});
