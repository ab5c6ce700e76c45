import { changeSearch, changeSort, type ProductListState } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { ListSearch } from './ListSearch';
import { hiddenFields } from './listLocation';
import type { ListScope } from './listScope';
import { SortSelect } from './SortSelect';
import type { sortChoice } from './sortChoice';
import { ViewSwitch } from './ViewSwitch';

/** The bar above a product list: its result count, search within it, sort and view. */
export async function ListToolbar({
  language,
  culture,
  scope,
  state,
  sort,
  listName,
  total,
}: {
  language: string;
  culture: string;
  scope: ListScope;
  state: ProductListState;
  sort: ReturnType<typeof sortChoice>;
  listName: string;
  total: number;
}) {
  const t = await getTranslations({ locale: language, namespace: 'catalog' });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 pb-3 sm:gap-y-3 sm:pb-4">
      <p
        role="status"
        data-testid="result-count"
        className="order-1 mr-auto text-sm font-semibold text-slate-900"
      >
        {t('resultCount', { count: total })}
      </p>
      {/* Phones: the count and view on one row, search and sort on the next. */}
      <div className="order-3 min-w-0 flex-1 basis-40 sm:order-2 sm:basis-56">
        <ListSearch
          action={scope.path}
          hidden={hiddenFields(scope, changeSearch(state, ''), ['query'])}
          query={state.query}
          texts={{
            label: t('search.label'),
            placeholder: t('search.placeholder', { list: listName.toLocaleLowerCase(culture) }),
            submit: t('search.submit'),
          }}
        />
      </div>
      <div className="order-4 max-w-[45%] sm:order-3 sm:max-w-none">
        <SortSelect
          action={scope.path}
          hidden={hiddenFields(scope, changeSort(state, undefined), ['sort'])}
          options={sort.options}
          active={sort.active}
          relevanceLabel={state.query === '' ? null : t('sort.relevance')}
          texts={{ label: t('sort.label'), apply: t('sort.apply'), option: (key) => t(`sort.${key}`) }}
        />
      </div>
      <div className="order-2 sm:order-4">
        <ViewSwitch
          location={scope}
          state={state}
          texts={{ label: t('view.label'), view: (view) => t(`view.${view}`) }}
        />
      </div>
    </div>
  );
}
