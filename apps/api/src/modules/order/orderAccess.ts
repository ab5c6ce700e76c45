import { cartAudience, notFound } from '@workwear/domain';
import type { Principal } from '../../context/requestContext';
import type { OrderOwner, OrderRecord } from './orderRepository';

/**
 * Who an order belongs to, as send records it: the signed-in customer, and for a business buyer the
 * company they are signed in to; a guest's order has neither.
 */
export function orderOwnerOf(principal: Principal): OrderOwner | null {
  if (principal.kind !== 'customer') return null;
  const b2b = cartAudience(principal.role) === 'b2b';
  return { customerId: principal.customerId, companyId: b2b ? principal.companyId : null };
}

/**
 * The order if this principal may reach it: a guest order (no customer) by anyone holding its id
 * (the uuid is the key), any other only by its customer in its company. 404 otherwise, so an order's
 * existence is not revealed.
 */
export function reachableOrder(principal: Principal, order: OrderRecord | undefined): OrderRecord {
  if (!order) throw notFound('Order');
  if (order.customerId === null) return order;
  const owner = orderOwnerOf(principal);
  if (owner?.customerId === order.customerId && owner.companyId === order.companyId) return order;
  throw notFound('Order');
}
