import { z } from 'zod';
import type { ReorderNotice } from './reorderNotice';

/**
 * The one-time notes the cart page shows after a reorder: the reorder happens on the order page,
 * which then goes to the cart, so the notes travel in the tab's session storage (as the saved-carts
 * notice does). Without script the order page shows them itself.
 */
const KEY = 'orders.reorderNotice';

// What is read back is checked: storage belongs to the tab, not to this code.
const noticeSchema = z.object({
  title: z.string(),
  dismiss: z.string(),
  lines: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      sku: z.string(),
      outcome: z.enum(['added', 'priceChanged', 'unavailable']),
      note: z.string(),
    }),
  ),
});

export function leaveReorderNotice(notice: ReorderNotice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage may be off: the cart still holds the lines.
  }
}

export function takeReorderNotice(): ReorderNotice | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!stored) return null;
    const parsed = noticeSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
