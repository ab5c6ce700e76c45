import type { CartRowView } from '@workwear/contracts';

/** What Undo needs to put a removed row back as it was: the same sku, quantity, comment and co-worker. */
export type RemovedRow = {
  readonly rowId: number;
  readonly name: string;
  readonly sku: string;
  readonly quantity: number;
  readonly comment: string;
  readonly coWorkerId: number | null;
};

export function removedRowOf(row: CartRowView): RemovedRow {
  return {
    rowId: row.id,
    name: row.name,
    sku: row.sku,
    quantity: row.quantity,
    comment: row.comment,
    coWorkerId: row.coWorkerId,
  };
}

/** The add request that restores a removed row (an add, so it needs no version: adds commute). */
export function restoreInput(removed: RemovedRow): {
  sku: string;
  quantity: number;
  comment?: string;
  coWorkerId?: number | null;
} {
  return {
    sku: removed.sku,
    quantity: removed.quantity,
    ...(removed.comment ? { comment: removed.comment } : {}),
    ...(removed.coWorkerId !== null ? { coWorkerId: removed.coWorkerId } : {}),
  };
}
