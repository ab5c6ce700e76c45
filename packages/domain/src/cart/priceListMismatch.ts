import { priceListRemovedMessage, priceListUpdatedMessage } from './cartMessages';

export type PriceListRow = {
  readonly rowId: number;
  readonly sku: string;
  readonly name: string;
  /** The list the row was last priced from; null before its first pricing. */
  readonly priceListId: number | null;
};

export type PriceListNotice = {
  readonly kind: 'removed' | 'updated';
  readonly rowId: number;
  readonly sku: string;
  readonly name: string;
  readonly message: string;
};

export type PriceListReconciliation = {
  /** Rows no list of the shopper's prices any more: they leave the cart. */
  readonly remove: number[];
  /** Rows now priced from another list, with the list to store. */
  readonly update: { rowId: number; priceListId: number }[];
  readonly notices: PriceListNotice[];
};

/**
 * How a row is named in the two messages: its name with the sku in brackets. The name is what the
 * shopper recognises; the sku tells apart the sizes and colours that share one name. A row without a
 * name (a product gone from the catalogue) is named by its sku alone.
 */
export function priceListItemLabel(row: { readonly sku: string; readonly name: string }): string {
  const name = row.name.trim();
  return name === '' ? row.sku : `${name} (${row.sku})`;
}

/**
 * Compares each row's stored price list with the one pricing found now (`priced`, by row id; missing
 * or undefined when no list prices it). Unpriced rows are removed with the spec's warning; rows priced
 * from another list are updated with the spec's notice. A row with no stored list yet just takes the
 * new one, silently: nothing the shopper saw has changed.
 */
export function reconcilePriceLists(
  rows: readonly PriceListRow[],
  priced: ReadonlyMap<number, { readonly priceListId: number } | undefined>,
): PriceListReconciliation {
  const result: PriceListReconciliation = { remove: [], update: [], notices: [] };
  for (const row of rows) {
    const now = priced.get(row.rowId);
    const notice = (kind: PriceListNotice['kind'], message: (item: string) => string) =>
      result.notices.push({
        kind,
        rowId: row.rowId,
        sku: row.sku,
        name: row.name,
        message: message(priceListItemLabel(row)),
      });
    if (now === undefined) {
      result.remove.push(row.rowId);
      notice('removed', priceListRemovedMessage);
    } else if (row.priceListId !== now.priceListId) {
      result.update.push({ rowId: row.rowId, priceListId: now.priceListId });
      if (row.priceListId !== null) notice('updated', priceListUpdatedMessage);
    }
  }
  return result;
}
