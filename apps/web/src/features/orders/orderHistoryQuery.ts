import { orderIdSchema } from '@workwear/contracts';
import {
  type OrderSortDirection,
  type OrderSortField,
  orderSortDirectionSchema,
  orderSortFieldSchema,
} from '@workwear/domain';
import { z } from 'zod';

/** The spec's order sort fields (in the order the page offers them) and directions: the domain's. */
export { ORDER_SORT_FIELDS, type OrderSortField } from '@workwear/domain';
export type OrderSortOrder = OrderSortDirection;

/** What the order history page shows: a page of the list in a sort, or (with `order`) one order. */
export type OrderHistoryState = {
  readonly sortField: OrderSortField;
  readonly sortOrder: OrderSortOrder;
  readonly page: number;
  /** The order whose detail is shown (account/orders?order=<uuid>), else null. */
  readonly orderId: string | null;
};

/**
 * The page's query parameters: `sort` and `dir` (the spec's sort fields and directions), `page`,
 * and `order` for one order's detail. The page cache and the page read only these (app/_routes/routeQuery.ts).
 */
export const ORDER_HISTORY_QUERY_PARAMS = ['sort', 'dir', 'page', 'order'] as const;

export const DEFAULT_ORDER_SORT: Pick<OrderHistoryState, 'sortField' | 'sortOrder'> = {
  sortField: 'Date',
  sortOrder: 'Desc',
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pageSchema = z.coerce.number().int().min(1).max(100_000);

/** Reads the query; anything malformed falls back to the default rather than failing the page. */
export function parseOrderHistoryQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): OrderHistoryState {
  const field = orderSortFieldSchema.safeParse(one(query.sort));
  const dir = orderSortDirectionSchema.safeParse(one(query.dir));
  const page = pageSchema.safeParse(one(query.page));
  const order = orderIdSchema.safeParse(one(query.order));
  return {
    sortField: field.success ? field.data : DEFAULT_ORDER_SORT.sortField,
    sortOrder: dir.success ? dir.data : DEFAULT_ORDER_SORT.sortOrder,
    page: page.success ? page.data : 1,
    orderId: order.success ? order.data : null,
  };
}

/** The history's URL for a state: only what differs from the defaults, so equal pages share one URL. */
export function orderHistoryHref(base: string, state: Partial<OrderHistoryState>): string {
  const params = new URLSearchParams();
  if (state.orderId) params.set('order', state.orderId);
  else {
    if (state.sortField && state.sortField !== DEFAULT_ORDER_SORT.sortField)
      params.set('sort', state.sortField);
    if (state.sortOrder && state.sortOrder !== DEFAULT_ORDER_SORT.sortOrder)
      params.set('dir', state.sortOrder);
    if (state.page && state.page > 1) params.set('page', String(state.page));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A date is looked at newest first; anything else from A to Z (or low to high). */
const firstOrderOf = (field: OrderSortField): OrderSortOrder => (field === 'Date' ? 'Desc' : 'Asc');

/**
 * The sort a column header's link asks for: the same column again turns its direction, another
 * column starts at its natural direction. Sorting always returns to the first page.
 */
export function sortLinkState(current: OrderHistoryState, field: OrderSortField): OrderHistoryState {
  const sortOrder =
    current.sortField === field ? (current.sortOrder === 'Asc' ? 'Desc' : 'Asc') : firstOrderOf(field);
  return { sortField: field, sortOrder, page: 1, orderId: null };
}

/** The header's aria-sort: only the sorted column carries one. */
export function ariaSortOf(
  current: Pick<OrderHistoryState, 'sortField' | 'sortOrder'>,
  field: OrderSortField,
): 'ascending' | 'descending' | undefined {
  if (current.sortField !== field) return undefined;
  return current.sortOrder === 'Asc' ? 'ascending' : 'descending';
}

/** How many pages a total makes; the page asked for, kept within them. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
