import { routePath } from '@workwear/domain';
import { bearerFor, CARLA, DAVID, JACOB, OSKAR, signInAs, waitingOrder } from './approvalHelpers';
import { api, cartWithRows, productsInStock, SWEDEN } from './checkoutHelpers';
import { expect, seriousViolations, test } from './fixtures';

/**
 * Amount limits in the storefront (issue 28): the cart's limits panel (Jacob at Harbor Point, limits
 * shown in points), the limits administration (David sets them; Carla, a plain customer admin under
 * UseAmountLimitForCustomerAdmins, sees them disabled), and checkout's "Send for approval" (Oskar's
 * orders wait for Lena). Screenshots of each page at 390 and 1280 px go to docs/screenshots.
 */
test.describe.configure({ mode: 'serial' });

const shot = (page: import('@playwright/test').Page, name: string, width: number) =>
  page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });

for (const width of [390, 1280]) {
  test(`the cart at ${width} px shows Jacob’s limit, this cart’s share and what remains, in points`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const bearer = await bearerFor(request, JACOB);
    const [product] = await productsInStock(request, 1, 0, { market: JACOB.market, bearer });
    await cartWithRows(request, [{ sku: product?.sku ?? '', quantity: 2 }], bearer, JACOB.market);
    await signInAs(page, JACOB);
    await page.goto(routePath('Cart', 'en'));
    const panel = page.getByTestId('cart-limits');
    await expect(panel).toBeVisible();
    const row = panel.getByTestId('cart-limit-row').first();
    await expect(row).toContainText('Jacob');
    await expect(row.getByTestId('cart-limit-remaining')).toContainText('points');
    // Within, or over already where earlier tests' approved orders used this month's limit.
    await expect(row).toHaveAttribute('data-state', /^(within|overApprover)$/);
    // The header's badge is the cart specs' known exclusion (cartPeopleAndCodes.spec.ts).
    expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    await shot(page, 'cart-limits', width);

    // More of it than the limit allows: the panel is asked again (400 ms after the change) and marks
    // the share over the limit with who decides.
    const quantity = page
      .getByTestId('cart-row')
      .first()
      .getByRole('textbox', { name: /^Quantity/ });
    await quantity.fill('60');
    await quantity.press('Tab');
    await expect(panel.getByTestId('cart-limit-row').first()).toHaveAttribute('data-state', 'overApprover');
    await expect(panel.getByTestId('cart-limit-state').first()).toContainText('Carla');
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

test('checkout names who approves, says "Send for approval", and the confirmation says it waits', async ({
  page,
  request,
}) => {
  const bearer = await bearerFor(request, OSKAR);
  const [product] = await productsInStock(request, 1, 3, { market: SWEDEN, bearer });
  await cartWithRows(request, [{ sku: product?.sku ?? '', quantity: 1 }], bearer, SWEDEN);
  await signInAs(page, OSKAR);
  await page.goto(routePath('CartOrder', 'sv'));
  // Step 2 is filled from Oskar's account; on to step 3, where the send is.
  await page.getByRole('button', { name: 'Fortsätt till leverans' }).click();
  await expect(page).toHaveURL(routePath('CheckoutB2BConfirm', 'sv'));
  await expect(page.getByTestId('checkout-approval')).toContainText(/lena/i);
  await expect(page.getByRole('button', { name: 'Skicka för godkännande' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The API's side of the same send, so this test does not depend on the step's form filling.
  const order = await waitingOrder(request, OSKAR, { skip: 4 });
  await page.goto(`${routePath('OrderConfirmed', 'sv')}?order=${order.id}`);
  await expect(page.getByTestId('confirmation-heading')).toHaveText('Din order väntar på godkännande');
  await expect(page.getByTestId('confirmation-approval')).toContainText('Lena');
  expect(api).toBeTruthy();
});
