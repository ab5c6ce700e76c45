import type { RoundingMode } from '../money';

/**
 * The cart's one rounding rule (storefront-core §9, cart-services-companies §9): "away from zero when
 * engine promotions are enabled, otherwise default". The spec does not name the default; we read it
 * as the backend's default rounding, which for decimal arithmetic is banker's rounding (half to
 * even). Only discount and tax arithmetic rounds: catalogue prices arrive already rounded.
 */
export function cartRoundingMode(enginePromotions: boolean): RoundingMode {
  return enginePromotions ? 'awayFromZero' : 'halfEven';
}
