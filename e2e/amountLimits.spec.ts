import { routePath } from '@workwear/domain';
import { bearerFor, CARLA, DAVID, HANNAH, signInAs } from './approvalHelpers';
import { cartWithRows, productsInStock } from './checkoutHelpers';
import { expect, seriousViolations, test } from './fixtures';

/**
 * Amount limits in the storefront (issue 28): the cart's limits panel (Hannah at Harbor Point, whose
 * $500 limit has no attestant, shown in points; Jacob's carts are approvals.spec.ts's), the limits administration (David sets them; Carla, a plain customer admin under
 * UseAmountLimitForCustomerAdmins, sees them disabled). Screenshots of each page at 390 and 1280 px
 * go to docs/screenshots.
 */
test.describe.configure({ mode: 'serial' });

const shot = (page: import('@playwright/test').Page, name: string, width: number) =>
  page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });

for (const width of [390, 1280]) {
  test(`the cart at ${width} px shows Hannah’s limit, this cart’s share and what remains, in points`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const bearer = await bearerFor(request, HANNAH);
    const [product] = await productsInStock(request, 1, 0, { market: HANNAH.market, bearer });
    await cartWithRows(request, [{ sku: product?.sku ?? '', quantity: 1 }], bearer, HANNAH.market);
    await signInAs(page, HANNAH);
    await page.goto(routePath('Cart', 'en'));
    const panel = page.getByTestId('cart-limits');
    await expect(panel).toBeVisible();
    const row = panel.getByTestId('cart-limit-row').first();
    await expect(row).toContainText('Hannah');
    await expect(row.getByTestId('cart-limit-remaining')).toContainText('points');
    await expect(row).toHaveAttribute('data-state', 'within');
    // The header's badge is the cart specs' known exclusion (cartPeopleAndCodes.spec.ts).
    expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    await shot(page, 'cart-limits', width);

    // More of it than the limit allows: the panel is asked again (400 ms after the change) and marks
    // the share over the limit: without an attestant the order would be refused.
    const quantity = page
      .getByTestId('cart-row')
      .first()
      .getByRole('textbox', { name: /^Quantity/ });
    await quantity.fill('60');
    await quantity.press('Tab');
    await expect(panel.getByTestId('cart-limit-row').first()).toHaveAttribute('data-state', 'overRefused');
    await expect(panel.getByTestId('cart-limit-state').first()).toContainText('the order would be refused');
    // Back within it for the next width's test.
    await quantity.fill('1');
    await quantity.press('Tab');
    await expect(panel.getByTestId('cart-limit-row').first()).toHaveAttribute('data-state', 'within');
  });
}

for (const width of [390, 1280]) {
  test(`the limits administration at ${width} px: David changes Hannah’s limit in the market’s format`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, DAVID);
    await page.goto(routePath('CompanyAmountLimits', 'en'));
    const form = page.getByTestId('limits-form');
    await expect(form).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    await shot(page, 'amount-limits-admin', width);
    const hannah = form.locator('[data-testid="limit-row"]', { hasText: 'Hannah' });
    const limit = hannah.getByRole('textbox', { name: /Limit for Hannah/ });
    // A fractional cent is named beside the field, and nothing is saved.
    await limit.fill('500.005');
    await page.getByTestId('limits-save').click();
    await expect(hannah.getByText('Enter an amount like 1250.50')).toBeVisible();
    await expect(limit).toBeFocused();
    await limit.fill(width === 390 ? '650.50' : '500');
    await page.getByTestId('limits-save').click();
    await expect(page.getByTestId('limits-answer')).toHaveText('The limits are saved.');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Limit for Hannah/ })).toHaveValue(
      width === 390 ? '650.50' : '500',
    );
  });
}

test('a plain customer admin under UseAmountLimitForCustomerAdmins sees the limits disabled', async ({
  page,
}) => {
  await signInAs(page, CARLA);
  await page.goto(routePath('CompanyAmountLimits', 'en'));
  await expect(page.getByTestId('limits-read-only')).toBeVisible();
  await expect(page.getByTestId('limits-save')).toHaveCount(0);
  await expect(page.getByTestId('limit-row').first().getByRole('textbox').first()).toBeDisabled();
});
