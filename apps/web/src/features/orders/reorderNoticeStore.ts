import type { ReorderNotice } from './reorderNotice';

/**
 * The one-time notes the cart page shows after a reorder: the reorder happens on the order page,
 * which then goes to the cart, so the notes travel in the tab's session storage (as the saved-carts
 * notice does). Without script the order page shows them itself.
 */
const KEY = 'orders.reorderNotice';

export function leaveReorderNotice(notice: ReorderNotice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage may be off: the cart still holds the lines.
  }
}

/** The stored notes, once: zod, to check them, is loaded only when there are notes to check. */
export async function takeReorderNotice(): Promise<ReorderNotice | null> {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  const { reorderNoticeSchema } = await import('./reorderNoticeSchema');
  try {
    const parsed = reorderNoticeSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
