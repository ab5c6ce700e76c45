'use server';

import { formatMoney, isSupportedLanguage, parseQuickOrder, QUICK_ORDER_MAX_LINES } from '@workwear/domain';
import { z } from 'zod';
import { getPriceDisplay } from '@/features/pricing';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import { quickOrderOutcome } from './quickOrderOutcome';
import { type PreviewRow, previewRows } from './quickOrderPreview';
import type { QuickOrderState } from './quickOrderResult';
import { addLinesToVisitorCart, previewVisitorLines } from './quickOrderServer';

// 200 lines of a sku, a separator and a quantity fit many times over; anything longer is not a paste.
const MAX_TEXT_LENGTH = 40_000;

const formSchema = z.object({
  lang: z.string().refine(isSupportedLanguage, 'Unknown language'),
  text: z.string().max(MAX_TEXT_LENGTH),
  // Made in the browser per box content (absent without script): a repeated submit adds once.
  idempotencyKey: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional(),
});

/**
 * The quick order form's action (it works without script too): the text is parsed with the same
 * parseQuickOrder the browser runs, the readable lines go to the visitor's cart in one batch request
 * (a cart is created when there is none) under the browser's idempotency key, and the answer names
 * every line that was not added and leaves only those in the box.
 */
export async function submitQuickOrder(_previous: QuickOrderState, form: FormData): Promise<QuickOrderState> {
  const key = form.get('idempotencyKey');
  const parsed = formSchema.safeParse({
    lang: form.get('lang'),
    text: form.get('text') ?? '',
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
  });
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
      parsed.data.idempotencyKey,
    );
    return { status: 'sent', ...quickOrderOutcome(order, lines), cart };
  } catch (error) {
    logError('Quick order failed.', error);
    return { status: 'failed' };
  }
}

export type QuickOrderCheck = { ok: true; rows: PreviewRow[] } | { ok: false };

/**
 * The check before adding (issue 27): each line's product, colour, size and price as this visitor
 * pays it (the API's one pricing function, shown with or without VAT as the visitor's prices are),
 * and the sizes of a colour typed without one. Nothing is written.
 */
export async function checkQuickOrder(lang: string, text: string): Promise<QuickOrderCheck> {
  const parsed = formSchema.pick({ lang: true, text: true }).safeParse({ lang, text });
  if (!parsed.success) return { ok: false };
  const order = parseQuickOrder(parsed.data.text, QUICK_ORDER_MAX_LINES);
  try {
    const [answer, display, { market }] = await Promise.all([
      order.lines.length === 0
        ? null
        : previewVisitorLines(
            parsed.data.lang,
            order.lines.map(({ sku, quantity }) => ({ sku, quantity })),
          ),
      getPriceDisplay(parsed.data.lang),
      getShopContext(parsed.data.lang),
    ]);
    const money = display.showPrices
      ? (amount: { net: number; gross: number }) =>
          formatMoney(display.incVat ? amount.gross : amount.net, market)
      : null;
    return { ok: true, rows: previewRows(order, answer, money) };
  } catch (error) {
    logError('Quick order check failed.', error);
    return { ok: false };
  }
}
