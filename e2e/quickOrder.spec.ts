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
    await expect(problems.nth(0)).toContainText('Rad 2');
    await expect(problems.nth(0)).toContainText('Det finns ingen produkt med det här numret.');
    await expect(problems.nth(1)).toHaveAttribute('data-reason', 'format');
    await expect(problems.nth(1)).toContainText('Rad 5');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
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
