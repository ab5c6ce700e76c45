import { changeFilter, type Language, type ProductListState } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/ui';
import { FilterGroup } from './FilterGroup';
import type { FilterGroupView } from './filterGroups';
import { FilterIcon } from './icons';
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
  /** The result count, for the phone's "show products" link at the end of the open panel. */
  resultsLabel: string;
};

/**
 * The filter panel: a collapsible <details> on phones, always open as a sidebar from the lg
 * breakpoint (992 px), where CSS shows its content whatever the open state and hides the toggle.
 * No script is involved, and a visitor's open/closed choice survives the list's soft navigations.
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
    <aside aria-labelledby="filters-heading" data-testid="filters" className="mb-4 lg:mb-0">
      <details className="group/filters rounded-lg border border-slate-200 bg-white lg:border-0 lg:bg-transparent lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900 lg:hidden [&::-webkit-details-marker]:hidden">
          <FilterIcon />
          {t('filters.toggle')}
          {selectedCount > 0 && (
            <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
              {t('filters.selectedCount', { count: selectedCount })}
            </span>
          )}
          <span
            aria-hidden="true"
            className="ml-auto text-lg leading-none text-slate-500 group-open/filters:rotate-45"
          >
            +
          </span>
        </summary>
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
          {/* On phones the panel is long: a way down to the products it just narrowed. */}
          <ButtonLink
            href="#product-results"
            size="tall"
            className="mb-4 flex w-full items-center justify-center lg:hidden"
          >
            {resultsLabel}
          </ButtonLink>
        </SoftLinkArea>
      </details>
    </aside>
  );
}
