import { CART_MERGE_ROW_NUMBER_STEP, QUANTITY_STEP_MAX } from '../constants';
import type { CartAudience } from './cartAudience';

/** The largest quantity one row may hold (also the database's check on cart_rows.quantity). */
export const MAX_ROW_QUANTITY = 9999;

export const QUANTITY_RULE_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_ROW_QUANTITY}`;

/** Whether a value is a row quantity: a whole number from 1 to MAX_ROW_QUANTITY (quantitySchema's rule, without zod). */
export function isRowQuantity(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ROW_QUANTITY;
}

/** What the add rule needs to know of a row already in the cart. */
export type MergeCandidate = {
  readonly sku: string;
  readonly coWorkerId: number | null;
  /** Set on child rows (VAS services), which belong to their parent and never merge. */
  readonly parentRowId: number | null;
  /** Set on gift rows a promotion added (AddProducts): the promotion owns their quantity. */
  readonly promotionId: number | null;
};

/**
 * The row an add of this sku raises instead of inserting a new one, or undefined for a new row.
 * Anonymous and B2C visitors merge the same sku whoever it is for; a business user only when the
 * CoWorkerId matches too (null matches null), since each co-worker's garments are packed apart.
 * Skus are compared as given: the API upper-cases them before they reach a row. When several rows
 * qualify (a split leaves two rows of one sku), the first in the given order wins, so callers pass
 * rows in row-number order.
 */
export function findMergeRow<R extends MergeCandidate>(
  rows: readonly R[],
  add: { readonly sku: string; readonly coWorkerId: number | null },
  audience: CartAudience,
): R | undefined {
  return rows.find(
    (row) =>
      row.parentRowId === null &&
      row.promotionId === null &&
      row.sku === add.sku &&
      (audience !== 'b2b' || row.coWorkerId === add.coWorkerId),
  );
}

const maxRowNumber = (rows: readonly { readonly rowNumber: number }[]): number =>
  rows.reduce((max, row) => Math.max(max, row.rowNumber), 0);

/** A normal add's row number: one past the highest, 1 in an empty cart. */
export function nextRowNumber(rows: readonly { readonly rowNumber: number }[]): number {
  return maxRowNumber(rows) + 1;
}

/** Row numbers for `count` rows appended by a merge: max+100, max+200, ... (100, 200, ... when empty). */
export function mergedRowNumbers(rows: readonly { readonly rowNumber: number }[], count: number): number[] {
  const max = maxRowNumber(rows);
  return Array.from({ length: count }, (_, i) => max + (i + 1) * CART_MERGE_ROW_NUMBER_STEP);
}

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || (factor > 1 && !Number.isInteger(factor))) {
    throw new RangeError(`a quantity factor is a whole number, got ${factor}`);
  }
  if (factor > MAX_ROW_QUANTITY) {
    throw new RangeError(`a quantity factor above ${MAX_ROW_QUANTITY} can never be ordered, got ${factor}`);
  }
}

/**
 * The spec's multiply-factor rule for a quantity that passed quantitySchema: a factor of 1 or less
 * leaves it unchanged; at or below the factor it becomes the factor; a remainder of at most half the
 * factor is dropped. Where the spec says "no adjustment (not shown)" (remainder above half) we round
 * up to the next multiple, so a stored quantity is always a multiple of its factor. Rounding never
 * goes past the largest multiple that still fits MAX_ROW_QUANTITY. A factor that is not a whole
 * number, or above MAX_ROW_QUANTITY, is bad catalogue data and throws.
 */
export function applyQuantityFactor(quantity: number, factor: number): number {
  assertFactor(factor);
  if (factor <= 1) return quantity;
  if (quantity <= factor) return factor;
  const remainder = quantity % factor;
  const roundedDown = quantity - remainder;
  const adjusted = remainder === 0 || remainder <= factor / 2 ? roundedDown : roundedDown + factor;
  return Math.min(adjusted, Math.floor(MAX_ROW_QUANTITY / factor) * factor);
}

/**
 * The quantity stepper's step: the largest multiple of the factor that is at most 25. A factor of 1
 * or less steps by 1. A factor above 25 has no multiple at most 25; it steps by the factor itself,
 * since any smaller step would leave the multiples the stored quantity must keep to.
 */
export function quantityStep(factor: number): number {
  if (factor <= 1) return 1;
  if (factor > QUANTITY_STEP_MAX) return factor;
  return Math.floor(QUANTITY_STEP_MAX / factor) * factor;
}

const effectiveFactor = (factor: number) => Math.max(factor, 1);

/** Split is offered only with exactly one row selected, and only when its quantity exceeds its factor. */
export function canSplit(
  selected: readonly { readonly quantity: number; readonly factor: number }[],
): boolean {
  const [only] = selected;
  return selected.length === 1 && only !== undefined && only.quantity > effectiveFactor(only.factor);
}

export const SPLIT_ERRORS = {
  notSplittable: 'Only a row whose quantity exceeds its multiply factor can be split',
  notMultiple: (factor: number) => `The quantity to split off must be a multiple of ${factor}`,
  notLess: 'The quantity to split off must be less than the row quantity',
} as const;

/**
 * How a split divides a row: `requested` (default: the factor) goes to the new row, the rest stays.
 * The split-off quantity must be a positive multiple of the factor and less than the row's quantity.
 * Refusals are values (the storefront shows them in its error snackbar), not exceptions.
 */
export function splitQuantities(
  quantity: number,
  factor: number,
  requested?: number,
): { keep: number; splitOff: number } | { error: string } {
  const f = effectiveFactor(factor);
  if (!canSplit([{ quantity, factor }])) return { error: SPLIT_ERRORS.notSplittable };
  const splitOff = requested ?? f;
  if (!Number.isInteger(splitOff) || splitOff < 1 || splitOff % f !== 0) {
    return { error: SPLIT_ERRORS.notMultiple(f) };
  }
  if (splitOff >= quantity) return { error: SPLIT_ERRORS.notLess };
  return { keep: quantity - splitOff, splitOff };
}

/** At a consumer's login, with a public cart and a different account cart both holding rows. */
export const CART_MERGE_CHOICES = ['merge', 'overwrite'] as const;
export type CartMergeChoice = (typeof CART_MERGE_CHOICES)[number];

export type CartMergeRow = MergeCandidate & {
  readonly id: number;
  readonly quantity: number;
  readonly rowNumber: number;
};

export type CartMergePlan<S extends CartMergeRow> = {
  readonly choice: CartMergeChoice;
  /** Overwrite: every row of the account cart goes first. */
  readonly clearTarget: boolean;
  /** Account-cart rows whose quantity rises (same sku by the add rule), with the new quantity. */
  readonly increase: { rowId: number; quantity: number }[];
  /** Public-cart rows copied into the account cart, each with its row number there. */
  readonly append: { row: S; rowNumber: number }[];
  /**
   * Public-cart gift rows, not copied: the promotion check that follows every cart change adds the
   * gift again when the merged cart still meets its requirement.
   */
  readonly drop: number[];
  /** Public-cart rows whose quantity was cut to MAX_ROW_QUANTITY when added to an account row. */
  readonly capped: number[];
};

/**
 * "Merge": each public-cart row adds its quantity to the account row the add rule picks, or is
 * appended with the merge row numbers (100 apart after the account cart's highest). Child rows are
 * appended, never merged. A sum above MAX_ROW_QUANTITY is capped at it and reported in `capped`;
 * the API still applies the product's factor to every resulting quantity.
 */
export function planCartMerge<T extends CartMergeRow, S extends CartMergeRow>(
  target: readonly T[],
  source: readonly S[],
  audience: CartAudience,
): CartMergePlan<S> {
  const raised = new Map<number, number>();
  const capped: number[] = [];
  const appended: S[] = [];
  const drop: number[] = [];
  for (const row of source) {
    if (row.promotionId !== null) {
      drop.push(row.id);
      continue;
    }
    const into = row.parentRowId === null ? findMergeRow(target, row, audience) : undefined;
    if (into === undefined) {
      appended.push(row);
      continue;
    }
    const sum = (raised.get(into.id) ?? into.quantity) + row.quantity;
    if (sum > MAX_ROW_QUANTITY) capped.push(row.id);
    raised.set(into.id, Math.min(sum, MAX_ROW_QUANTITY));
  }
  const numbers = mergedRowNumbers(target, appended.length);
  return {
    choice: 'merge',
    clearTarget: false,
    increase: [...raised].map(([rowId, quantity]) => ({ rowId, quantity })),
    append: appended.map((row, i) => ({ row, rowNumber: numbers[i]! })),
    drop,
    capped,
  };
}

/** "Overwrite": the account cart's rows give way to the public cart's, which keep their row numbers. */
export function planCartReplace<S extends CartMergeRow>(source: readonly S[]): CartMergePlan<S> {
  return {
    choice: 'overwrite',
    clearTarget: true,
    increase: [],
    append: source
      .filter((row) => row.promotionId === null)
      .map((row) => ({ row, rowNumber: row.rowNumber })),
    drop: source.filter((row) => row.promotionId !== null).map((row) => row.id),
    capped: [],
  };
}
