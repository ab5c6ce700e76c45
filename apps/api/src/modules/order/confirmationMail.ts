import type { OrderView } from '@workwear/contracts';
import type { TransactionHandle } from '@workwear/db';
import { type Language, routePath } from '@workwear/domain';
import { sendMail } from '../mail';

/** The confirmation page of an order: the status page, naming the order by its id. */
export const orderUrlOf = (origin: string, language: Language, orderId: string) =>
  `${origin}${routePath('OrderConfirmed', language)}?order=${orderId}`;

/**
 * Queues the order confirmation in the caller's transaction (an invoice order's send, a card order's
 * confirmed payment), in the order's language, to the buyer and to the payload's extra confirmation
 * addresses. showPrices is the buyer's price display (HidePrice of the market or the company).
 */
export async function queueConfirmation(
  tx: TransactionHandle,
  order: OrderView,
  place: { language: Language; origin: string; showPrices: boolean },
): Promise<void> {
  const to = new Set([order.buyer.email.toLowerCase()]);
  for (const key of ['OrderConfirmationEmail', 'ExtraOrderConfirmationEmail']) {
    const extra = order.metadata[key];
    if (typeof extra === 'string' && extra !== '') to.add(extra.toLowerCase());
  }
  const data = {
    language: place.language,
    orderUrl: orderUrlOf(place.origin, place.language, order.id),
    order,
    showPrices: place.showPrices,
  };
  for (const address of to) {
    await sendMail(tx, {
      to: address,
      language: place.language,
      market: order.market,
      template: 'orderConfirmation',
      data,
    });
  }
}
