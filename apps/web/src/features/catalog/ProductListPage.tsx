import { routePath } from '@workwear/domain';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPriceDisplay } from '@/features/pricing';
import { pageAlternates } from '@/features/seo';
import { homeCrumb } from '@/features/shell';
import type { RoutePageProps } from '@/lib/routePageProps';
import { getShopContext } from '@/lib/shopContext';
import { ListBreadcrumbs } from './ListBreadcrumbs';
import { ListError } from './ListError';
import { PRODUCTS_ID } from './listAnchors';
import { listHref, withPreselected } from './listLocation';
import { type ListScope, loadListScope, scopeArgs } from './listScope';
import { requestedListState } from './listState';
import { ProductListResults } from './ProductListResults';

function scopeOf(page: RoutePageProps) {
  return loadListScope(page.lang, page.route.name, ...scopeArgs(page.params));
}

/** The all-products list with a search is a search results page, named by what was searched. */
const isSearchPage = (scope: ListScope, query: string) => scope.name === null && query !== '';

export async function productListMetadata(page: RoutePageProps): Promise<Metadata> {
  const context = await getShopContext(page.lang);
  const [t, result, alternates] = await Promise.all([
    getTranslations({ locale: context.language, namespace: 'catalog' }),
    scopeOf(page),
    pageAlternates(context),
  ]);
  if (result.kind === 'failed') return { title: t('allProducts'), alternates };
  const { scope } = result;
  const { query } = requestedListState(page.searchParams).state;
  if (isSearchPage(scope, query)) {
    // Search results are endless variations of one page: followed, not indexed.
    return { title: t('searchTitle', { query }), alternates, robots: { index: false, follow: true } };
  }
  return {
    title: scope.seoTitle ? { absolute: scope.seoTitle } : (scope.heading ?? t('allProducts')),
    description: scope.seoDescription ?? scope.description ?? t('allProductsDescription'),
    alternates,
  };
}

/**
 * Every product list route: all products (and search results), groups, collections, men's and
 * women's lists and categories. The whole list state is in the URL (the spec's query parameters,
 * read and written by the domain), so the page renders on the server and every control is a link or
 * a GET form: back/forward and shared links show the same list.
 *
 * No Suspense boundary around the products: a streamed boundary needs script to be revealed, and
 * the list must work without it. While a change is in flight the old list stays, dimmed, under a
 * progress bar (ListLink, ListForm); the API answers a list in milliseconds, so a first load gains
 * little from a skeleton.
 */
export async function ProductListPage(page: RoutePageProps) {
  const [context, display, result] = await Promise.all([
    getShopContext(page.lang),
    getPriceDisplay(page.lang),
    scopeOf(page),
  ]);
  const { language } = context;
  const t = await getTranslations({ locale: language, namespace: 'catalog' });
  const requested = requestedListState(page.searchParams);
  const container = 'group/list mx-auto max-w-7xl px-4 pt-3 pb-16 sm:pt-6';
  if (result.kind === 'failed') {
    // Retry links are rebuilt from the parsed state: a request's own query may carry router internals.
    const retryHref = listHref({ path: context.pathname }, requested.state);
    return (
      <div className={container}>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('allProducts')}</h1>
        <ListError language={language} retryHref={retryHref} />
      </div>
    );
  }
  const { scope } = result;
  const state = withPreselected(scope, requested.state);
  // A submitted price form becomes the spec's filters=price,min,max at the list's own URL.
  if (requested.fromPriceForm) redirect(listHref(scope, state));

  const search = isSearchPage(scope, state.query);
  const heading = search ? t('searchHeading', { query: state.query }) : (scope.heading ?? t('allProducts'));
  const description = search
    ? null
    : (scope.description ?? (scope.name === null ? t('allProductsDescription') : null));
  const home = await homeCrumb(language);
  const crumbs =
    scope.name === null && !search
      ? [home]
      : [home, { label: t('allProducts'), href: routePath('Products', language) }, ...scope.trail];
  const current = search ? t('searchTitle', { query: state.query }) : (scope.name ?? t('allProducts'));

  return (
    <div className={container}>
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-x-0 top-0 z-50 hidden h-1 animate-pulse bg-brand-500 group-has-[[data-pending]]/list:block"
      />
      {/* Past the filters (on a wide screen dozens of links) straight to the products. */}
      <a
        href={`#${PRODUCTS_ID}`}
        className="sr-only rounded bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:absolute focus:z-50"
      >
        {t('skipToProducts')}
      </a>
      <ListBreadcrumbs label={t('breadcrumbs')} crumbs={crumbs} current={current} />
      {/* Phones: smaller type and margins, so the first row of products shows on the first screen. */}
      <header className="mt-2 max-w-3xl sm:mt-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        {description && <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{description}</p>}
      </header>
      <ProductListResults
        context={context}
        display={display}
        scope={scope}
        state={state}
        retryHref={listHref(scope, state)}
      />
    </div>
  );
}
