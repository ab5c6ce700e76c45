import type { DatabaseHandle, TransactionHandle } from '@workwear/db';
import type { TaxLocationInput } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { reachable } from './cartStore';
import { cartRepository } from './repository';
import { TAX_LOCATION_KEY } from './salesTaxOfCart';

/** The cart if this principal may reach it (404 otherwise), read without a lock. */
export async function findReachableCart(handle: DatabaseHandle, ctx: RequestContext, cartId: string) {
  return reachable(ctx, await cartRepository.find(handle, cartId));
}

/**
 * Locks the cart for the order send (changes and other sends wait for the transaction), if this
 * principal may reach it. The caller sets how long it waits for the lock.
 */
export async function lockCartForSend(tx: TransactionHandle, ctx: RequestContext, cartId: string) {
  return reachable(ctx, await cartRepository.lock(tx, cartId));
}

/**
 * The cart became an order: it can no longer change, and it keeps the delivery location its sales tax
 * was computed for, so a cart restored from the order prices as the order did.
 */
export async function markCartOrdered(tx: TransactionHandle, cartId: string, taxLocation?: TaxLocationInput) {
  await cartRepository.markOrdered(tx, cartId);
  if (taxLocation)
    await cartRepository.setMetadata(tx, cartId, TAX_LOCATION_KEY, JSON.stringify(taxLocation));
}

/**
 * Locks a sent cart for a decision on its order, whoever decides (an approver is not the cart's
 * owner; the caller has checked who may reach the order). Every path locks the cart before the rest.
 */
export async function lockCartOfOrder(tx: TransactionHandle, cartId: string) {
  return cartRepository.lock(tx, cartId);
}
