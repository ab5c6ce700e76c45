import { changeFilter, type Language, type ProductListState } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { FilterGroup } from './FilterGroup';
import { FilterSheet } from './FilterSheet';
import type { FilterGroupView } from './filterGroups';
import { FilterIcon } from './icons';
import { PRODUCTS_ID } from './listAnchors';
import { type ListLocation, listHref } from './listLocation';
import { PriceFilter, type PriceFilterTexts } from './PriceFilter';
import type { PriceFormValues } from './priceForm';
import { SoftLinkArea } from './SoftLinkArea';

type Props = {
  language: Language;
  location: ListLocation;
  state: ProductListState;
  groups: readonly FilterGroupView[] | null;
  price: { values: PriceFormValues; hidden: readonly [string, string][]; texts: PriceFilterTexts } | null;
  selectedCount: number;
  /** "Show N products" with the list's live count, the phone sheet's sticky button. */
  resultsLabel: string;
};

/**
 * The filter panel: a sheet (modal dialog) on phones, opened by its toggle, always open as a sidebar
 * from the lg breakpoint (992 px), where CSS shows its content whatever the open state and hides the
 * toggle (FilterSheet). The open sheet survives the list's soft navigations, so a visitor chooses
 * several filters in a row and sees the count follow.
 */
export async function FilterPanel({
  language,
  location,
  state,
  groups,
  price,
  selectedCount,
  resultsLabel,
}: Props) {
  const t = await getTranslations({ locale: language, namespace: 'catalog' });
  const texts = {
    anyOf: t('filters.anyOf'),
    allOf: t('filters.allOf'),
    anyOfHint: t('filters.anyOfHint'),
    allOfHint: t('filters.allOfHint'),
    selected: t('filters.selected'),
    preselected: t('filters.preselected'),
    count: (count: number) => t('filters.count', { count }),
    showMore: (count: number) => t('filters.showMore', { count }),
  };
  return (
    <aside aria-labelledby="filters-heading" data-testid="filters" className="mb-3 sm:mb-4 lg:mb-0">
      <FilterSheet
        summary={
          <>
            <FilterIcon />
            {t('filters.toggle')}
            {selectedCount > 0 && (
              <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                {t('filters.selectedCount', { count: selectedCount })}
              </span>
            )}
            <span aria-hidden="true" className="ml-auto text-lg leading-none text-slate-500">
              +
            </span>
          </>
        }
        title={t('filters.toggle')}
        closeLabel={t('filters.close')}
        showLabel={resultsLabel}
        resultsHref={`${listHref(location, state)}#${PRODUCTS_ID}`}
        resultsId={PRODUCTS_ID}
      >
        <SoftLinkArea className="px-4 lg:px-0">
          <h2 id="filters-heading" className="sr-only lg:not-sr-only lg:mb-3 lg:text-base lg:font-bold">
            {t('filters.title')}
          </h2>
          {price && <PriceFilter action={location.path} {...price} />}
          {groups === null ? (
            <p className="border-t border-slate-200 py-4 text-sm text-slate-600">
              {t('filters.unavailable')}
            </p>
          ) : (
            groups.map((group) => (
              <FilterGroup
                key={group.id}
                group={group}
                texts={texts}
                hrefOf={(value) => listHref(location, changeFilter(state, value.token))}
              />
            ))
          )}
        </SoftLinkArea>
      </FilterSheet>
    </aside>
  );
}
