import { type Language, loginRedirectPath, type RouteName } from '@workwear/domain';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountPage } from '@/features/account/AccountPage';
import { SettingsPage } from '@/features/account/SettingsPage';
import { SizesPage } from '@/features/account/SizesPage';
import type { SignedIn } from '@/features/auth/session';
import { CartPage } from '@/features/cart/CartPage';
import { CartMergePage } from '@/features/cartMerge/CartMergePage';
import { ProductListPage, productListMetadata } from '@/features/catalog/ProductListPage';
import { CheckoutRoutePage, checkoutPageMetadata } from '@/features/checkout/CheckoutRoutePage';
import { getFeatureFlags } from '@/features/flags/featureFlags';
import { OrdersPage } from '@/features/orders/OrdersPage';
import { ProductPage, productPageMetadata } from '@/features/product/ProductPage';
import { StickyBuyBoxProductPage } from '@/features/product/StickyBuyBoxProductPage';
import { QuickOrderPage } from '@/features/quickOrder/QuickOrderPage';
import { SavedCartsPage } from '@/features/savedCarts/SavedCartsPage';
import type { RoutePageProps } from '@/lib/routePageProps';

/** A signed-in visitor let through a restricted route's role check (routeGuard.tsx). */
export type AdmittedVisitor = { signedIn: SignedIn; language: Language; culture: string };

type PageMetadata = (page: RoutePageProps) => Promise<Metadata>;
type Rendered = ReactNode | Promise<ReactNode>;

/**
 * One row of the route registry: how a route's page renders and what its head says. A public page
 * renders for anyone; a signed-in page only past the route guard, which hands it the visitor.
 */
export type RoutePage =
  | { access: 'public'; render: (page: RoutePageProps) => Rendered; metadata: PageMetadata }
  | {
      access: 'signedIn';
      render: (page: RoutePageProps, visitor: AdmittedVisitor) => Rendered;
      metadata: PageMetadata;
    };

/** A page about one visitor's cart or account: titled from its messages and never indexed. */
function unindexedTitle(namespace: string, key: string): PageMetadata {
  return async (page) => {
    const t = await getTranslations({ locale: page.lang, namespace });
    return { title: t(key), robots: { index: false } };
  };
}

const productList: RoutePage = {
  access: 'public',
  render: (page) => <ProductListPage {...page} />,
  metadata: productListMetadata,
};

const checkout: RoutePage = {
  access: 'public',
  render: (page) => <CheckoutRoutePage {...page} />,
  metadata: checkoutPageMetadata,
};

/**
 * The route registry's page column: each route name of @workwear/domain's route table with its page
 * and metadata (its query parameters are routeQuery.ts). Routes whose pages arrive with later issues
 * (company, deliveries, ...) are in the domain's table already, so guards and language switching work
 * for them; with no row here they answer 404.
 */
export const ROUTE_PAGES: Readonly<Partial<Record<RouteName, RoutePage>>> = {
  Products: productList,
  ProductsByGroup: productList,
  ProductsByFamily: productList,
  ProductsMen: productList,
  ProductsWomen: productList,
  ProductsByCategory: productList,
  ProductsByBaseCategory: productList,
  Product: { access: 'public', render: productPage, metadata: productPageMetadata },
  Cart: {
    access: 'public',
    render: (page) => <CartPage {...page} />,
    metadata: unindexedTitle('cart', 'page.title'),
  },
  CartOrder: checkout,
  CheckoutB2BConfirm: checkout,
  OrderConfirmed: checkout,
  OrderFailed: checkout,
  OrderCanceled: checkout,
  OrderExternal: checkout,
  OrderPending: checkout,
  PunchoutConfirmed: checkout,
  ResellerLogin: { access: 'public', render: resellerLogin, metadata: async () => ({}) },
  InstantOrder: {
    access: 'public',
    render: (page) => <QuickOrderPage {...page} />,
    metadata: unindexedTitle('quickOrder', 'page.title'),
  },
  Account: {
    access: 'signedIn',
    render: (_page, { language, culture, signedIn }) => (
      <AccountPage language={language} culture={culture} signedIn={signedIn} />
    ),
    metadata: unindexedTitle('account', 'pages.account'),
  },
  AccountOrders: {
    access: 'signedIn',
    render: (page, { language }) => <OrdersPage language={language} searchParams={page.searchParams} />,
    metadata: unindexedTitle('account', 'pages.orders'),
  },
  AccountSettings: {
    access: 'signedIn',
    render: (_page, { language }) => <SettingsPage language={language} />,
    metadata: unindexedTitle('account', 'pages.settings'),
  },
  AccountSizes: {
    access: 'signedIn',
    render: (_page, { language }) => <SizesPage language={language} />,
    metadata: unindexedTitle('account', 'pages.sizes'),
  },
  AccountSavedCarts: {
    access: 'signedIn',
    render: (_page, { language }) => <SavedCartsPage language={language} />,
    metadata: unindexedTitle('savedCarts', 'page.title'),
  },
  CartMerge: {
    access: 'signedIn',
    render: (_page, { language }) => <CartMergePage language={language} />,
    metadata: unindexedTitle('savedCarts', 'merge.title'),
  },
};

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
