'use client';

import type { CartView } from '@workwear/contracts';
import { useSyncExternalStore } from 'react';
import { cartUnitCount } from './cartRowGroups';

/**
 * The browser's one copy of what the cart islands share: the unit count for the header badge, the
 * last cart an action answered (the mini cart lists it) and the row just added (highlighted 4 s).
 * A module store, so the badge, the product page's button, the mini cart and the cart page, each
 * its own island, see one state without a provider around the cached page.
 */
export type CartStoreState = {
  /** Null until the badge's route handler answered. */
  readonly count: number | null;
  readonly cart: CartView | null;
  readonly added: { readonly rowId: number; readonly at: number } | null;
  /** Bumped by each add, so the mini cart opens once per add. */
  readonly addSequence: number;
};

let state: CartStoreState = { count: null, cart: null, added: null, addSequence: 0 };
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const cartStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setCount(count: number) {
    state = { ...state, count };
    emit();
  },
  /** A cart an action answered: the badge follows it. */
  setCart(cart: CartView | null) {
    state = { ...state, cart, count: cart ? cartUnitCount(cart.rows) : 0 };
    emit();
  },
  added(cart: CartView, rowId: number | undefined) {
    state = {
      cart,
      count: cartUnitCount(cart.rows),
      added: rowId === undefined ? null : { rowId, at: Date.now() },
      addSequence: state.addSequence + 1,
    };
    emit();
  },
};

const serverState: CartStoreState = { count: null, cart: null, added: null, addSequence: 0 };

export function useCartStore(): CartStoreState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get, () => serverState);
}
