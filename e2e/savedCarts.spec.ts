import { PUBLIC_CART_COOKIE_NAME, routePath } from '@workwear/domain';
import { keepScreens, quickOrder, seriousViolations, skusInStock } from './cartToolsHelpers';
import { expect, signIn, test } from './fixtures';

/**
 * Saved carts and the cart merge at sign-in, through the storefront: a consumer who filled a cart
 * before signing in chooses to merge it with the account cart, a business buyer's are appended without
 * a question; a business buyer saves a cart, finds it listed, reopens it, and deletes another behind a
 * confirm step.
 */
test.describe('saved carts and the merge at sign-in', () => {
  test('a consumer with an anonymous cart and an account cart chooses merge', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [accountSku = '', publicSku = ''] = await skusInStock(page.request, 2, 4);

    // The account cart has rows (whatever an earlier run left, plus this one).
    await signIn(page, 'elin.consumer@demo.workwear.test', 'Workwear-Home-2026');
    await quickOrder(page, `${accountSku} 1`);
    await expect(page.getByTestId('quick-order-result')).toContainText('1 rad lades i varukorgen.');
    const consent = (await context.cookies()).filter(
      (c) => c.name === 'cookieConsent' || c.name === 'vatChoice',
    );
    await context.clearCookies();
    await context.addCookies(consent);

    // Anonymous again: a public cart with another product.
    await quickOrder(page, `${publicSku} 2`);
    await expect(page.getByTestId('quick-order-result')).toContainText('1 rad lades i varukorgen.');
    expect((await context.cookies()).some((c) => c.name === PUBLIC_CART_COOKIE_NAME)).toBe(true);

    await signIn(page, 'elin.consumer@demo.workwear.test', 'Workwear-Home-2026');
    await expect(page).toHaveURL(new RegExp(`${routePath('CartMerge', 'sv')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Du har två varukorgar' })).toBeVisible();
    await expect(page.getByTestId('merge-public-cart')).toContainText(publicSku);
    await expect(page.getByTestId('merge-account-cart')).toContainText(accountSku);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreens(page, 'cart-merge');

    await page.getByRole('button', { name: 'Slå ihop varukorgarna' }).click();
    await expect(page).toHaveURL(new RegExp(`${routePath('Cart', 'sv')}$`));
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${publicSku}"]`)).toBeVisible();
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${accountSku}"]`)).toBeVisible();
    // The public cart marker is gone; the consumer's own cart cookie names the merged cart.
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain(PUBLIC_CART_COOKIE_NAME);
    expect(names.some((n) => /^Blk\.Cart\.\d+$/.test(n))).toBe(true);
  });

  test('a business buyer’s anonymous rows join the account cart without a question', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const [sku = ''] = await skusInStock(page.request, 1, 6);
    await quickOrder(page, `${sku} 1`);
    await expect(page.getByTestId('quick-order-result')).toContainText('1 rad lades i varukorgen.');
    await signIn(page, 'johan.internal@demo.workwear.test', 'Workwear-Internal-2026');
    await expect(page).not.toHaveURL(new RegExp(routePath('CartMerge', 'sv')));
    expect((await context.cookies()).map((c) => c.name)).not.toContain(PUBLIC_CART_COOKIE_NAME);
    await page.goto(routePath('Cart', 'sv'));
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${sku}"]`).first()).toBeVisible();
  });

  test('a business buyer saves a cart, finds it listed, reopens it and deletes another', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [sku = ''] = await skusInStock(page.request, 1, 2);
    await signIn(page, 'maria.administrator@demo.workwear.test', 'Workwear-Staff-2026');
    await quickOrder(page, `${sku} 2`);

    const savedCarts = routePath('AccountSavedCarts', 'sv');
    await page.goto(savedCarts);
    await expect(page.getByRole('heading', { level: 1, name: 'Sparade varukorgar' })).toBeVisible();
    const name = `Bygg ${Date.now()}`;
    await page.getByLabel('Namn').fill(name);
    await page.getByRole('button', { name: 'Spara varukorg' }).click();
    await expect(page.getByTestId('saved-carts-notice')).toHaveText(
      `”${name}” sparades. Din varukorg är nu tom.`,
    );
    const item = page.getByTestId('saved-cart').filter({ hasText: name });
    await expect(item).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreens(page, 'saved-carts');

    await item.getByRole('button', { name: `Öppna ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${routePath('Cart', 'sv')}$`));
    await expect(page.locator(`[data-testid="cart-row"][data-sku="${sku}"]`)).toBeVisible();

    // Save it again from the cart page under another name, then delete that one behind the confirm step.
    const tools = page.getByTestId('cart-tools');
    await expect(tools.getByRole('link', { name: 'Snabborder' })).toBeVisible();
    await expect(tools.getByRole('link', { name: 'Sparade varukorgar' })).toBeVisible();
    await expect(tools.getByTestId('save-cart')).toBeVisible();
    await keepScreens(page, 'cart-tools');
    const other = `Tas bort ${Date.now()}`;
    await tools.getByLabel('Namn').fill(other);
    await tools.getByRole('button', { name: 'Spara varukorg' }).click();
    await expect(page).toHaveURL(new RegExp(`${savedCarts}$`));
    const otherItem = page.getByTestId('saved-cart').filter({ hasText: other });
    await expect(otherItem).toHaveCount(1);

    // A cart deleted in another tab cannot be opened: the spec's message.
    const second = await context.newPage();
    await second.goto(savedCarts);
    const there = second.getByTestId('saved-cart').filter({ hasText: other });
    await there.getByRole('button', { name: `Ta bort ${other}` }).click();
    await expect(there.getByTestId('saved-cart-confirm')).toContainText(`Ta bort ”${other}” för gott?`);
    await there.getByRole('button', { name: 'Ja, ta bort' }).click();
    await expect(second.getByTestId('saved-carts-notice')).toHaveText(`”${other}” togs bort.`);
    await second.close();

    await otherItem.getByRole('button', { name: `Öppna ${other}` }).click();
    await expect(page.getByTestId('saved-carts-error')).toHaveText(
      'Det gick inte att öppna den sparade varukorgen, försök igen.',
    );
  });
});
