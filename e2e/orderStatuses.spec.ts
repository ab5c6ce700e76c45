import type { Page } from '@playwright/test';
import { routePath } from '@workwear/domain';
import { expect, seriousViolations, signIn, test } from './fixtures';

/**
 * Issue 27 item 13, the order history and an order's page as a consumer and a business buyer meet
 * them at 1280 and 390 px: one status a buyer understands (the demo's cancelled order read
 * "Registrerad", a partly delivered one "Delvis levererad" beside "Ej levererad"), no business columns
 * for a consumer, sorting offered once, each line's co-worker and comment with a link to its product,
 * and a table that fits the desktop page (the "Summa" column was cut off).
 */

const HISTORY = routePath('AccountOrders', 'sv');
const WIDTHS = [
  { width: 1280, height: 800, desktop: true },
  { width: 390, height: 844, desktop: false },
] as const;

/** True when the page scrolls sideways, or the orders' table is wider than its box. */
async function overflowsSideways(page: Page): Promise<boolean> {
  // A string, as the e2e project's types have no DOM.
  return page.evaluate<boolean>(`(() => {
    const root = document.documentElement;
    const boxes = [...document.querySelectorAll('[data-testid="order-table"], [data-testid="order-lines"]')]
      .map((table) => table.parentElement)
      .filter((box) => box !== null && box.offsetParent !== null);
    return root.scrollWidth > root.clientWidth || boxes.some((box) => box.scrollWidth > box.clientWidth);
  })()`);
}

/** The sort controls a buyer can see: the table's header links and the phone's sort form. */
async function visibleSortControls(page: Page) {
  const headers = await page.locator('[data-testid^="sort-"]:visible').count();
  const form = await page.getByTestId('order-sort').filter({ visible: true }).count();
  return { headers, form };
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a consumer reads one status per order, no business columns and one sort control', async ({
      page,
    }) => {
      await signIn(page, 'elin.consumer@demo.workwear.test', 'Workwear-Home-2026');
      await page.goto(HISTORY);
      const orders = page.getByTestId(size.desktop ? 'order-row' : 'order-card');
      await expect(orders.first()).toBeVisible();

      // The cancelled demo order: "Avbruten", and nothing of the warehouse's "Registrerad" beside it.
      const cancelled = orders.filter({ has: page.locator('[data-status="cancelled"]') });
      await expect(cancelled.first()).toBeVisible();
      await expect(cancelled.first()).not.toContainText('Registrerad');
      await expect(cancelled.first().getByTestId('buyer-status')).toHaveText('Avbruten');
      // The partly delivered one: one status, its detail beside it, no "Ej levererad" next to it.
      const partly = orders.filter({ has: page.locator('[data-status="partlyDelivered"]') }).first();
      await expect(partly.getByTestId('buyer-status')).toContainText('Delvis levererad');
      await expect(partly.getByTestId('status-detail')).toHaveText('Levererade rader: 1 av 2');
      await expect(partly).not.toContainText('Ej levererad');
      // Each order one status.
      for (const order of await orders.all()) await expect(order.getByTestId('buyer-status')).toHaveCount(1);

      // No purchase order, label or project for a consumer.
      await expect(page.getByTestId('column-OrderNumber')).toHaveCount(0);
      await expect(page.getByText('Ert inköpsordernummer')).toHaveCount(0);
      const sort = await visibleSortControls(page);
      if (size.desktop) expect(sort).toEqual({ headers: 3, form: 0 });
      else expect(sort).toEqual({ headers: 0, form: 1 });
      if (!size.desktop) {
        await expect(page.getByTestId('order-sort').locator('select[name="sort"] option')).toHaveText([
          'Order',
          'Datum',
          'Status',
        ]);
      }
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      // The partly delivered order's page: the same status and detail, a line status each, a product link.
      await partly.getByRole('link', { name: /Visa order/ }).click();
      const detail = page.getByTestId('order-detail');
      await expect(detail).toBeVisible();
      await expect(page.getByTestId('order-status').getByTestId('buyer-status')).toContainText(
        'Delvis levererad',
      );
      // Each line's status after its label (read by screen readers, shown as the column header on a desktop).
      await expect(page.getByTestId('order-line-status')).toHaveText([
        /(^|: )Levererad$/,
        /(^|: )Ej levererad än$/,
      ]);
      await expect(page.getByTestId('order-line-co-worker')).toHaveCount(0);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      const product = page.getByTestId('order-line-product').first();
      const name = (await product.textContent()) ?? '';
      await product.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('a business buyer sees their order numbers, and each line’s co-worker and comment', async ({
      page,
    }) => {
      await signIn(page, 'anna.user@demo.workwear.test', 'Workwear-User-2026');
      await page.goto(HISTORY);
      const orders = page.getByTestId(size.desktop ? 'order-row' : 'order-card');
      const hires = orders.filter({ hasText: 'Nyanställda' });
      await expect(hires).toHaveCount(1);
      await expect(hires).toContainText('PO-24502');
      await expect(hires.getByTestId('buyer-status')).toHaveText(/^Bekräftad\s*Rader i restorder: 1$/);
      if (size.desktop) {
        await expect(page.getByTestId('column-OrderNumber')).toContainText('Ert inköpsordernummer');
        // Sortable: order, date, your order number and status; the total is a plain header.
        expect(await visibleSortControls(page)).toEqual({ headers: 4, form: 0 });
      } else {
        expect(await visibleSortControls(page)).toEqual({ headers: 0, form: 1 });
        await expect(page.getByTestId('order-sort').locator('select[name="sort"] option')).toHaveText([
          'Order',
          'Datum',
          'Ert inköpsordernummer',
          'Status',
        ]);
      }
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      await hires.getByRole('link', { name: /Visa order/ }).click();
      await expect(page.getByTestId('order-detail')).toBeVisible();
      const lines = page.getByTestId('order-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0).getByTestId('order-line-co-worker')).toHaveText('Medarbetare:Karin Sjöström');
      await expect(lines.nth(0).getByTestId('order-line-comment')).toHaveText(
        'Kommentar:Storlek enligt provning',
      );
      await expect(lines.nth(1).getByTestId('order-line-co-worker')).toHaveCount(0);
      await expect(lines.nth(1).getByTestId('order-line-comment')).toHaveText(
        'Kommentar:Till lagret i Sollentuna',
      );
      await expect(page.getByTestId('order-line-status')).toHaveText([
        /(^|: )Ej levererad än$/,
        /(^|: )Restorder$/,
      ]);
      await expect(lines.getByTestId('order-line-product')).toHaveCount(2);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
