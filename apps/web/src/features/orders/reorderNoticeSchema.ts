import { z } from 'zod';

/**
 * The reorder notes as read back from the tab's session storage, checked: storage belongs to the tab,
 * not to this code. A module of its own, so the cart page loads zod only when there are notes.
 */
export const reorderNoticeSchema = z.object({
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
