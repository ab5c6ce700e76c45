import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { BUYER_STATUS_LIFE_CYCLE, type BuyerOrderStatus, type Language, routePath } from '@workwear/domain';
import { expect, seriousViolations, signIn, test } from './fixtures';
import { chicagoOrder, emilyBearer, inUs, signInEmily } from './usBuyer';

/**
 * Issue 27, order history: sorting by status follows the status the buyer reads, in its life cycle
 * (awaiting payment, received … delivered, invoiced, overdue, declined, cancelled), not the raw order
 * code, which put the demo's cancelled order (code 0) first and every card order (all code 100) in
 * order-number order whatever its payment. The API sorts so (a page at a time); the page only asks.
 * In Swedish (Elin, consumer: partly delivered, invoiced, cancelled) and US English (Emily, business:
 * awaiting payment, payment failed, received), at 1280 px by the column header, at 390 px by the form.
 */

/** The project's kept screenshots (docs/screenshots), written by this test. */
const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

const WIDTHS = [
  { width: 1280, height: 800, desktop: true },
  { width: 390, height: 844, desktop: false },
] as const;

const rank = (status: string) => BUYER_STATUS_LIFE_CYCLE.indexOf(status as BuyerOrderStatus);

/** The statuses of the orders shown, top to bottom. */
async function shownStatuses(page: Page, desktop: boolean): Promise<string[]> {
  const orders = page.getByTestId(desktop ? 'order-row' : 'order-card');
  await expect(orders.first()).toBeVisible();
  return orders
    .locator('[data-status]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status') ?? ''));
}

/** Sorts the history by status, by the header (twice for the other way) or by the phone's form. */
async function sortByStatus(
  page: Page,
  desktop: boolean,
  dir: 'Asc' | 'Desc',
  labels: Record<string, string>,
) {
  if (desktop) {
    const header = page.getByTestId('sort-Status');
    const column = page.getByTestId('column-Status');
    const wanted = dir === 'Asc' ? 'ascending' : 'descending';
    // A column not sorted yet starts ascending; a second click turns it.
    while ((await column.getAttribute('aria-sort')) !== wanted) {
      const before = page.url();
      await header.click();
      await page.waitForURL((url) => url.href !== before);
    }
    return;
  }
  const form: Locator = page.getByTestId('order-sort');
  await form.getByLabel(labels.sortBy!).selectOption('Status');
  await form.getByLabel(labels.direction!).selectOption(dir);
  await form.getByRole('button', { name: labels.sort!, exact: true }).click();
  await page.waitForURL(new RegExp(`sort=Status${dir === 'Asc' ? '&dir=Asc' : ''}`));
}

const ascending = (statuses: readonly string[]) =>
  statuses.every((s, i) => i === 0 || rank(statuses[i - 1]!) <= rank(s));
const descending = (statuses: readonly string[]) => ascending([...statuses].reverse());

const TEXTS: Record<'sv' | 'en', Record<string, string>> = {
  sv: { sortBy: 'Sortera efter', direction: 'Ordning', sort: 'Sortera' },
  en: { sortBy: 'Sort by', direction: 'Direction', sort: 'Sort' },
};

async function history(page: Page, language: Language) {
  await page.goto(routePath('AccountOrders', language));
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Swedish: partly delivered, invoiced, then cancelled; the other way round descending', async ({
      page,
    }) => {
      await signIn(page, 'elin.consumer@demo.workwear.test', 'Workwear-Home-2026');
      await history(page, 'sv');
      await sortByStatus(page, size.desktop, 'Asc', TEXTS.sv);
      const up = await shownStatuses(page, size.desktop);
      expect(ascending(up), up.join(', ')).toBe(true);
      // The raw codes (cancelled 0, partly delivered 500, invoiced 700) put the cancelled order first.
      const demo = up.filter((s) => ['partlyDelivered', 'invoiced', 'cancelled'].includes(s));
      expect([...new Set(demo)]).toEqual(['partlyDelivered', 'invoiced', 'cancelled']);
      await page.screenshot({ path: `${SCREENSHOTS}orders-by-status-${size.width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await sortByStatus(page, size.desktop, 'Desc', TEXTS.sv);
      const down = await shownStatuses(page, size.desktop);
      expect(descending(down), down.join(', ')).toBe(true);
      expect(down[0]).toBe('cancelled');
      await expect(
        page
          .getByTestId(size.desktop ? 'order-row' : 'order-card')
          .first()
          .getByTestId('buyer-status'),
      ).toHaveText('Avbruten');
    });
  });
}

test.describe('US English, Emily’s card orders', () => {
  // Emily has one active cart, which each order here fills and sends: one test at a time.
  test.describe.configure({ mode: 'serial' });

  for (const size of WIDTHS) {
    test(`at ${size.width} px: awaiting payment before payment failed before received`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await inUs(context, baseURL);
      const bearer = await emilyBearer(page.request);
      // Order numbers ascending: received, payment failed, awaiting payment. All three carry the raw
      // code 100 Received, so the raw sort would list them by number, the received one first.
      await chicagoOrder(page.request, bearer, 'paid');
      await chicagoOrder(page.request, bearer, 'declined');
      await chicagoOrder(page.request, bearer, 'unpaid');
      await signInEmily(page);
      await history(page, 'en');

      await sortByStatus(page, size.desktop, 'Asc', TEXTS.en);
      const up = await shownStatuses(page, size.desktop);
      expect(ascending(up), up.join(', ')).toBe(true);
      expect(up[0]).toBe('awaitingPayment');
      await expect(
        page
          .getByTestId(size.desktop ? 'order-row' : 'order-card')
          .first()
          .getByTestId('buyer-status'),
      ).toContainText('Awaiting payment');
      expect(await seriousViolations(page, ['[data-testid="cart-count"]'])).toEqual([]);

      await sortByStatus(page, size.desktop, 'Desc', TEXTS.en);
      const down = await shownStatuses(page, size.desktop);
      expect(descending(down), down.join(', ')).toBe(true);
      // The paid order (received) is further on than any waiting one: it comes before them.
      expect(rank(down[0]!)).toBeGreaterThanOrEqual(rank('received'));
      const received = down.indexOf('received');
      expect(received).toBeGreaterThanOrEqual(0);
      expect(received).toBeLessThan(down.indexOf('paymentFailed'));
      expect(down.indexOf('paymentFailed')).toBeLessThan(down.indexOf('awaitingPayment'));
    });
  }
});
