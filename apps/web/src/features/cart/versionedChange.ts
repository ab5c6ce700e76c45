import type { CartView } from '@workwear/contracts';

/** A versioned change's outcome: the cart it answered, or the error and the current cart a 409 carried. */
export type VersionedOutcome =
  | { readonly ok: true; readonly cart: CartView }
  | { readonly ok: false; readonly error: unknown; readonly current: CartView | null };

/**
 * Sends a change with the version the page showed. On a stale version (the error carries the
 * current cart) the change is sent once more with the current version when `retry` says it still
 * makes sense on that cart (setting a quantity or comment again overwrites nobody's change); a
 * second stale answer is not retried, so two tabs can never loop.
 */
export async function sendVersioned(
  version: number,
  change: (version: number) => Promise<CartView>,
  currentOf: (error: unknown) => CartView | null,
  retry: (current: CartView) => boolean,
): Promise<VersionedOutcome> {
  try {
    return { ok: true, cart: await change(version) };
  } catch (error) {
    const current = currentOf(error);
    if (!current || !retry(current)) return { ok: false, error, current };
    try {
      return { ok: true, cart: await change(current.version) };
    } catch (again) {
      return { ok: false, error: again, current: currentOf(again) ?? current };
    }
  }
}
