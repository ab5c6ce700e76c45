import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import { ROLE, type RoleCode } from './roles';
import { getRoute, isRouteName, ROUTE_NAMES, ROUTES, type RouteName } from './routeTable';

const MANAGERS: RoleCode[] = [ROLE.Administrator, ROLE.CustomerAdmin, ROLE.Internal];
const ADMINS: RoleCode[] = [ROLE.Administrator, ROLE.Internal];

// The specification's table, section 2: English path, restricted, allowed roles.
const SPEC: Record<RouteName, [string, boolean, RoleCode[] | null]> = {
  Home: ['', false, null],
  Cart: ['checkout', false, null],
  CartOrder: ['checkout/order', false, null],
  CheckoutB2BConfirm: ['checkout/delivery', false, null],
  OrderConfirmed: ['checkout/status/confirmed', false, null],
  OrderFailed: ['checkout/status/failed', false, null],
  OrderCanceled: ['checkout/status/canceled', false, null],
  OrderExternal: ['checkout/status/external', false, null],
  OrderPending: ['checkout/status/pending', false, null],
  PunchoutConfirmed: ['checkout/status/punchout/confirmed', false, null],
  Products: ['all-products', false, null],
  ProductsByGroup: ['all-products/groups/{groupSlug}', false, null],
  ProductsByFamily: ['all-products/collections/{familySlug}', false, null],
  ProductsMen: ['all-products/men/{genderMenSlug}', false, null],
  ProductsWomen: ['all-products/women/{genderWomenSlug}', false, null],
  ProductsByCategory: ['all-products/{categorySlug}', false, null],
  ProductsByBaseCategory: ['all-products/{categoryBaseSlug}/{categorySlug}', false, null],
  Product: ['product/{uniqueName}', false, null],
  Vas: ['vas', false, null],
  SizeGuide: ['sizeguide', false, null],
  EuDoc: ['eudoc', false, null],
  HangTight: ['hangtight', false, null],
  InstantOrder: ['instantorder', false, null],
  NewsletterUnsubscribe: ['newsletter/unsubscribe', false, null],
  FindStore: ['brand/contact/find-store', false, null],
  FindStoreDetail: ['brand/contact/find-store/{slug}', false, null],
  ResellerLogin: ['rs/{slug}', false, null],
  EndeavorTest: ['endeavor-test', false, null],
  MyFavorites: ['myfavorites', false, null],
  Account: ['mypages/account', true, null],
  AccountOrders: ['account/orders', true, null],
  AccountSizes: ['account/sizes', true, null],
  AccountDeliveries: ['account/deliveries', true, null],
  AccountSettings: ['account/settings', true, null],
  CompanyExternalOrders: ['company/external-orders', true, null],
  MyVas: ['mypages/vas', true, null],
  AmountLimitApprove: ['amountlimit/approve', true, null],
  CompanyDashboard: ['mypages/company', true, MANAGERS],
  CompanyAdministration: ['company/administration', true, MANAGERS],
  CompanyOrders: ['company/orders', true, MANAGERS],
  CompanyDeliveries: ['company/deliveries', true, MANAGERS],
  CompanyPendingOrders: ['company/pending-orders', true, MANAGERS],
  CompanyInvoices: ['company/invoices', true, MANAGERS],
  AdministrateCompanies: ['mypages/company/administrate-companies', true, ADMINS],
  AdministrateCompany: ['mypages/company/administrate-company/{customerId}', true, ADMINS],
  EditPriceLists: ['mypages/company/edit-price-lists', true, ADMINS],
  EditAddress: ['mypages/company/edit-address', true, ADMINS],
  CompanySettings: ['mypages/company/settings', true, [ROLE.Internal]],
  // Beyond the specification's table (issue 10).
  AccountSavedCarts: ['account/saved-carts', true, null],
  CartMerge: ['checkout/merge', true, null],
  // The legal pages (issue 27).
  TermsOfSale: ['terms-of-sale', false, null],
  Privacy: ['privacy', false, null],
  WithdrawalAndReturns: ['withdrawal-and-returns', false, null],
  Contact: ['contact', false, null],
  Cookies: ['cookies', false, null],
  CompanyAmountLimits: ['company/amount-limits', true, MANAGERS],
};

function placeholders(path: string): string[] {
  return [...path.matchAll(/\{[^}]*\}/g)].map((m) => m[0]).sort();
}

describe('route table', () => {
  it('holds exactly the specification table', () => {
    expect([...ROUTE_NAMES].sort()).toEqual(Object.keys(SPEC).sort());
    for (const route of ROUTES) {
      const [path, restricted, roles] = SPEC[route.name];
      expect({ path: route.paths.en, restricted: route.restricted, roles: route.roles }, route.name).toEqual({
        path,
        restricted,
        roles,
      });
    }
  });

  it('gives every route a path in every language', () => {
    for (const route of ROUTES) {
      expect(Object.keys(route.paths).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    }
  });

  it('uses only lower-case ASCII, digits, hyphens, slashes and placeholders', () => {
    for (const route of ROUTES) {
      for (const lang of SUPPORTED_LANGUAGES) {
        const path = route.paths[lang];
        expect(path, `${route.name} ${lang}`).toMatch(/^[a-zA-Z0-9\-/{}]*$/);
        expect(path.replace(/\{[A-Za-z]+\}/g, ''), `${route.name} ${lang}`).toMatch(/^[a-z0-9\-/]*$/);
        expect(path.startsWith('/') || path.endsWith('/'), `${route.name} ${lang}`).toBe(false);
      }
    }
  });

  it('keeps the same placeholders in every language', () => {
    for (const route of ROUTES) {
      for (const lang of SUPPORTED_LANGUAGES) {
        expect(placeholders(route.paths[lang])).toEqual(placeholders(route.paths.en));
      }
    }
  });

  it('gives every route its own path within a language', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const paths = ROUTES.map((route) => route.paths[lang]);
      expect(new Set(paths).size, lang).toBe(paths.length);
    }
  });

  it('never starts a path with a two-letter word, except the specification’s reseller link', () => {
    for (const route of ROUTES) {
      for (const lang of SUPPORTED_LANGUAGES) {
        const first = route.paths[lang].split('/')[0] ?? '';
        if (route.name === 'ResellerLogin') {
          expect(first).toBe(lang === 'sv' ? 'af' : 'rs');
        } else {
          expect(first.length === 2, `${route.name} ${lang}: ${first}`).toBe(false);
        }
      }
    }
  });

  it('builds Swedish paths from the Swedish words', () => {
    expect(getRoute('ProductsByGroup').paths.sv).toBe('alla-produkter/grupper/{groupSlug}');
    expect(getRoute('Product').paths.sv).toBe('produkt/{uniqueName}');
    expect(getRoute('OrderConfirmed').paths.sv).toBe('kassan/status/bekraftad');
    expect(getRoute('ResellerLogin').paths.sv).toBe('af/{slug}');
    expect(getRoute('ProductsByGroup').paths.de).toBe('alle-produkte/gruppen/{groupSlug}');
  });

  it('recognises route names', () => {
    expect(isRouteName('Cart')).toBe(true);
    expect(isRouteName('cart')).toBe(false);
    expect(isRouteName(undefined)).toBe(false);
  });
});
