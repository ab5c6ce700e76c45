'use server';

import { isSupportedLanguage, parseQuickOrder, QUICK_ORDER_MAX_LINES } from '@workwear/domain';
import { z } from 'zod';
import { logError } from '@/lib/serverLog';
import { quickOrderOutcome } from './quickOrderOutcome';
import type { QuickOrderState } from './quickOrderResult';
import { addLinesToVisitorCart } from './quickOrderServer';

// 200 lines of a sku, a separator and a quantity fit many times over; anything longer is not a paste.
const MAX_TEXT_LENGTH = 40_000;

const formSchema = z.object({
  lang: z.string().refine(isSupportedLanguage, 'Unknown language'),
  text: z.string().max(MAX_TEXT_LENGTH),
});

/**
 * The quick order form's action (it works without script too): the text is parsed with the same
 * parseQuickOrder the browser runs, the readable lines go to the visitor's cart in one batch request
 * (a cart is created when there is none), and the answer names every line that was not added.
 */
export async function submitQuickOrder(_previous: QuickOrderState, form: FormData): Promise<QuickOrderState> {
  const parsed = formSchema.safeParse({ lang: form.get('lang'), text: form.get('text') ?? '' });
  if (!parsed.success) return { status: 'failed' };
  const order = parseQuickOrder(parsed.data.text, QUICK_ORDER_MAX_LINES);
  if (order.lines.length === 0) {
    return order.errors.length === 0
      ? { status: 'empty' }
      : { status: 'sent', ...quickOrderOutcome(order, []) };
  }
  try {
    const { cart, lines } = await addLinesToVisitorCart(
      parsed.data.lang,
      order.lines.map(({ sku, quantity }) => ({ sku, quantity })),
    );
    return { status: 'sent', ...quickOrderOutcome(order, lines), cart };
  } catch (error) {
    logError('Quick order failed.', error);
    return { status: 'failed' };
  }
}
