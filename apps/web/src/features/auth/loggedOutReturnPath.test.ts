import { ROLE } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { loggedOutReturnPath } from './loggedOutReturnPath';

describe('loggedOutReturnPath', () => {
  it('sends a company user on cart or checkout to the language home', () => {
    for (const route of ['Cart', 'CartOrder', 'CheckoutB2BConfirm', 'OrderConfirmed'] as const) {
      expect(loggedOutReturnPath({ role: ROLE.User, route, language: 'sv', currentPath: '/sv/kassa' })).toBe(
        '/sv',
      );
    }
  });

  it('keeps the current path for consumers on checkout and for everyone elsewhere', () => {
    expect(
      loggedOutReturnPath({ role: ROLE.B2C, route: 'Cart', language: 'sv', currentPath: '/sv/kassa' }),
    ).toBe('/sv/kassa');
    expect(
      loggedOutReturnPath({
        role: ROLE.Administrator,
        route: 'Products',
        language: 'en',
        currentPath: '/en/all-products?page=2',
      }),
    ).toBe('/en/all-products?page=2');
    expect(
      loggedOutReturnPath({ role: undefined, route: undefined, language: 'de', currentPath: '/de/x' }),
    ).toBe('/de/x');
  });
});
