import { type Language, SUPPORTED_LANGUAGES } from './languages';
import { ROLE, type RoleCode } from './roles';
import { ROUTE_SEGMENTS, type RouteSegmentKey } from './routeSegments';

type Placeholder = `{${string}}`;
type PathPart = RouteSegmentKey | Placeholder;

/** 'public', 'signedIn' (any role) or the role codes allowed in. */
type Access = 'public' | 'signedIn' | readonly RoleCode[];

type RouteRow = { readonly name: string; readonly parts: readonly PathPart[]; readonly access: Access };

const COMPANY_MANAGERS = [ROLE.Administrator, ROLE.CustomerAdmin, ROLE.Internal] as const;
const ADMINISTRATORS = [ROLE.Administrator, ROLE.Internal] as const;
const INTERNAL_ONLY = [ROLE.Internal] as const;

// The specification's route table, in its order. Matching does not depend on this order.
const ROUTE_ROWS = [
  { name: 'Home', parts: [], access: 'public' },
  { name: 'Cart', parts: ['checkout'], access: 'public' },
  { name: 'CartOrder', parts: ['checkout', 'order'], access: 'public' },
  { name: 'CheckoutB2BConfirm', parts: ['checkout', 'delivery'], access: 'public' },
  { name: 'OrderConfirmed', parts: ['checkout', 'status', 'confirmed'], access: 'public' },
  { name: 'OrderFailed', parts: ['checkout', 'status', 'failed'], access: 'public' },
  { name: 'OrderCanceled', parts: ['checkout', 'status', 'canceled'], access: 'public' },
  { name: 'OrderExternal', parts: ['checkout', 'status', 'external'], access: 'public' },
  { name: 'OrderPending', parts: ['checkout', 'status', 'pending'], access: 'public' },
  { name: 'PunchoutConfirmed', parts: ['checkout', 'status', 'punchout', 'confirmed'], access: 'public' },
  { name: 'Products', parts: ['all-products'], access: 'public' },
  { name: 'ProductsByGroup', parts: ['all-products', 'groups', '{groupSlug}'], access: 'public' },
  { name: 'ProductsByFamily', parts: ['all-products', 'collections', '{familySlug}'], access: 'public' },
  { name: 'ProductsMen', parts: ['all-products', 'men', '{genderMenSlug}'], access: 'public' },
  { name: 'ProductsWomen', parts: ['all-products', 'women', '{genderWomenSlug}'], access: 'public' },
  { name: 'ProductsByCategory', parts: ['all-products', '{categorySlug}'], access: 'public' },
  {
    name: 'ProductsByBaseCategory',
    parts: ['all-products', '{categoryBaseSlug}', '{categorySlug}'],
    access: 'public',
  },
  { name: 'Product', parts: ['product', '{uniqueName}'], access: 'public' },
  { name: 'Vas', parts: ['vas'], access: 'public' },
  { name: 'SizeGuide', parts: ['sizeguide'], access: 'public' },
  { name: 'EuDoc', parts: ['eudoc'], access: 'public' },
  { name: 'HangTight', parts: ['hangtight'], access: 'public' },
  { name: 'InstantOrder', parts: ['instantorder'], access: 'public' },
  { name: 'NewsletterUnsubscribe', parts: ['newsletter', 'unsubscribe'], access: 'public' },
  { name: 'FindStore', parts: ['brand', 'contact', 'find-store'], access: 'public' },
  { name: 'FindStoreDetail', parts: ['brand', 'contact', 'find-store', '{slug}'], access: 'public' },
  { name: 'ResellerLogin', parts: ['rs', '{slug}'], access: 'public' },
  { name: 'EndeavorTest', parts: ['endeavor-test'], access: 'public' },
  { name: 'MyFavorites', parts: ['myfavorites'], access: 'public' },
  { name: 'Account', parts: ['mypages', 'account'], access: 'signedIn' },
  { name: 'AccountOrders', parts: ['account', 'orders'], access: 'signedIn' },
  { name: 'AccountSizes', parts: ['account', 'sizes'], access: 'signedIn' },
  { name: 'AccountDeliveries', parts: ['account', 'deliveries'], access: 'signedIn' },
  { name: 'AccountSettings', parts: ['account', 'settings'], access: 'signedIn' },
  { name: 'CompanyExternalOrders', parts: ['company', 'external-orders'], access: 'signedIn' },
  { name: 'MyVas', parts: ['mypages', 'vas'], access: 'signedIn' },
  { name: 'AmountLimitApprove', parts: ['amountlimit', 'approve'], access: 'signedIn' },
  { name: 'CompanyDashboard', parts: ['mypages', 'company'], access: COMPANY_MANAGERS },
  { name: 'CompanyAdministration', parts: ['company', 'administration'], access: COMPANY_MANAGERS },
  { name: 'CompanyOrders', parts: ['company', 'orders'], access: COMPANY_MANAGERS },
  { name: 'CompanyDeliveries', parts: ['company', 'deliveries'], access: COMPANY_MANAGERS },
  { name: 'CompanyPendingOrders', parts: ['company', 'pending-orders'], access: COMPANY_MANAGERS },
  { name: 'CompanyInvoices', parts: ['company', 'invoices'], access: COMPANY_MANAGERS },
  {
    name: 'AdministrateCompanies',
    parts: ['mypages', 'company', 'administrate-companies'],
    access: ADMINISTRATORS,
  },
  {
    name: 'AdministrateCompany',
    parts: ['mypages', 'company', 'administrate-company', '{customerId}'],
    access: ADMINISTRATORS,
  },
  { name: 'EditPriceLists', parts: ['mypages', 'company', 'edit-price-lists'], access: ADMINISTRATORS },
  { name: 'EditAddress', parts: ['mypages', 'company', 'edit-address'], access: ADMINISTRATORS },
  { name: 'CompanySettings', parts: ['mypages', 'company', 'settings'], access: INTERNAL_ONLY },
  // The storefront's own pages beyond the specification's table (issue 10): saved carts, and the
  // consumer's choice between merging and overwriting carts at sign-in.
  { name: 'AccountSavedCarts', parts: ['account', 'saved-carts'], access: 'signedIn' },
  { name: 'CartMerge', parts: ['checkout', 'merge'], access: 'signedIn' },
  // The legal pages of issue 27 (legalPages.ts): each market's editable texts, public.
  { name: 'TermsOfSale', parts: ['terms-of-sale'], access: 'public' },
  { name: 'Privacy', parts: ['privacy'], access: 'public' },
  { name: 'WithdrawalAndReturns', parts: ['withdrawal-and-returns'], access: 'public' },
  { name: 'Contact', parts: ['contact'], access: 'public' },
  { name: 'Cookies', parts: ['cookies'], access: 'public' },
  // Issue 28: the company's spending limits per customer, with bulk update (spec §6), where company
  // administration is; the API decides per principal what they may see and change.
  { name: 'CompanyAmountLimits', parts: ['company', 'amount-limits'], access: COMPANY_MANAGERS },
] as const satisfies readonly RouteRow[];

export type RouteName = (typeof ROUTE_ROWS)[number]['name'];

/**
 * One storefront route. Paths carry no language prefix and no leading slash and keep their
 * {param} placeholders. roles null means any signed-in user when restricted, anyone otherwise.
 */
export type RouteDef = {
  readonly name: RouteName;
  readonly paths: Readonly<Record<Language, string>>;
  readonly restricted: boolean;
  readonly roles: readonly RoleCode[] | null;
};

function isPlaceholder(part: PathPart): part is Placeholder {
  return part.startsWith('{');
}

function pathIn(parts: readonly PathPart[], lang: Language): string {
  return parts.map((part) => (isPlaceholder(part) ? part : ROUTE_SEGMENTS[lang][part])).join('/');
}

function toRouteDef(row: RouteRow & { readonly name: RouteName }): RouteDef {
  const paths = Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, pathIn(row.parts, lang)]));
  return {
    name: row.name,
    paths: paths as Record<Language, string>,
    restricted: row.access !== 'public',
    roles: typeof row.access === 'string' ? null : row.access,
  };
}

export const ROUTES: readonly RouteDef[] = ROUTE_ROWS.map(toRouteDef);

export const ROUTE_NAMES: readonly RouteName[] = ROUTES.map((route) => route.name);

const BY_NAME = new Map<string, RouteDef>(ROUTES.map((route) => [route.name, route]));

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && BY_NAME.has(value);
}

export function getRoute(name: RouteName): RouteDef {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}
