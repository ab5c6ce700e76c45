import type { OrderStepInput } from './checkoutSchemas';
import type { DeliveryFormValues } from './deliveryForm';

/**
 * What the buyer has typed so far in this checkout, kept in the tab's sessionStorage between the
 * Order and Delivery pages (and across a reload), bound to the cart it is for: a draft of another
 * cart is not used. It holds only what the buyer typed on this device and goes when the tab closes
 * or the order is sent. The server checks everything again when the order is sent.
 */
export type CheckoutDraft = {
  readonly cartId: string;
  readonly order?: OrderStepInput;
  readonly delivery?: Partial<DeliveryFormValues>;
  /** Which delivery address was picked: a saved one's key, or 'new' for a typed one. */
  readonly addressChoice?: string;
};

export const DRAFT_STORAGE_KEY = 'ww-checkout-draft';

/** The draft stored for this cart, or null (none, another cart's, or not readable). */
export function parseDraft(raw: string | null, cartId: string): CheckoutDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const draft = value as Partial<CheckoutDraft>;
    return draft.cartId === cartId ? (draft as CheckoutDraft) : null;
  } catch {
    return null;
  }
}

/** Storage may be off (private modes, a full quota): the checkout then works within the page only. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(cartId: string): CheckoutDraft | null {
  return parseDraft(storage()?.getItem(DRAFT_STORAGE_KEY) ?? null, cartId);
}

export function saveDraft(cartId: string, change: Omit<CheckoutDraft, 'cartId'>): void {
  const store = storage();
  if (!store) return;
  const current = readDraft(cartId) ?? { cartId };
  try {
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...current, ...change, cartId }));
  } catch {
    // A full quota keeps the previous draft; the page's own state still holds the values.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
