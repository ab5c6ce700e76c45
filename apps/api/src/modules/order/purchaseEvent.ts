import type { AnalyticsEvent, OrderView } from '@workwear/contracts';
import { BASE_PART_NO_LENGTH, divideRounded, lineAfterDiscount, shownAmount } from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';

/**
 * The search analytics purchase event of a sent order (issue 9: recorded from the API's order send,
 * in the order's transaction; for an order that waited, at its approval, issue 28), in the shape the storefront's trackOrderPurchase would send: one item
 * per line at the unit price paid, in minor units.
 */
export function purchaseEvent(
  order: OrderView,
  ctx: Pick<MarketRequestContext, 'market' | 'language'>,
  shopperIp: string,
): AnalyticsEvent {
  return {
    kind: 'purchase',
    marketId: ctx.market.marketId,
    language: ctx.language,
    shopperIp,
    term: null,
    payload: {
      userProfile: { email: order.buyer.email },
      items: order.lines.map((l) => ({
        order_id: String(order.orderNo),
        order_line_id: String(l.lineNo),
        item_name: l.name,
        item_id: l.partNo,
        item_group_id: l.partNo.slice(0, BASE_PART_NO_LENGTH),
        item_variant_id: l.partNo,
        unit_price: divideRounded(
          BigInt(shownAmount(lineAfterDiscount(l), { incVat: order.useIncVat })),
          BigInt(l.quantity),
        ),
        units: l.quantity,
        currency: order.currency,
      })),
    },
  };
}
