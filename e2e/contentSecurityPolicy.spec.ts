import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';

/**
 * The shop works under its Content-Security-Policy: a first visit through the consent panel and
 * the VAT dialog, a list, a product page with its size guide, and a language switch (a form post
 * and its redirect) raise no violation. And the policy does its job: an injected inline handler
 * does not run, and another site cannot frame the shop.
 */

type Violation = { directive: string; blocked: string; source: string };

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (execute|load|apply|connect|frame|send form)/i.test(message.text())
    ) {
      consoleReports.push(message.text());
    }
  });
  // Browser code as text: the tests are type-checked without the DOM's types.
  await page.addInitScript({
    content: `window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
      });`,
  });
  return async () => {
    const reported = await page
      .evaluate<Violation[]>('window.cspViolations ?? []')
      .catch((): Violation[] => []);
    return [
      ...reported,
      ...consoleReports.map((text) => ({ directive: 'console', blocked: text, source: '' })),
    ];
  };
}

test('a first visit through the dialogs, a list, a product and a language switch raises no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto('/sv');
  // The cookie panel and then the VAT dialog are client components: answering them needs hydrated React.
  const consent = page.getByTestId('cookie-consent');
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Välj cookies' }).click();
  await consent.getByLabel(/Prestanda/).check();
  await consent.getByRole('button', { name: 'Spara mitt val' }).click();
  await expect(consent).toBeHidden();
  const vat = page.getByTestId('vat-dialog');
  await expect(vat).toBeVisible();
  await vat.getByLabel(/Exkl. moms/).check();
  await vat.getByRole('button', { name: 'Spara val' }).click();
  await expect(vat).toBeHidden();
  expect(await violations()).toEqual([]);

  await page.goto('/sv/alla-produkter/arbetsbyxor');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.getByTestId('product-card').first().getByRole('link').click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await page.getByTestId('size-guide-button').click();
  const guide = page.getByTestId('size-guide-dialog');
  await expect(guide).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  // The product's structured data is a data block, which the policy does not treat as script.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);

  await page.getByTestId('market-selector').locator('summary').click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-SE');
  await expect(page.getByTestId('product-title')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('an injected inline event handler does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/sv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As markup that slipped into the page would: the browser, not the test, decides whether it runs.
  await page.evaluate(`document.body.insertAdjacentHTML('beforeend',
    '<img id="probe" src="/images/none.png" onerror="document.body.dataset.injected = 1">')`);
  await expect.poll(async () => (await violations()).map((v) => v.directive)).toContain('script-src-attr');
  expect(await page.evaluate('document.body.dataset.injected ?? null')).toBeNull();
});

test('another site cannot frame the shop', async ({ page, baseURL }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // Another origin framing the shop: a page served by the test on 127.0.0.1 (a local address, as the
  // shop's is; Chromium keeps public pages from framing local ones for reasons of its own).
  const other = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>other</title><iframe src="${baseURL}/sv"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    await expect.poll(() => messages.some((text) => /frame-ancestors/.test(text))).toBe(true);
    // A refused frame shows the browser's error page, not the shop.
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  } finally {
    other.close();
  }
});
