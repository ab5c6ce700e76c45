import {
  DISCOUNT_REFUSAL_MESSAGE,
  type DiscountCodeStatus,
  type DiscountRefusal,
  type DiscountRefusalReason,
  DomainError,
  evaluatePromotion,
  invalidParameter,
  type PromotionDefinition,
  type RefusedDiscountCodeStatus,
} from '@workwear/domain';
import { textLocaleOfContext } from '../../context/requestContext';
import {
  DISCOUNT_NOT_VALID,
  promotionInput,
  promotionOfCode,
  promotionRepository,
  takesCode,
} from '../promotion';
import type { CartDeps, CartEnvironment } from './cartEnvironment';
import { PROMOTION_CODE_KEY, pricedCartLines, priceSkus } from './cartEvaluation';
import type { CartChange } from './cartStore';
import { cartRepository } from './repository';
import { TAX_LOCATION_KEY, taxLocationOf } from './salesTaxOfCart';

/**
 * A refused discount code, thrown out of the unit of work so that nothing it did stays, and answered
 * as the call's declared refusal.
 */
export class DiscountRefused extends Error {
  constructor(readonly refusal: DiscountRefusal) {
    super(refusal.message);
  }
}

type Why = { reason: DiscountRefusalReason; validFrom?: string; validTo?: string };

/**
 * A refusal with the spec's status and message, and why (issue 27): the message stays the error
 * catalogue's ('Discount is not valid' for a code that fails its check), the reason says which rule.
 */
const refused = (code: string, status: RefusedDiscountCodeStatus, why: Why) =>
  new DiscountRefused({
    code: 'discount_refused',
    status,
    discountCode: code,
    message: status === 'NotValid' ? DISCOUNT_NOT_VALID : DISCOUNT_REFUSAL_MESSAGE[status],
    ...why,
  });

/**
 * Why this cart does not take a code of that kind: engine codes are for anonymous visitors and
 * consumers where the market runs the engine, plain codes for everyone else where the market takes
 * codes (spec: engine promotions apply only to anonymous or B2C visitors when the flag is on).
 */
function otherKind(env: CartEnvironment, promotion: { engine: boolean }): DiscountRefusalReason {
  if (promotion.engine) return env.audience === 'b2b' ? 'consumersOnly' : 'market';
  if (!env.rules.discountCodes) return 'market';
  // A plain code where the engine serves this visitor: the market's business buyers use it.
  return 'businessOnly';
}

/** The NotValid reasons of the domain's evaluation, as the buyer is told them. */
function notValidWhy(
  promotion: PromotionDefinition,
  reason: 'expired' | 'notStarted' | 'market' | 'audience',
): Why {
  if (reason === 'expired' && promotion.validTo) return { reason, validTo: promotion.validTo };
  if (reason === 'notStarted' && promotion.validFrom) return { reason, validFrom: promotion.validFrom };
  if (reason === 'audience')
    return { reason: promotion.audience === 'b2b' ? 'businessOnly' : 'consumersOnly' };
  return { reason };
}

/** Which promotions this cart takes codes for: the engine's (anonymous and consumers, flag on) or the plain ones. */
export type CodeKind = 'engine' | 'plain';

/**
 * Applies a code: it must exist, be of the kind this cart takes, apply to the cart as it is, and have
 * a use left; the use is held by the cart (the promotion row locked while counting), the code kept
 * under PromotionCode. AlreadyAdded when the cart has it.
 */
export async function applyCode(
  deps: CartDeps,
  c: CartChange,
  input: string,
  kind: CodeKind,
): Promise<DiscountCodeStatus> {
  const code = input.trim();
  const promotion = await promotionOfCode(c.tx, code);
  if (!promotion) throw refused(code, 'Error', { reason: 'unknown' });
  const lines = c.lines;
  const facts = await deps.skuFacts.load(
    c.tx,
    lines.map((l) => l.sku),
    textLocaleOfContext(c.env.ctx),
  );
  const prices = await priceSkus(deps, c.env, facts.values());
  const priced = pricedCartLines(lines, facts, prices);
  const evaluation = evaluatePromotion(promotion, promotionInput(c.env, priced));
  // The code's dates first: an expired code is expired for everyone, whoever tries it where.
  if (
    evaluation.status === 'NotValid' &&
    (evaluation.reason === 'expired' || evaluation.reason === 'notStarted')
  )
    throw refused(code, 'NotValid', notValidWhy(promotion, evaluation.reason));
  if (promotion.engine !== (kind === 'engine') || !takesCode(c.env.rules, promotion))
    throw refused(code, 'NotValid', { reason: otherKind(c.env, promotion) });
  const kept = c.metadata.find((m) => m.key === PROMOTION_CODE_KEY);
  if (kept && kept.value.toLowerCase() === promotion.code?.toLowerCase()) return 'AlreadyAdded';
  // Then its market and audience, then the cart's requirements.
  if (evaluation.status === 'NotValid')
    throw refused(code, 'NotValid', notValidWhy(promotion, evaluation.reason));
  if (!priced.some((l) => !l.gift) || evaluation.status === 'RequirementsNotMet')
    throw refused(code, 'RequirementsNotMet', { reason: 'requirements' });

  const uses = await promotionRepository.lockedUses(c.tx, promotion.id, c.cart.id);
  if (promotion.usageLimit !== null && !uses.held && uses.uses >= promotion.usageLimit) {
    throw refused(code, 'NotValid', { reason: 'usedUp' });
  }
  await promotionRepository.releaseUses(c.tx, c.cart.id, promotion.id);
  await promotionRepository.holdUse(c.tx, promotion.id, c.cart.id);
  await cartRepository.setMetadata(c.tx, c.cart.id, PROMOTION_CODE_KEY, promotion.code ?? code);
  return 'CodeAdded';
}

/** Removes the cart's code (any code given, or the one named): CodeRemoved, or AlreadyRemoved without one. */
export async function removeCode(c: CartChange, named?: string): Promise<DiscountCodeStatus> {
  const kept = c.metadata.find((m) => m.key === PROMOTION_CODE_KEY);
  if (!kept || (named !== undefined && kept.value.toLowerCase() !== named.trim().toLowerCase()))
    return 'AlreadyRemoved';
  await cartRepository.deleteMetadata(c.tx, c.cart.id, PROMOTION_CODE_KEY);
  await promotionRepository.releaseUses(c.tx, c.cart.id);
  return 'CodeRemoved';
}

/** Keys the cart's own fields answer for; PUT carts/{id} changes them. */
const RESERVED_KEYS = new Set(['Status', 'IsActive', 'Type']);

/**
 * One metadata entry. PromotionCode goes through the code check (an empty value removes the code);
 * TaxLocation must be a delivery location; the cart's own fields are not metadata to set.
 */
export async function setMetadata(
  deps: CartDeps,
  c: CartChange,
  entry: { key: string; value: string },
  mode: 'create' | 'update' | 'upsert',
): Promise<DiscountCodeStatus | undefined> {
  if (RESERVED_KEYS.has(entry.key))
    throw invalidParameter('key', `${entry.key} is changed through PUT carts/{id}.`);
  const exists = c.metadata.some((m) => m.key === entry.key);
  if (mode === 'create' && exists) throw new DomainError('conflict', `The cart already has ${entry.key}.`);
  if (mode === 'update' && !exists) throw new DomainError('not_found', `The cart has no ${entry.key}.`);
  if (entry.key === PROMOTION_CODE_KEY) {
    return entry.value.trim() === '' ? removeCode(c) : applyCode(deps, c, entry.value, 'plain');
  }
  if (entry.key === TAX_LOCATION_KEY && entry.value !== '' && !taxLocationOf([entry])) {
    throw invalidParameter(
      'value',
      'A TaxLocation is JSON with line1, zipCode, city, countryCode and region.',
    );
  }
  await cartRepository.setMetadata(c.tx, c.cart.id, entry.key, entry.value);
  return undefined;
}
