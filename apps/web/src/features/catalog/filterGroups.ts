import type { FilterSearchResponse } from '@workwear/contracts';
import {
  compareBySortOrder,
  FILTER_TYPE,
  type FilterToken,
  type ProductListState,
  sameFilterToken,
} from '@workwear/domain';

export type FilterValueView = {
  readonly token: FilterToken;
  readonly label: string;
  readonly count: number;
  readonly hex: string | null;
  readonly selected: boolean;
  /** The route's own gender value: shown as selected, never removed. */
  readonly locked: boolean;
};

export type FilterGroupView = {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** Values of an AND filter must all match ("all of"); otherwise any one may ("any of"). */
  readonly isAnd: boolean;
  readonly values: readonly FilterValueView[];
};

/**
 * The filter panel's groups from /filter/search: each parametric with its values in sort order, the
 * value counts and whether the list state selects them. The API lists a value when something matches
 * it under the other selections or when it is selected, so a selection can always be undone.
 */
export function filterGroups(
  response: Pick<FilterSearchResponse, 'parametrics' | 'results'>,
  state: ProductListState,
  preselected?: FilterToken,
): FilterGroupView[] {
  const counts = new Map<number, number>();
  for (const result of response.results) {
    for (const v of [...(result.listValues ?? []), ...(result.multipleValues ?? [])])
      counts.set(v.valueId, v.count);
  }
  return [...response.parametrics]
    .sort((a, b) => compareBySortOrder(a.sortOrder, b.sortOrder))
    .flatMap((parametric): FilterGroupView[] => {
      const type = parametric.filterType;
      if (type === FILTER_TYPE.None) return [];
      const values = [
        ...((type === FILTER_TYPE.ParametricList ? parametric.listValues : parametric.multipleValues) ?? []),
      ]
        // Stable: values of equal sort order keep the API's order, by name in the page's language.
        .sort((a, b) => compareBySortOrder(a.sortOrder, b.sortOrder))
        .map((value): FilterValueView => {
          const token: FilterToken = { type, valueId: value.id };
          return {
            token,
            label: value.value,
            count: counts.get(value.id) ?? 0,
            hex: value.hex,
            selected: state.filters.some((f) => sameFilterToken(f, token)),
            locked: preselected !== undefined && sameFilterToken(preselected, token),
          };
        });
      if (values.length === 0) return [];
      return [
        {
          id: parametric.id,
          code: parametric.parametricCode,
          name: parametric.name,
          isAnd: parametric.isAndFilter,
          values,
        },
      ];
    });
}

/** The selected values a visitor can remove, in panel order (the preselected gender is not one). */
export function activeSelections(
  groups: readonly FilterGroupView[],
): { group: FilterGroupView; value: FilterValueView }[] {
  return groups.flatMap((group) =>
    group.values.filter((v) => v.selected && !v.locked).map((value) => ({ group, value })),
  );
}
