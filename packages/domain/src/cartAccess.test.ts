import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CART_OWNER,
  type CartPrincipal,
  canReachCart,
  cartOwnerOf,
  isPunchOutSession,
} from './cartAccess';

const buyer = (
  customerId: number,
  companyId: number | null,
  punchOutType: string | null = null,
): CartPrincipal => ({
  kind: 'customer',
  customerId,
  companyId,
  sessionId: `s-${customerId}`,
  punchOutType,
});

describe('cart owners', () => {
  it('gives anonymous visitors no owner and a punch-out buyer their session', () => {
    expect(cartOwnerOf({ kind: 'anonymous' })).toEqual(ANONYMOUS_CART_OWNER);
    expect(cartOwnerOf(buyer(7, 3))).toEqual({ customerId: 7, companyId: 3, session: null });
    expect(cartOwnerOf(buyer(7, 3, 'None'))).toEqual({ customerId: 7, companyId: 3, session: null });
    expect(cartOwnerOf(buyer(7, 3, 'OCI4'))).toEqual({ customerId: 7, companyId: 3, session: 's-7' });
  });

  it('lets anyone holding an anonymous cart’s id reach it, and only the exact owner any other', () => {
    expect(canReachCart({ kind: 'anonymous' }, ANONYMOUS_CART_OWNER)).toBe(true);
    expect(canReachCart(buyer(7, 3), ANONYMOUS_CART_OWNER)).toBe(true);
    const own = cartOwnerOf(buyer(7, 3));
    expect(canReachCart(buyer(7, 3), own)).toBe(true);
    expect(canReachCart({ kind: 'anonymous' }, own)).toBe(false);
    expect(canReachCart(buyer(8, 3), own)).toBe(false);
    // The same person signed in to another company of theirs has another cart.
    expect(canReachCart(buyer(7, 4), own)).toBe(false);
    // A punch-out session's cart is not the same buyer's ordinary cart, nor another session's.
    expect(canReachCart(buyer(7, 3, 'OCI4'), own)).toBe(false);
    expect(canReachCart(buyer(7, 3), cartOwnerOf(buyer(7, 3, 'OCI4')))).toBe(false);
  });
});

describe('isPunchOutSession', () => {
  it('is a signed-in buyer with a punch-out type, not None and not a visitor', () => {
    expect(['OCI3', 'OCI4', 'CXML'].map((type) => isPunchOutSession(buyer(7, 3, type)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isPunchOutSession(buyer(7, 3, 'None'))).toBe(false);
    expect(isPunchOutSession(buyer(7, 3))).toBe(false);
    expect(isPunchOutSession({ kind: 'anonymous' })).toBe(false);
  });
});
