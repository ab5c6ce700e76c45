import type { DatabaseHandle } from '@workwear/db';
import { buyerStatusRank, type OrderSortDirection, type OrderSortField } from '@workwear/domain';
import { type OrderOwner, orderRepository } from './orderRepository';

export interface OrderHistoryQuery {
  sortField: OrderSortField;
  sortOrder: OrderSortDirection;
  page: number;
  pageSize: number;
}

/**
 * One page of the owner's history in the asked sort. Every sort but Status is SQL's. Status sorts by
 * the one status the buyer reads (domain buyerOrderStatus, derived from the order code, the payment
 * state and the lines), in its life cycle (buyerStatusRank), so the API sorts the way the page
 * reads; the raw order code would put a cancelled order among the invoiced ones. The rule lives in
 * the domain only: the owner's orders' codes come up (a few numbers each), are ranked here, and the
 * page's rows are read by id. Equal statuses keep the order number's order, in the same direction.
 */
export async function orderHistoryRows(handle: DatabaseHandle, owner: OrderOwner, q: OrderHistoryQuery) {
  if (q.sortField !== 'Status') return orderRepository.list(handle, owner, { ...q, sortField: q.sortField });
  const sign = q.sortOrder === 'Asc' ? 1 : -1;
  const ranked = (await orderRepository.statusCodes(handle, owner))
    .map((codes) => ({ id: codes.id, orderNo: codes.orderNo, rank: buyerStatusRank(codes) }))
    .sort((a, b) => sign * (a.rank - b.rank || a.orderNo - b.orderNo));
  const pageIds = ranked.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((o) => o.id);
  const byId = new Map((await orderRepository.listOf(handle, owner, pageIds)).map((row) => [row.id, row]));
  const rows = pageIds.flatMap((orderId) => byId.get(orderId) ?? []);
  return { rows, total: ranked.length };
}
