import { expect, test } from '@playwright/test';

/**
 * Requests Next itself answered with a 500: a client router state it cannot parse, and a server action
 * posted from another origin (Next logs a CSRF attempt and fails the render). The storefront's server
 * refuses them first, with its small page in the visitor's language.
 */

const routerState = (state: unknown) => encodeURIComponent(JSON.stringify(state));

test.describe('requests Next would fail on get a 4xx', () => {
  test('a malformed Next-Router-State-Tree header, on /404 and on a page', async ({ request }) => {
    for (const path of ['/404', '/sv', '/sv/no-such-page']) {
      for (const header of [
        '%',
        'not json',
        routerState({ children: 1 }),
        routerState(['', { children: 'x' }]),
      ]) {
        const response = await request.get(path, { headers: { rsc: '1', 'next-router-state-tree': header } });
        expect(response.status(), `${path} ${header}`).toBe(400);
      }
    }
    // The header as the browser's router sends it still gets the page's data.
    const valid = await request.get('/sv', {
      headers: {
        rsc: '1',
        'next-router-state-tree': routerState(['', { children: ['__PAGE__', {}] }, null, null]),
      },
    });
    expect(valid.status()).toBe(200);
  });

  test("a server action posted from another origin is a 403 in the page's language", async ({ request }) => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await request.post('/lv', {
        headers: { 'next-action': '7f00000000000000000000000000000000000000', origin, accept: 'text/html' },
        data: '[]',
      });
      expect(response.status(), origin).toBe(403);
      const page = await response.text();
      expect(page).toContain('<html lang="lv">');
      expect(page).toContain('Pieprasījums noraidīts');
    }
  });
});
