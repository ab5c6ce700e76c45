import { expect, test } from './fixtures';
import { apiPort, proxiedWebPort } from './playwright.config';

/**
 * The development mailbox holds every password-reset link: it answers visitors on this machine only.
 * The proxied storefront trusts this machine as its reverse proxy (TRUSTED_PROXIES=127.0.0.1,::1), so
 * a request naming another address in X-Forwarded-For is what a visitor from elsewhere reaching the
 * shop through a proxy here looks like.
 */
const proxied = `http://127.0.0.1:${proxiedWebPort}`;
const remote = { 'x-forwarded-for': '203.0.113.7' };

test.describe('development tools for this machine only', () => {
  test('a visitor from elsewhere finds no mailbox, no sample form and no API tools', async ({ request }) => {
    for (const path of ['/dev/mailbox', '/dev/mailbox/1', '/api/dev/mailbox', '/api/dev/demo-accounts']) {
      const answer = await request.get(`${proxied}${path}`, { headers: remote });
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).not.toContain('newcomer@example.test');
    }
    const sample = await request.post(`${proxied}/dev/mailbox/sample`, {
      headers: { ...remote, origin: proxied },
      form: { language: 'pl' },
      maxRedirects: 0,
    });
    expect(sample.status()).toBe(404);
  });

  test('the refusal is the shop’s own not-found page, in the visitor’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pl-PL', extraHTTPHeaders: remote });
    const page = await context.newPage();
    const answer = await page.goto(`${proxied}/dev/mailbox`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
    await context.close();
  });

  test('this machine still reads the mailbox, through the storefront and at the API', async ({ request }) => {
    expect((await request.get(`${proxied}/dev/mailbox`)).status()).toBe(200);
    expect((await request.get(`${proxied}/api/dev/mailbox`)).status()).toBe(200);
    expect((await request.get(`http://127.0.0.1:${apiPort}/api/dev/mailbox`)).status()).toBe(200);
    // The API judges the visitor the storefront names, as the storefront does.
    const forwarded = await request.get(`http://127.0.0.1:${apiPort}/api/dev/mailbox`, { headers: remote });
    expect(forwarded.status()).toBe(404);
  });
});
