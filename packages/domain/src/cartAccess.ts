/**
 * Who owns a cart and who may reach it (the company-scoping rule for carts). An anonymous cart has
 * no owner: its random id, kept in the visitor's httpOnly cookie, is the only key to it. A signed-in
 * buyer's cart belongs to the customer in the company they are signed in to, and in a punch-out
 * session to that session too, so a switch of company or a new punch-out session never shows another
 * context's cart.
 */
export interface CartOwner {
  readonly customerId: number | null;
  readonly companyId: number | null;
  /** The punch-out session (claim sid) a punch-out cart belongs to. */
  readonly session: string | null;
}

export type CartPrincipal =
  | { readonly kind: 'anonymous' }
  | {
      readonly kind: 'customer';
      readonly customerId: number;
      readonly companyId: number | null;
      readonly sessionId: string;
      readonly punchOutType: string | null;
    };

export const ANONYMOUS_CART_OWNER: CartOwner = { customerId: null, companyId: null, session: null };

/** A punch-out procurement session: signed in through a company with a punch-out type (OCI3, OCI4, CXML). */
export const isPunchOutSession = (principal: CartPrincipal): boolean =>
  principal.kind === 'customer' && principal.punchOutType !== null && principal.punchOutType !== 'None';

export function cartOwnerOf(principal: CartPrincipal): CartOwner {
  if (principal.kind === 'anonymous') return ANONYMOUS_CART_OWNER;
  const punchOut = isPunchOutSession(principal);
  return {
    customerId: principal.customerId,
    companyId: principal.companyId,
    session: punchOut ? principal.sessionId : null,
  };
}

/**
 * Whether the principal may read and change the cart: an anonymous cart by anyone holding its id (a
 * consumer who has just signed in merges theirs), any other only by its exact owner. Callers answer
 * 404 otherwise, so a cart's existence is not revealed.
 */
export function canReachCart(principal: CartPrincipal, owner: CartOwner): boolean {
  if (owner.customerId === null) return true;
  const mine = cartOwnerOf(principal);
  return (
    mine.customerId === owner.customerId &&
    mine.companyId === owner.companyId &&
    mine.session === owner.session
  );
}
