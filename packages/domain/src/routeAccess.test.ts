import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_CODES } from './roles';
import { LOGIN_PATH, loginRedirectPath, routeAccess, safeReturnTo } from './routeAccess';
import { getRoute } from './routeTable';

const anonymous = { authenticated: false };

describe('routeAccess', () => {
  it('lets anyone into public routes', () => {
    expect(routeAccess(getRoute('Products'), anonymous)).toBe('allow');
    expect(routeAccess(getRoute('MyFavorites'), anonymous)).toBe('allow');
    expect(routeAccess(getRoute('Cart'), { authenticated: true, role: ROLE.B2C })).toBe('allow');
  });

  it('sends anonymous visitors of restricted routes to login', () => {
    expect(routeAccess(getRoute('AccountOrders'), anonymous)).toBe('login');
    expect(routeAccess(getRoute('CompanySettings'), { authenticated: false, role: ROLE.Internal })).toBe(
      'login',
    );
  });

  it('lets any signed-in role into restricted routes without a role limit', () => {
    for (const role of ROLE_CODES) {
      expect(routeAccess(getRoute('AccountOrders'), { authenticated: true, role })).toBe('allow');
    }
    expect(routeAccess(getRoute('MyVas'), { authenticated: true })).toBe('allow');
  });

  it('checks the role on role-limited routes', () => {
    const dashboard = getRoute('CompanyDashboard');
    expect(routeAccess(dashboard, { authenticated: true, role: ROLE.CustomerAdmin })).toBe('allow');
    expect(routeAccess(dashboard, { authenticated: true, role: ROLE.User })).toBe('forbidden');
    expect(routeAccess(dashboard, { authenticated: true, role: ROLE.B2C })).toBe('forbidden');
    expect(routeAccess(dashboard, { authenticated: true, role: null })).toBe('forbidden');

    const priceLists = getRoute('EditPriceLists');
    expect(routeAccess(priceLists, { authenticated: true, role: ROLE.Administrator })).toBe('allow');
    expect(routeAccess(priceLists, { authenticated: true, role: ROLE.CustomerAdmin })).toBe('forbidden');

    const settings = getRoute('CompanySettings');
    expect(routeAccess(settings, { authenticated: true, role: ROLE.Internal })).toBe('allow');
    expect(routeAccess(settings, { authenticated: true, role: ROLE.Administrator })).toBe('forbidden');
  });
});

describe('login redirect', () => {
  it('carries the requested URL encoded', () => {
    expect(LOGIN_PATH).toBe('/login');
    expect(loginRedirectPath('/sv/konto/bestallningar?page=2&x=a b')).toBe(
      '/login?returnTo=%2Fsv%2Fkonto%2Fbestallningar%3Fpage%3D2%26x%3Da%20b',
    );
    const url = new URL(loginRedirectPath('/en/account/orders?page=2'), 'https://shop.test');
    expect(url.searchParams.get('returnTo')).toBe('/en/account/orders?page=2');
  });

  it('follows only returnTo paths on this site', () => {
    expect(safeReturnTo('/en/account/orders?page=2')).toBe('/en/account/orders?page=2');
    expect(safeReturnTo('https://evil.test/')).toBeUndefined();
    expect(safeReturnTo('//evil.test/')).toBeUndefined();
    expect(safeReturnTo('/\\evil.test/')).toBeUndefined();
    expect(safeReturnTo('/\t/evil.test/')).toBeUndefined();
    expect(safeReturnTo('en/account')).toBeUndefined();
    expect(safeReturnTo(undefined)).toBeUndefined();
    expect(safeReturnTo(['/en'])).toBeUndefined();
  });
});
