import {
  businessFreeDeliveryFrom,
  evaluatePromotion,
  type FreeDeliveryProgress,
  freeDeliveryProgress,
  givesFreeDelivery,
  type PromotionDefinition,
  type PromotionInput,
  paidProductsNet,
} from '@workwear/domain';
import type { PromotionSetting } from './promotionInput';

/**
 * The thresholds that would make this cart's delivery free: the business one, and the minimum total
 * of each automatic promotion that takes the whole delivery off and that only that total keeps from
 * applying. What is left to the nearest, as the cart and mini cart tell the buyer.
 */
export function freeDeliveryOf(
  setting: Pick<PromotionSetting, 'market' | 'audience'>,
  input: PromotionInput,
  automatic: readonly PromotionDefinition[],
): FreeDeliveryProgress | null {
  const business = businessFreeDeliveryFrom(setting.market, setting.audience);
  const promoted = automatic.flatMap((d) => {
    if (!givesFreeDelivery(d) || d.minTotalMinor === null) return [];
    const unlimited = evaluatePromotion({ ...d, minTotalMinor: null }, input);
    return unlimited.status === 'applies' ? [d.minTotalMinor] : [];
  });
  const thresholds = business === null ? promoted : [business, ...promoted];
  return freeDeliveryProgress(setting.market, paidProductsNet(input.lines), thresholds);
}
