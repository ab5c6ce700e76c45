import type { Parametric } from '@workwear/domain/contracts';
import type { Dictionary } from './dictionary';

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
    filterType: p.kind === 'list' ? 1 : 5,
    isAndFilter: p.isAndFilter,
    sortOrder: p.sortOrder,
    ...(p.kind === 'list' ? { listValues: values } : { multipleValues: values }),
  };
}
