import type { DatabaseHandle } from '@workwear/db';
import { type PromotionDefinition, promotionDefinitionSchema } from '@workwear/domain';
import { promotionRepository } from './promotionRepository';

/** The spec's message when a discount fails its check (§5). */
export const DISCOUNT_NOT_VALID = 'Discount is not valid';

/** The code promotion kept on the cart, as the database has it (case-insensitive, canonical code). */
export async function promotionOfCode(
  handle: DatabaseHandle,
  code: string,
): Promise<PromotionDefinition | undefined> {
  const row = await promotionRepository.byCode(handle, code);
  return row && promotionDefinitionSchema.parse(row);
}

/** Engine promotions without a code, read as definitions. */
export async function automaticPromotions(handle: DatabaseHandle): Promise<PromotionDefinition[]> {
  return (await promotionRepository.automatic(handle)).map((r) => promotionDefinitionSchema.parse(r));
}

/** The promotions a cart may take: its kept code's (undefined when the code is gone) and the automatic ones. */
export interface PromotionCandidates {
  automatic: PromotionDefinition[];
  coded: PromotionDefinition | undefined;
}

/**
 * Reads a cart's candidates in one round: the automatic promotions where the engine serves the cart
 * (through their cache, automaticPromotionsCache.ts), and the kept code's promotion.
 */
export async function promotionCandidates(
  handle: DatabaseHandle,
  rules: Pick<CodeRules, 'enginePromotions'>,
  code: string | null,
  automatic: (handle: DatabaseHandle) => Promise<PromotionDefinition[]>,
): Promise<PromotionCandidates> {
  const [automaticOnes, coded] = await Promise.all([
    rules.enginePromotions ? automatic(handle) : Promise.resolve([]),
    code === null ? Promise.resolve(undefined) : promotionOfCode(handle, code),
  ]);
  return { automatic: automaticOnes, coded };
}

/** Which codes a cart takes, as its market and principal allow. */
export interface CodeRules {
  discountCodes: boolean;
  enginePromotions: boolean;
}

/**
 * Whether this cart takes a promotion's code: an engine code where the engine serves the visitor, a
 * plain one where the market has ActivateDiscountCode on and the engine does not serve the visitor.
 */
export const takesCode = (rules: CodeRules, promotion: { engine: boolean }): boolean =>
  promotion.engine ? rules.enginePromotions : rules.discountCodes && !rules.enginePromotions;

/** Whether a limited promotion has a use left (without holding one). */
export async function usesLeft(handle: DatabaseHandle, promotion: PromotionDefinition): Promise<boolean> {
  if (promotion.usageLimit === null) return true;
  const { uses } = await promotionRepository.usesOf(handle, promotion.id);
  return uses < promotion.usageLimit;
}
