import type { Parametric } from '@workwear/contracts';
import { FILTER_TYPE } from '@workwear/domain';
import type { Dictionary } from './dictionary';

/** List parametrics are filter type 1 (ParametricList), multiple-value ones 5 (ParametricMultiple). */
export const filterTypeOfKind = (kind: 'list' | 'multiple') =>
  kind === 'list' ? FILTER_TYPE.ParametricList : FILTER_TYPE.ParametricMultiple;

/** A parametric as the API shows it, with only the values in `present` when given. */
export function parametricOf(dict: Dictionary, parametricId: number, present?: Set<number>): Parametric {
  const p = dict.parametricById.get(parametricId)!;
  const values = (dict.valuesByParametric.get(p.id) ?? [])
    .filter((v) => !present || present.has(v.id))
    .map((v) => ({
      id: v.id,
      value: v.value,
      code: v.code,
      slug: v.slug,
      sortOrder: v.sortOrder,
      hex: v.hex,
    }));
  return {
    id: p.id,
    name: p.name,
    parametricCode: p.code,
    filterType: filterTypeOfKind(p.kind),
    isAndFilter: p.isAndFilter,
    sortOrder: p.sortOrder,
    ...(p.kind === 'list' ? { listValues: values } : { multipleValues: values }),
  };
}
