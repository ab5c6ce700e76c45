import { HttpError } from '@workwear/client';
import type { FilterSearchResponse, ProductListResponse } from '@workwear/contracts';
import {
  changeFilter,
  changePriceLimit,
  changeSearch,
  clearFilters,
  formatMoney,
  goToPage,
  type PriceDisplay,
  type ProductListState,
  preselectedGender,
  routePath,
  sameFilterToken,
  searchAnalyticsApplies,
  showsStockFlag,
  withoutFilterValues,
} from '@workwear/domain';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getShopApi, getSignedIn } from '@/features/auth';
import { getFeatureFlags } from '@/features/flags';
import { SearchAnalytics } from '@/features/searchAnalytics';
import { menuGenderValueIds } from '@/features/shell';
import { loadStartupData } from '@/features/startup';
import { logError } from '@/lib/serverLog';
import type { ShopContext } from '@/lib/shopContext';
import { type ActiveChip, ActiveFilters } from './ActiveFilters';
import { DidYouMean } from './DidYouMean';
import { EmptyList } from './EmptyList';
import { FilterPanel } from './FilterPanel';
import { activeSelections, filterGroups } from './filterGroups';
import { ListError } from './ListError';
import { ListPager } from './ListPager';
import { ListToolbar } from './ListToolbar';
import { PRODUCTS_ID } from './listAnchors';
import { hiddenFields, listHref } from './listLocation';
import { facetQuery, listQuery } from './listQuery';
import type { ListScope } from './listScope';
import { ProductResults } from './ProductResults';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD, priceFormValues } from './priceForm';
import { productCardLabels } from './productCardLabels';
import { productHref } from './productHref';
import { sortChoice, sortVisitorFor } from './sortChoice';

type Props = {
  context: ShopContext;
  display: PriceDisplay;
  scope: ListScope;
  state: ProductListState;
  retryHref: string;
};

/**
 * Where the list's skip link and the filter sheet's show button lead: the products, or the message
 * that stands in their place.
 */
function ProductsTarget({ children }: { children: ReactNode }) {
  return (
    <div id={PRODUCTS_ID} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
      {children}
    </div>
  );
}

type Selection = ReturnType<typeof activeSelections>[number];
type Gender = ReturnType<typeof preselectedGender>;
type PriceLimit = NonNullable<ProductListState['priceLimit']>;

/**
 * The chips of what narrows the list (each filter value, the price limit, the search), each with the
 * link that removes it, and the link that clears every filter but the list's own gender.
 */
function activeChips(
  scope: ListScope,
  shown: ProductListState,
  selections: readonly Selection[],
  gender: Gender,
  labels: { price: (limit: PriceLimit) => string; search: (query: string) => string },
): { chips: ActiveChip[]; clearHref: string | null } {
  const chips: ActiveChip[] = selections.map(({ group, value }) => ({
    key: `${value.token.type},${value.token.valueId}`,
    label: `${group.name}: ${value.label}`,
    removeHref: listHref(scope, changeFilter(shown, value.token, false)),
  }));
  if (shown.priceLimit) {
    chips.push({
      key: 'price',
      label: labels.price(shown.priceLimit),
      removeHref: listHref(scope, changePriceLimit(shown, undefined)),
    });
  }
  // From the state, not the chips: filters still clear when the filter panel could not be loaded.
  const hasFilters =
    shown.priceLimit !== undefined ||
    shown.filters.some((f) => gender === undefined || !sameFilterToken(f, gender));
  const clearHref = hasFilters ? listHref(scope, clearFilters(shown, gender)) : null;
  if (shown.query !== '') {
    chips.push({
      key: 'query',
      label: labels.search(shown.query),
      removeHref: listHref(scope, changeSearch(shown, '')),
    });
  }
  return { chips, clearHref };
}

/**
 * The list's products and controls for one URL state, rendered on the server.
 *
 * Filter counts: the spec refreshes every field's counts after a filter change except the field just
 * changed, unless it is an AND filter (fieldsToRefreshAfterChange). Each render here asks
 * /filter/search once, and the API counts each OR field under every other field's selection but not
 * its own, and an AND field under all selections including its own (facetCounts). So the field just
 * changed keeps showing the counts of its alternatives, an AND field narrows with its own choice, and
 * every other field reflects the change: the numbers the rule gives, without a client-side merge.
 */
export async function ProductListResults({ context, display, scope, state, retryHref }: Props) {
  const { language, market } = context;
  const [api, t, cardLabels, { navigation }, signedIn, flags] = await Promise.all([
    getShopApi(language),
    getTranslations({ locale: language, namespace: 'catalog' }),
    productCardLabels(language),
    loadStartupData(language),
    getSignedIn(),
    getFeatureFlags(),
  ]);
  // Clearing the filters keeps the gender the list was opened with, the menu's unisex value included.
  const gender = preselectedGender(state, scope.preselected, menuGenderValueIds(navigation));
  const visitor = sortVisitorFor(
    signedIn?.role ?? null,
    market.info.b2CActivate,
    flags.isOn('UseBestSellingColorVariant'),
    display.showPrices,
  );
  const sort = sortChoice(state, visitor);
  const [listed, facets] = await Promise.allSettled([
    api.product.list(listQuery(scope.api, state, sort.apiSort, display.incVat)),
    api.product.filterSearch(facetQuery(scope.api, state, display.incVat)),
  ]);
  if (listed.status === 'rejected') {
    logError('Failed to fetch the product list.', listed.reason);
    const refused = listed.reason instanceof HttpError && listed.reason.status === 400;
    const cleared = listHref(scope, changeSearch(clearFilters(state, gender), ''));
    return (
      <ProductsTarget>
        <ListError language={language} retryHref={retryHref} clearHref={refused ? cleared : null} />
      </ProductsTarget>
    );
  }
  // A search for exactly one product's article number opens that product at the colour it names,
  // as a redirect from the server, so it works without script too.
  if (listed.value.article) redirect(productHref(language, listed.value.article));
  if (facets.status === 'rejected') logError('Failed to fetch the product filters.', facets.reason);

  // Values the API did not know (a stale link) are left out of the list and of every link built here.
  const known = withoutFilterValues(state, listed.value.ignoredFilters ?? []);
  // A page beyond the last shows the last page (goToPage caps it to the total).
  const shown = goToPage(known, known.page, listed.value.total);
  let list: ProductListResponse = listed.value;
  if (shown.page !== state.page) {
    try {
      list = await api.product.list(listQuery(scope.api, shown, sort.apiSort, display.incVat));
    } catch (error) {
      logError('Failed to fetch the last page of the product list.', error);
      return (
        <ProductsTarget>
          <ListError language={language} retryHref={retryHref} />
        </ProductsTarget>
      );
    }
  }

  const facetData: FilterSearchResponse | null = facets.status === 'fulfilled' ? facets.value : null;
  const groups = facetData && filterGroups(facetData, shown, scope.preselected);
  const selections = groups ? activeSelections(groups) : [];
  const priceValues =
    facetData && display.showPrices
      ? priceFormValues(facetData.price, display.incVat, shown.priceLimit)
      : null;

  const { chips, clearHref } = activeChips(scope, shown, selections, gender, {
    price: (limit) =>
      t('price.chip', { min: formatMoney(limit.min, market), max: formatMoney(limit.max, market) }),
    search: (query) => t('active.search', { query }),
  });

  const rowLabels = {
    ...cardLabels,
    sizes: (min: string, max: string) => t('card.sizes', { min, max }),
    colourNames: (names: string) => t('card.colourNames', { names }),
  };

  const { didYouMean } = list;
  // Nothing to narrow (an empty search): no panel, and the products take the whole width.
  const hasPanel = groups === null || groups.length > 0 || priceValues !== null;
  return (
    <div
      className={
        hasPanel ? 'mt-4 sm:mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8' : 'mt-4 sm:mt-6'
      }
    >
      {hasPanel && (
        <FilterPanel
          language={language}
          location={scope}
          state={shown}
          groups={groups}
          selectedCount={chips.length - (shown.query === '' ? 0 : 1)}
          resultsLabel={t('filters.showResults', { count: list.total })}
          price={
            priceValues && {
              values: priceValues,
              hidden: hiddenFields(scope, changePriceLimit(shown, undefined), [
                PRICE_MIN_FIELD,
                PRICE_MAX_FIELD,
              ]),
              texts: {
                title: t('price.title'),
                unit: t('price.unit', {
                  currency: market.currency.code,
                  vat: display.incVat ? cardLabels.incVat : cardLabels.exVat,
                }),
                min: t('price.min'),
                max: t('price.max'),
                apply: t('price.apply'),
              },
            }
          }
        />
      )}
      <section id="product-results" aria-labelledby="products-heading" className="min-w-0 scroll-mt-4">
        <SearchAnalytics
          on={searchAnalyticsApplies({
            role: signedIn?.role ?? null,
            b2cMarket: market.info.b2CActivate,
            useKlevu: flags.isOn('UseKlevu'),
          })}
          context={context}
          query={shown.query}
          inCategory={scope.name !== null}
          list={list}
        />
        <h2 id="products-heading" className="sr-only">
          {t('productsHeading')}
        </h2>
        <ListToolbar
          language={language}
          culture={context.culture}
          scope={scope}
          state={shown}
          sort={sort}
          listName={scope.name ?? t('allProducts')}
          total={list.total}
        />
        <ActiveFilters
          chips={chips}
          clearHref={clearHref}
          texts={{
            title: t('active.title'),
            remove: (name) => t('active.remove', { name }),
            clear: t('active.clear'),
          }}
        />
        <ProductsTarget>
          {didYouMean && (
            <DidYouMean
              href={listHref(scope, changeSearch(shown, didYouMean))}
              text={(link) => t.rich('didYouMean', { query: didYouMean, link })}
            />
          )}
          {list.results.length === 0 ? (
            <EmptyList
              clearHref={clearHref}
              clearSearchHref={shown.query === '' ? null : listHref(scope, changeSearch(shown, ''))}
              allHref={routePath('Products', language)}
              texts={{
                title: t('empty.title'),
                text: shown.query === '' ? t('empty.text') : t('empty.searchText', { query: shown.query }),
                clear: t('empty.clear'),
                clearSearch: t('empty.clearSearch'),
                all: t('empty.all'),
              }}
            />
          ) : (
            <ProductResults
              products={list.results}
              view={shown.view}
              language={language}
              display={display}
              market={market}
              labels={rowLabels}
              showStock={showsStockFlag(market)}
            />
          )}
        </ProductsTarget>
        <ListPager
          location={scope}
          state={shown}
          total={list.total}
          totalPages={list.totalPages}
          texts={{
            label: t('pager.label'),
            previous: t('pager.previous'),
            next: t('pager.next'),
            page: (page) => t('pager.page', { page }),
            status: t('pager.status', { page: shown.page, total: list.totalPages }),
          }}
        />
      </section>
    </div>
  );
}
