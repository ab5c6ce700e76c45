// The promotion module's face: the promotions and their uses (promotions, promotion_uses), and the
// pieces the cart, the order and the price service all evaluate them with, among them the one order
// in which promotions apply (applyPromotions).
export { type AutomaticPromotions, createAutomaticPromotions } from './automaticPromotionsCache';
export {
  type CodeRules,
  DISCOUNT_NOT_VALID,
  type PromotionCandidates,
  promotionCandidates,
  promotionOfCode,
  takesCode,
  usesLeft,
} from './codePromotions';
export { freeDeliveryOf } from './freeDeliveryOf';
export { type LineToPrice, pricedLinesOf, priceOfLine, type SkuOfLine } from './pricedLines';
export { type PromotionSetting, promotionInput } from './promotionInput';
export {
  type AppliedPromotion,
  applyPromotions,
  type GiftRow,
  type PromotionOutcome,
  type PromotionsToApply,
} from './promotionOrder';
export { type PromotionRecord, promotionQueries, promotionRepository } from './promotionRepository';
