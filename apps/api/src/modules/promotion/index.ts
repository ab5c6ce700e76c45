// The promotion module's face: the promotions and their uses (promotions, promotion_uses), and the
// pieces the cart, the order and the price service all evaluate them with.
export {
  automaticPromotions,
  type CodeRules,
  DISCOUNT_NOT_VALID,
  promotionOfCode,
  takesCode,
  usesLeft,
} from './codePromotions';
export { type LineToPrice, pricedLinesOf, priceOfLine, type SkuOfLine } from './pricedLines';
export { type PromotionSetting, promotionInput } from './promotionInput';
export { type PromotionRecord, promotionQueries, promotionRepository } from './promotionRepository';
