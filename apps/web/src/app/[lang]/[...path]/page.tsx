import { isSupportedLanguage, loginRedirectPath, matchRoute, routeAccess } from '@workwear/domain';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { ForbiddenPage } from '@/features/account/ForbiddenPage';
import { SettingsPage } from '@/features/account/SettingsPage';
import { SizesPage } from '@/features/account/SizesPage';
import { getSignedIn } from '@/features/auth/session';
import { CartPage } from '@/features/cart/CartPage';
import { CartMergePage } from '@/features/cartMerge/CartMergePage';
import { isProductListRoute } from '@/features/catalog/listRoutes';
import { ProductListPage, productListMetadata } from '@/features/catalog/ProductListPage';
import {
  CheckoutRoutePage,
  checkoutPageMetadata,
  isCheckoutRoute,
} from '@/features/checkout/CheckoutRoutePage';
import { getFeatureFlags } from '@/features/flags/featureFlags';
import { OrdersPage } from '@/features/orders/OrdersPage';
import { ProductPage, productPageMetadata } from '@/features/product/ProductPage';
import { StickyBuyBoxProductPage } from '@/features/product/StickyBuyBoxProductPage';
import { QuickOrderPage } from '@/features/quickOrder/QuickOrderPage';
import { SavedCartsPage } from '@/features/savedCarts/SavedCartsPage';
import { pickQueryParams, queryParamsOfRoute } from '@/features/shell/pageQuery';
import type { RoutePageProps } from '@/features/shell/routePageProps';
import { getShopContext } from '@/lib/shopContext';

const ACCOUNT_TITLES = {
  Account: 'pages.account',
  AccountOrders: 'pages.orders',
  AccountSettings: 'pages.settings',
  AccountSizes: 'pages.sizes',
} as const;

type Props = {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Every translated route lands here: the route table in @workwear/domain names the page, and the
 * feature renders it. Routes whose pages arrive with later issues (checkout, account, company) are
 * in the table already, so guards and language switching work for them; they answer 404 until then.
 */
async function resolve({ params, searchParams }: Props): Promise<RoutePageProps> {
  const [{ lang, path }, query] = await Promise.all([params, searchParams]);
  if (!isSupportedLanguage(lang)) notFound();
  const match = matchRoute(lang, path.map(encodeURIComponent).join('/'));
  if (!match) notFound();
  // Only the parameters the route reads: the page cache keys on the same list (pageQuery.ts).
  const read = pickQueryParams(query, queryParamsOfRoute(match.route.name));
  return { lang, route: match.route, params: match.params, searchParams: read };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await resolve(props);
  if (isProductListRoute(page.route.name)) return productListMetadata(page);
  if (page.route.name === 'Product') return productPageMetadata(page);
  if (page.route.name === 'Cart') {
    const t = await getTranslations({ locale: page.lang, namespace: 'cart' });
    return { title: t('page.title'), robots: { index: false } };
  }
  if (isCheckoutRoute(page.route.name)) return checkoutPageMetadata(page);
  const own = await ownPageTitle(page.route.name, page.lang);
  if (own) return { title: own, robots: { index: false } };
  if (page.route.restricted) {
    const title = ACCOUNT_TITLES[page.route.name as keyof typeof ACCOUNT_TITLES];
    const t = await getTranslations({ locale: page.lang, namespace: 'account' });
    return { robots: { index: false }, ...(title ? { title: t(title) } : {}) };
  }
  return {};
}

/** The titles of the quick order, saved carts and cart merge pages (not indexed: they are about a cart). */
async function ownPageTitle(name: string, lang: string): Promise<string | null> {
  if (!isSupportedLanguage(lang)) return null;
  if (name === 'InstantOrder')
    return (await getTranslations({ locale: lang, namespace: 'quickOrder' }))('page.title');
  if (name === 'AccountSavedCarts')
    return (await getTranslations({ locale: lang, namespace: 'savedCarts' }))('page.title');
  if (name === 'CartMerge')
    return (await getTranslations({ locale: lang, namespace: 'savedCarts' }))('merge.title');
  return null;
}

export default async function RoutePage(props: Props) {
  const page = await resolve(props);
  if (page.route.restricted) return <RestrictedPage {...page} />;
  if (isProductListRoute(page.route.name)) return <ProductListPage {...page} />;
  if (page.route.name === 'Product') return productPage(page);
  if (page.route.name === 'Cart') return <CartPage {...page} />;
  if (isCheckoutRoute(page.route.name)) return <CheckoutRoutePage {...page} />;
  if (page.route.name === 'ResellerLogin') return resellerLogin(page);
  if (page.route.name === 'InstantOrder') return <QuickOrderPage {...page} />;
  notFound();
}

/**
 * The product page in the market's layout: with UseNewProductDetailsPage on (never in production) the
 * one with the sticky buy box and product information in disclosures, else the established one.
 * Both render the same view (productPageView.ts); the flag is per market, as the page cache is.
 */
async function productPage(page: RoutePageProps) {
  const flags = await getFeatureFlags();
  return flags.isOn('UseNewProductDetailsPage') ? (
    <StickyBuyBoxProductPage {...page} />
  ) : (
    <ProductPage {...page} />
  );
}

/**
 * A reseller's own login link (rs/{slug}, Swedish af/{slug}) is the route table's "reseller login
 * redirect": with the market's flag UseResellerUniqueLogin on it leads to the login page, back to the
 * language home afterwards; with the flag off (the default) the link does not exist.
 */
async function resellerLogin(page: RoutePageProps): Promise<never> {
  if (!(await getFeatureFlags()).isOn('UseResellerUniqueLogin')) notFound();
  redirect(loginRedirectPath(`/${page.lang}`));
}

/**
 * A restricted route. proxy.ts has already sent anonymous visitors to the login page and documents of
 * a role not allowed to the language home; a client-side navigation of such a role lands here and
 * gets the 403 page (spec).
 */
async function RestrictedPage(page: RoutePageProps) {
  const [signedIn, context] = await Promise.all([getSignedIn(), getShopContext(page.lang)]);
  const access = routeAccess(
    page.route,
    signedIn ? { authenticated: true, role: signedIn.role } : { authenticated: false },
  );
  if (access === 'login' || !signedIn) redirect(loginRedirectPath(context.pathname));
  if (access === 'forbidden') return <ForbiddenPage language={context.language} />;
  if (page.route.name === 'Account')
    return <AccountPage language={context.language} culture={context.culture} signedIn={signedIn} />;
  if (page.route.name === 'AccountSettings') return <SettingsPage language={context.language} />;
  if (page.route.name === 'AccountSizes') return <SizesPage language={context.language} />;
  if (page.route.name === 'AccountSavedCarts') return <SavedCartsPage language={context.language} />;
  if (page.route.name === 'AccountOrders')
    return <OrdersPage language={context.language} searchParams={page.searchParams} />;
  if (page.route.name === 'CartMerge') return <CartMergePage language={context.language} />;
  notFound();
}
