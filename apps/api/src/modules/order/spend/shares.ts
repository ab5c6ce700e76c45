/**
 * What each customer's share of an order is (docs/companies/approvals-and-limits.md, "Amount limits"):
 * a row counts for its co-worker, else for the buyer; ex VAT, after its own discount and its part of
 * the basket discount; the delivery is the buyer's. The shares add up to the order's total ex VAT.
 */

/** A priced row as the shares read it: a cart row (with its id) or an order line (without). */
export interface ShareRow {
  readonly rowId?: number;
  readonly coWorkerId: number | null;
  readonly lineNet: number;
  readonly discountNet: number;
}

export interface ShareInput {
  readonly buyerId: number;
  readonly rows: readonly ShareRow[];
  /** The order's totals: discountNet is the rows' discounts and the basket discount together. */
  readonly totals: { readonly discountNet: number; readonly deliveryNet: number };
}

export interface CustomerShare {
  readonly customerId: number;
  /** Minor units, ex VAT. */
  readonly amount: number;
  /** The cart rows that are this customer's (rows without an id are not named). */
  readonly rowIds: readonly number[];
}

/**
 * The basket discount spread over the customers in proportion to what their rows cost after their
 * own discounts, by largest remainder so the parts add up to the discount exactly; ties go to the
 * lower customer id, so the same order always splits the same way.
 */
function spread(
  discount: number,
  amounts: readonly { customerId: number; amount: number }[],
): Map<number, number> {
  const base = amounts.reduce((sum, a) => sum + BigInt(a.amount), 0n);
  const parts = new Map<number, number>();
  if (discount === 0 || base === 0n) {
    for (const a of amounts) parts.set(a.customerId, 0);
    return parts;
  }
  const exact = amounts.map((a) => {
    const numerator = BigInt(discount) * BigInt(a.amount);
    return { customerId: a.customerId, floor: numerator / base, remainder: numerator % base };
  });
  let left = BigInt(discount) - exact.reduce((sum, e) => sum + e.floor, 0n);
  const byRemainder = [...exact].sort((x, y) =>
    x.remainder === y.remainder ? x.customerId - y.customerId : x.remainder > y.remainder ? -1 : 1,
  );
  for (const e of byRemainder) {
    const extra = left > 0n ? 1n : 0n;
    left -= extra;
    parts.set(e.customerId, Number(e.floor + extra));
  }
  return parts;
}

/** Each customer's share of the order, by customer id; pure. */
export function sharesOf(input: ShareInput): CustomerShare[] {
  const byCustomer = new Map<number, { amount: number; rowIds: number[] }>();
  const entry = (customerId: number) => {
    let found = byCustomer.get(customerId);
    if (!found) {
      found = { amount: 0, rowIds: [] };
      byCustomer.set(customerId, found);
    }
    return found;
  };
  let rowDiscounts = 0;
  for (const row of input.rows) {
    const share = entry(row.coWorkerId ?? input.buyerId);
    share.amount += row.lineNet - row.discountNet;
    rowDiscounts += row.discountNet;
    if (row.rowId !== undefined) share.rowIds.push(row.rowId);
  }
  const amounts = [...byCustomer].map(([customerId, s]) => ({ customerId, amount: s.amount }));
  const basket = spread(Math.max(0, input.totals.discountNet - rowDiscounts), amounts);
  for (const [customerId, part] of basket) entry(customerId).amount -= part;
  if (input.totals.deliveryNet > 0) entry(input.buyerId).amount += input.totals.deliveryNet;
  return [...byCustomer]
    .map(([customerId, s]) => ({ customerId, amount: s.amount, rowIds: s.rowIds }))
    .sort((a, b) => a.customerId - b.customerId);
}
