'use server';

import { MAX_BATCH_LINES } from '@workwear/contracts';
import { isSupportedLanguage } from '@workwear/domain';
import { z } from 'zod';
import { logError } from '@/lib/serverLog';
import type { QuickOrderActionResult } from './quickOrderResult';
import { addLinesToVisitorCart } from './quickOrderServer';

const inputSchema = z.object({
  lang: z.string().refine(isSupportedLanguage, 'Unknown language'),
  // The browser sends what parseQuickOrder accepted; the cart service checks every line again.
  lines: z
    .array(z.object({ sku: z.string().trim().min(1).max(60), quantity: z.number().int() }))
    .min(1)
    .max(MAX_BATCH_LINES),
});

/**
 * Quick order: the lines go to the visitor's cart in one batch request (a cart is created when there
 * is none); the answer holds the cart and the service's status per line, in the order sent.
 */
export async function addQuickOrder(input: unknown): Promise<QuickOrderActionResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, failure: 'invalid' };
  try {
    const { cart, lines } = await addLinesToVisitorCart(parsed.data.lang, parsed.data.lines);
    return { ok: true, cart, lines: lines.map(({ index, sku, status }) => ({ index, sku, status })) };
  } catch (error) {
    logError('Quick order failed.', error);
    return { ok: false, failure: 'failed' };
  }
}
