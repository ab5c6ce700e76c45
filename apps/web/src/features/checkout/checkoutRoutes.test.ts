import { routePath, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { CACHED_PAGES } from '../../app/_routes/routeQuery';
import { queryParamsOfRoute } from '../../app/_routes/routeTable';
import { htmlCacheKey } from '../../server/htmlCache';
import { CHECKOUT_ROUTES, ORDER_STATUS_ROUTES } from './checkoutRoutes';

const html = { accept: 'text/html', host: 'shop.test' };
const keyOf = (url: string) => htmlCacheKey({ method: 'GET', url, headers: html }, CACHED_PAGES);

describe('checkout pages and the anonymous page cache', () => {
  it('never caches a checkout step or status page, in any language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const route of CHECKOUT_ROUTES) {
        expect(keyOf(routePath(route, language)), `${language} ${route}`).toBeUndefined();
        expect(keyOf(`${routePath(route, language)}?order=x`)).toBeUndefined();
      }
    }
  });

  it('still caches the cart page, whose cart is loaded in the browser', () => {
    expect(keyOf(routePath('Cart', 'sv'))).toBeDefined();
  });
});

describe('status pages', () => {
  it('read the order they are about from ?order=', () => {
    for (const route of ORDER_STATUS_ROUTES) expect(queryParamsOfRoute(route)).toEqual(['order']);
    expect(queryParamsOfRoute('CartOrder')).toEqual([]);
  });
});
