import {
  type CartAudience,
  deliveryAfterThreshold,
  type Market,
  type NetGross,
  type PricedLine,
  type PromotionInput,
  paidProductsNet,
  type RoundingMode,
} from '@workwear/domain';

/** What a promotion is evaluated against besides the lines: the cart's environment, as far as it matters here. */
export interface PromotionSetting {
  ctx: { now: Date };
  market: Market;
  audience: CartAudience;
  rounding: RoundingMode;
  /** The delivery the cart carries until checkout picks a method. */
  delivery: NetGross;
}

/**
 * What promotions are evaluated on: the lines, and the delivery (the chosen method's fee, else the
 * buyer's default method's) after the business free-delivery threshold (domain freeDelivery.ts).
 */
export function promotionInput(
  setting: PromotionSetting,
  lines: readonly PricedLine[],
  delivery: NetGross = setting.delivery,
): PromotionInput {
  return {
    lines,
    delivery: deliveryAfterThreshold(setting.market, setting.audience, paidProductsNet(lines), delivery),
    vatRateBasisPoints: setting.market.vatRateBasisPoints,
    marketName: setting.market.name,
    audience: setting.audience,
    now: setting.ctx.now,
    rounding: setting.rounding,
  };
}
