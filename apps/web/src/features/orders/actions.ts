'use server';

import type { CartView } from '@workwear/contracts';
import { orderIdSchema } from '@workwear/contracts';
import { formatMoney, isSupportedLanguage, type Language } from '@workwear/domain';
import { z } from 'zod';
import { cartScope, findCart, statusOf } from '@/features/cart';
import { logError } from '@/lib/serverLog';
import { orderCurrencyFormat } from './orderMoney';
import { orderScope } from './ordersServer';
import { ordersT } from './orderTexts';
import { type ReorderNotice, reorderNotice } from './reorderNotice';

export type ReorderResult =
  | { ok: true; notice: ReorderNotice; cart: CartView }
  | { ok: false; failure: 'failed' | 'notFound' };

const inputSchema = z.object({
  lang: z.string().refine(isSupportedLanguage, 'Unknown language'),
  orderId: orderIdSchema,
  orderNo: z.coerce.number().int().positive(),
});

/**
 * "Order again" (a form action, so it works without script): the order's lines go into the cart the
 * visitor has now (the one its cookie names, else the API's active cart), at today's prices, and the
 * answer says per line what happened.
 */
export async function reorder(_previous: ReorderResult | null, form: FormData): Promise<ReorderResult> {
  const parsed = inputSchema.safeParse({
    lang: form.get('lang'),
    orderId: form.get('orderId'),
    orderNo: form.get('orderNo'),
  });
  if (!parsed.success) return { ok: false, failure: 'failed' };
  const { orderId, orderNo } = parsed.data;
  const lang = parsed.data.lang as Language;
  try {
    const scope = await cartScope(lang);
    const [current, { order }, t] = await Promise.all([findCart(scope), orderScope(lang), ordersT(lang)]);
    // The cookie is not written: the buyer is signed in, so findCart finds the cart the lines went
    // into as the API's active one, and the header badge's next count sets the cookie to it. Written
    // here, it would have this order page rendered again into the answer, which the buyer leaves.
    const result = await order.reorder(orderId, current ? { cartId: current.id } : {});
    const currency = orderCurrencyFormat({ market: scope.market.name, currency: result.cart.currency });
    const notice = reorderNotice(result.lines, (minor) => formatMoney(minor, { currency }), {
      title: t('reorder.notesTitle', { orderNo }),
      added: t('reorder.added'),
      unavailable: t('reorder.unavailable'),
      priceChanged: (before, now) => t('reorder.priceChanged', { before, now }),
      dismiss: t('reorder.dismiss'),
    });
    return { ok: true, notice, cart: result.cart };
  } catch (error) {
    if (statusOf(error) === 404) return { ok: false, failure: 'notFound' };
    logError('Reorder failed.', error);
    return { ok: false, failure: 'failed' };
  }
}
