import { ROLE } from '../roles';

/**
 * Who a cart's add and merge rules are written for. The spec groups anonymous visitors with
 * consumers for merging and promotions, yet the API still has to tell them apart (an anonymous cart
 * is reached only through its cookie), so the three are kept distinct.
 */
export const CART_AUDIENCES = ['anonymous', 'b2c', 'b2b'] as const;
export type CartAudience = (typeof CART_AUDIENCES)[number];

/**
 * No role is an anonymous visitor, B2C (111) a consumer, and any other role a business user: the spec
 * says "B2B means any non-B2C role", so an unknown role code counts as business too.
 */
export function cartAudience(role: number | null | undefined): CartAudience {
  if (role === null || role === undefined) return 'anonymous';
  return role === ROLE.B2C ? 'b2c' : 'b2b';
}
