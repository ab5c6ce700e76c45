import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { routePath } from '@workwear/domain';
import { bearerFor, CARLA, HENRIK, JACOB, LENA, OSKAR, signInAs, waitingOrder } from './approvalHelpers';
import { api, cartWithRows, productsInStock, SWEDEN } from './checkoutHelpers';
import { expect, seriousViolations, test } from './fixtures';

/**
 * The approval pages of issue 28 against the real API and demo data (README "Demo accounts"):
 * Oskar's orders wait for Lena (attestant per user, Åkerlunds), Jacob's over $2,000 for Carla (amount
 * limit with an attestant, Harbor Point). Each test makes its own waiting orders through the API.
 */
test.describe.configure({ mode: 'serial' });

const pendingPath = routePath('CompanyPendingOrders', 'sv');

/** A new waiting order of Oskar's, and its card on Lena's pending-order page. */
async function oskarsOrderOnLenasPage(page: Page, request: APIRequestContext) {
  const order = await waitingOrder(request, OSKAR);
  await signInAs(page, LENA);
  await page.goto(pendingPath);
  const card = page.locator(`[data-testid="pending-order"][data-order-no="${order.orderNo}"]`);
  await expect(card).toBeVisible();
  return { order, card };
}

test('pending orders at 390 px: the waiting order, a deny needs a message named in Swedish, approve places it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { order, card } = await oskarsOrderOnLenasPage(page, request);
  await expect(card).toContainText('Oskar');
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing overflows the phone's width.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);

  // Deny without a message: the field says why, in the visitor's language, and has focus.
  await card.getByTestId('deny-button').click();
  const message = card.getByTestId('decision-message');
  await expect(card.getByText('Skriv ett meddelande till beställaren för att neka ordern.')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toBeFocused();

  // Approve from the keyboard.
  await card.getByTestId('approve-button').focus();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('decision-answer')).toHaveAttribute('data-outcome', 'approve');
  // The card keeps its answer and offers nothing more to send; the list read again no longer has it.
  await expect(card.getByTestId('approve-button')).toHaveCount(0);
  await page.reload();
  await expect(page.locator(`[data-testid="pending-order"][data-order-no="${order.orderNo}"]`)).toHaveCount(
    0,
  );
});

test('a decision someone made first answers with who decided it (409), nothing else written', async ({
  page,
  request,
}) => {
  const { order, card } = await oskarsOrderOnLenasPage(page, request);
  // Henrik approves it meanwhile, through the API, with the version the page shows.
  const henrik = await bearerFor(request, HENRIK);
  const version = Number(await card.locator('input[name="version"]').inputValue());
  const approved = await request.post(`${api}/api/order/orders/${order.id}/confirm?marketId=SE`, {
    headers: { authorization: henrik },
    data: { version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await card.getByTestId('decision-message').fill('För dyrt, ta en billigare modell.');
  await card.getByTestId('deny-button').click();
  await expect(card.getByTestId('decision-answer')).toHaveAttribute('data-outcome', 'conflict');
  await expect(card.getByTestId('decision-answer')).toContainText('Redan beslutad av Henrik');
});

test('the filters narrow the list by buyer and amount (the market’s format) and name a bad amount', async ({
  page,
  request,
}) => {
  await waitingOrder(request, OSKAR);
  await signInAs(page, LENA);
  await page.goto(pendingPath);
  await page.getByLabel('Beställare (namn eller e-post)').fill('oskar');
  await page.getByLabel('Belopp från').fill('1,234');
  await page.getByTestId('pending-filter-apply').click();
  await expect(page.getByText('Ange ett belopp som 1250,50.')).toBeVisible();
  await page.getByLabel('Belopp från').fill('0,01');
  await page.getByTestId('pending-filter-apply').click();
  await expect(page).toHaveURL(/buyer=oskar/);
  await expect(page.getByTestId('pending-order').first()).toContainText('Oskar');
  await page.getByLabel('Belopp från').fill('999 999 999');
  await page.getByTestId('pending-filter-apply').click();
  await expect(page.getByTestId('pending-empty')).toContainText('Inga väntande order matchar filtren.');
});

test('Lena exports the month’s decisions as CSV from the page, by keyboard: her approval, Ö intact, the BOM', async ({
  page,
  request,
}) => {
  const { order, card } = await oskarsOrderOnLenasPage(page, request);
  await card.getByTestId('approve-button').click();
  await expect(card.getByTestId('decision-answer')).toHaveAttribute('data-outcome', 'approve');

  const form = page.getByTestId('decisions-export');
  const from = await form.getByLabel('Från').inputValue();
  const to = await form.getByLabel('Till').inputValue();
  // This month by default, as the market's calendar has it.
  expect(from).toMatch(/^\d{4}-\d{2}-01$/);
  expect(to.slice(0, 7)).toBe(from.slice(0, 7));
  const submit = form.getByRole('button', { name: 'Exportera beslut (CSV)' });
  const downloading = page.waitForEvent('download');
  await submit.focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`approval-decisions-${from}-${to}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    'orderNo,kind,step,at,actorName,actorEmail,reason,message,approvalVersion,buyerEmail,amount,currency',
  );
  const steps = rows.filter((row) => row.startsWith(`${order.orderNo},`)).map((row) => row.split(','));
  expect(steps.map((cells) => cells[2])).toEqual(expect.arrayContaining(['Requested', 'Approved']));
  const approved = steps.find((cells) => cells[2] === 'Approved');
  expect(approved?.[4]).toBe('Lena Öberg');
  expect(approved?.[5]).toBe(LENA.userName);
  expect(approved?.[9]).toBe(OSKAR.userName);
  // The browser stayed on the page.
  await expect(page).toHaveURL(new RegExp(`${pendingPath}$`));

  // A date the API refuses (400) comes back to the page, which says so by the form.
  await page.goto(`/sv/approval-decisions?from=2026-13-45&to=${to}`);
  await expect(page).toHaveURL(new RegExp(`${pendingPath}\\?export=invalid`));
  await expect(page.getByTestId('decisions-export-problem')).toHaveText(
    'Välj ett start- och ett slutdatum för exporten.',
  );
  // Anonymous: to sign-in, back to the pending orders after.
  const anonymous = await request.get(`/sv/approval-decisions?from=${from}&to=${to}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers().location).toContain(`/login?returnTo=${encodeURIComponent(pendingPath)}`);
});

test('the order page: Oskar sees the approval, its log, and withdraws to edit the cart after a confirm', async ({
  page,
  request,
}) => {
  const order = await waitingOrder(request, OSKAR);
  await signInAs(page, OSKAR);
  await page.goto(`${routePath('AccountOrders', 'sv')}?order=${order.id}`);
  const section = page.getByTestId('approval-section');
  await expect(section).toHaveAttribute('data-state', 'Waiting');
  await expect(page.getByTestId('order-status').getByTestId('buyer-status')).toHaveAttribute(
    'data-status',
    'awaitingApproval',
  );
  await expect(section.getByTestId('approval-approvers')).toContainText('Lena');
  await expect(section.getByTestId('approval-log').locator('[data-step="Requested"]')).toBeVisible();
  // The buyer may not decide their own order.
  await expect(section.getByTestId('decision-form')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByTestId('withdraw-button').click();
  const dialog = page.getByTestId('withdraw-dialog');
  await expect(dialog).toBeVisible();
  // Escape keeps it waiting.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await section.getByTestId('withdraw-button').click();
  await dialog.getByTestId('withdraw-confirm').click();
  await expect(page).toHaveURL(new RegExp(`${routePath('Cart', 'sv')}$`));
  await expect(page.getByTestId('cart-page')).toBeVisible();
});

test('the order history shows the approval state through the buyer status', async ({ page, request }) => {
  const order = await waitingOrder(request, OSKAR);
  await signInAs(page, OSKAR);
  await page.goto(routePath('AccountOrders', 'sv'));
  const row = page.locator('[data-testid="buyer-status"][data-status="awaitingApproval"]').first();
  await expect(row).toContainText('Väntar på godkännande');
  expect(order.orderNo).toBeGreaterThan(0);
});

test('the amount-limit page at 1280 px: Jacob’s order over his limit waits for Carla, who approves it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const order = await waitingOrder(request, JACOB, { over: 200_000 });
  await signInAs(page, CARLA);
  await page.goto(routePath('AmountLimitApprove', 'en'));
  const card = page.locator(`[data-testid="pending-order"][data-order-no="${order.orderNo}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Jacob');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByTestId('approve-button').click();
  await expect(card.getByTestId('decision-answer')).toHaveAttribute('data-outcome', 'approve');
});

for (const width of [390, 1280]) {
  test(`screenshots of the pending-order pages at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await waitingOrder(request, OSKAR, { skip: 1 });
    await signInAs(page, LENA);
    await page.goto(pendingPath);
    await expect(page.getByTestId('pending-order').first()).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/pending-orders-${width}.png`, fullPage: true });
    await waitingOrder(request, JACOB, { over: 200_000, skip: 1 });
    // Signed out for Carla's sign-in; the cookie answers stay given (as the fixture gives them).
    const url = new URL(page.url()).origin;
    await page.context().clearCookies();
    await page.context().addCookies([
      { name: 'cookieConsent', value: 'v1.f1.p1.t0', url },
      { name: 'vatChoice', value: 'incVAT', url },
    ]);
    await signInAs(page, CARLA);
    await page.goto(routePath('AmountLimitApprove', 'en'));
    await expect(page.getByTestId('pending-order').first()).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    await page.screenshot({ path: `docs/screenshots/amount-limit-approve-${width}.png`, fullPage: true });
  });
}

// Oskar's cart is this file's (its tests run one at a time), so his checkout is tested here.
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
});
