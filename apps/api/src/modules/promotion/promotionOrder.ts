import {
  DISCOUNT_REFUSAL_MESSAGE,
  DISCOUNT_TYPE,
  evaluatePromotion,
  type PromotionDefinition,
  type PromotionEvaluation,
  type PromotionInput,
} from '@workwear/domain';
import { type CodeRules, DISCOUNT_NOT_VALID, takesCode } from './codePromotions';

export interface AppliedPromotion {
  definition: PromotionDefinition;
  evaluation: Extract<PromotionEvaluation, { status: 'applies' }>;
}

/** A row a promotion gave (its gift), as the cart holds it. */
export interface GiftRow {
  rowId: number;
  promotionId: number;
  sku: string;
}

/** What the promotions are applied to, and which of them are candidates. */
export interface PromotionsToApply {
  input: PromotionInput;
  rules: CodeRules;
  /** The engine's automatic promotions (none where the engine does not serve the cart). */
  automatic: readonly PromotionDefinition[];
  /** The code kept on the cart and its promotion as read (undefined: gone), or null without a code. */
  kept: { promotion: PromotionDefinition | undefined } | null;
  /** The gift rows the cart holds now. */
  giftRows: readonly GiftRow[];
}

/** What applies, and what the cart must change for it by itself. */
export interface PromotionOutcome {
  applied: AppliedPromotion[];
  /** The kept code lapsed: drop it, with the spec's message when the buyer is told (not for an empty cart). */
  codeDropped: { message?: string } | null;
  /** Gift rows no promotion gives any more. */
  removeGiftRows: number[];
  /** Gifts a promotion gives that the cart does not hold yet. */
  addGifts: { promotionId: number; sku: string }[];
}

const isBasket = (d: PromotionDefinition) => d.discountType === DISCOUNT_TYPE.DiscountBasket;

/**
 * The one order in which promotions apply, for the cart, the order's summary and send, and the price
 * service's engine view: row promotions first (automatic, then the kept code), then basket promotions
 * on what the row discounts leave (design: "after row discounts", so an automatic products promotion
 * and a basket code do not both take the same money), then the gift rows follow what applies.
 */
export function applyPromotions(on: PromotionsToApply): PromotionOutcome {
  const applied: AppliedPromotion[] = [];
  let codeDropped: PromotionOutcome['codeDropped'] = null;
  const applyAutomatic = (definitions: readonly PromotionDefinition[], input: PromotionInput) => {
    for (const definition of definitions) {
      const evaluation = evaluatePromotion(definition, input);
      if (evaluation.status === 'applies') applied.push({ definition, evaluation });
    }
  };
  const applyCode = (input: PromotionInput) => {
    const outcome = checkKeptCode(on.rules, on.kept?.promotion, input);
    if (outcome.applied) applied.push(outcome.applied);
    else codeDropped = outcome.message ? { message: outcome.message } : {};
  };
  const codeIsBasket = on.kept?.promotion !== undefined && isBasket(on.kept.promotion);

  applyAutomatic(
    on.automatic.filter((d) => !isBasket(d)),
    on.input,
  );
  if (on.kept !== null && !codeIsBasket) applyCode(on.input);
  const afterRows = afterRowDiscounts(on.input, applied);
  applyAutomatic(on.automatic.filter(isBasket), afterRows);
  if (on.kept !== null && codeIsBasket) applyCode(afterRows);
  return { applied, codeDropped, ...giftsOf(applied, on.giftRows) };
}

/** The input a basket promotion is evaluated on: the row discounts already taken. */
function afterRowDiscounts(input: PromotionInput, applied: readonly AppliedPromotion[]): PromotionInput {
  const rowDiscounts = applied.flatMap((a) => a.evaluation.rowDiscounts);
  return {
    ...input,
    priorRowDiscount: {
      net: rowDiscounts.reduce((sum, d) => sum + d.net, 0),
      gross: rowDiscounts.reduce((sum, d) => sum + d.gross, 0),
    },
  };
}

/**
 * The code kept on the cart, checked again after a change (spec §4): an empty cart loses it
 * silently; a code that no longer applies, or that this cart may no longer use, is removed with the
 * spec's message.
 */
function checkKeptCode(
  rules: CodeRules,
  promotion: PromotionDefinition | undefined,
  input: PromotionInput,
): { applied?: AppliedPromotion; message?: string } {
  if (!input.lines.some((l) => !l.gift)) return {};
  if (!promotion || !takesCode(rules, promotion)) return { message: DISCOUNT_NOT_VALID };
  const evaluation = evaluatePromotion(promotion, input);
  if (evaluation.status === 'applies') return { applied: { definition: promotion, evaluation } };
  return {
    message:
      evaluation.status === 'RequirementsNotMet'
        ? DISCOUNT_REFUSAL_MESSAGE.RequirementsNotMet
        : DISCOUNT_NOT_VALID,
  };
}

/** Gift rows follow their promotions: added while one applies, removed when it stops. */
function giftsOf(
  applied: readonly AppliedPromotion[],
  giftRows: readonly GiftRow[],
): Pick<PromotionOutcome, 'removeGiftRows' | 'addGifts'> {
  const giving = new Map<number, string>();
  for (const a of applied) if (a.evaluation.giftSku) giving.set(a.definition.id, a.evaluation.giftSku);
  const removeGiftRows: number[] = [];
  for (const row of giftRows) {
    if (giving.get(row.promotionId) === row.sku) giving.delete(row.promotionId);
    else removeGiftRows.push(row.rowId);
  }
  return {
    removeGiftRows,
    addGifts: [...giving].map(([promotionId, sku]) => ({ promotionId, sku })),
  };
}
