import type { CartRowView } from '@workwear/contracts';

/** The rows of one customer on a business cart: `coWorkerId` null is the buyer's own ("Me"). */
export type CartRowGroup = {
  readonly key: string;
  readonly coWorkerId: number | null;
  readonly label: string;
  readonly rows: readonly CartRowView[];
};

/**
 * A business cart's rows per customer (spec: "rows per customer"): the buyer's own rows first, then
 * each co-worker's by name, each group in row-number order. A co-worker the buyer cannot see (not in
 * `names`) is still a group of its own, labelled by `unknown(id)`, so no row ever disappears. Rows
 * are grouped by the real person (issue 27): a row without a co-worker and a row given to the buyer
 * themself (`selfId`) are both the buyer's, under "Me".
 */
export function groupRowsByCustomer(
  rows: readonly CartRowView[],
  names: ReadonlyMap<number, string>,
  labels: { me: string; unknown: (id: number) => string },
  selfId: number | null = null,
): CartRowGroup[] {
  const byCustomer = new Map<number | null, CartRowView[]>();
  for (const row of [...rows].sort((a, b) => a.rowNumber - b.rowNumber)) {
    const person = row.coWorkerId === selfId ? null : row.coWorkerId;
    const list = byCustomer.get(person) ?? [];
    list.push(row);
    byCustomer.set(person, list);
  }
  const groups = [...byCustomer].map(([coWorkerId, list]) => ({
    key: coWorkerId === null ? 'me' : `customer-${coWorkerId}`,
    coWorkerId,
    label: coWorkerId === null ? labels.me : (names.get(coWorkerId) ?? labels.unknown(coWorkerId)),
    rows: list,
  }));
  return groups.sort((a, b) => {
    if (a.coWorkerId === null) return -1;
    if (b.coWorkerId === null) return 1;
    return a.label.localeCompare(b.label);
  });
}

/** Units in the cart, as the header badge counts them: VAS child rows (a later issue) are not units of their own. */
export function cartUnitCount(rows: readonly Pick<CartRowView, 'quantity' | 'parentRowId'>[]): number {
  return rows.reduce((sum, row) => (row.parentRowId === null ? sum + row.quantity : sum), 0);
}
