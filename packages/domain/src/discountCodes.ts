/** What applying or removing a discount code answers (spec: discount code results). */
export const DISCOUNT_CODE_STATUSES = [
  'CodeAdded',
  'AlreadyAdded',
  'CodeRemoved',
  'AlreadyRemoved',
  'RequirementsNotMet',
  'Error',
] as const;
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number];

/** The statuses a code is kept with; the others refuse it. */
export const ACCEPTED_DISCOUNT_CODE_STATUSES = [
  'CodeAdded',
  'AlreadyAdded',
  'CodeRemoved',
  'AlreadyRemoved',
] as const;
export type AcceptedDiscountCodeStatus = (typeof ACCEPTED_DISCOUNT_CODE_STATUSES)[number];

/** A refused code: the two refusing statuses, and 'NotValid' for a code that fails validation. */
export const REFUSED_DISCOUNT_CODE_STATUSES = ['RequirementsNotMet', 'Error', 'NotValid'] as const;
export type RefusedDiscountCodeStatus = (typeof REFUSED_DISCOUNT_CODE_STATUSES)[number];

/**
 * Why a code was refused (issue 27), where the spec's results leave room to say it: under
 * RequirementsNotMet the cart's shortfall ('requirements'), under NotValid ('Discount is not valid')
 * the code's dates, market, audience or uses, under Error a code that does not exist. The spec's
 * status and message stay as they were; the reason is added beside them.
 */
export const DISCOUNT_REFUSAL_REASONS = [
  'unknown',
  'requirements',
  'expired',
  'notStarted',
  'market',
  'businessOnly',
  'consumersOnly',
  'usedUp',
] as const;
export type DiscountRefusalReason = (typeof DISCOUNT_REFUSAL_REASONS)[number];

/** The error catalogue's two texts: unmet requirements, and any other refusal. */
export const DISCOUNT_REFUSAL_MESSAGE: Readonly<Record<RefusedDiscountCodeStatus, string>> = {
  RequirementsNotMet: 'The cart does not meet the requirements for this discount',
  Error: 'Invalid code',
  NotValid: 'Invalid code',
};

export const isAcceptedDiscountCodeStatus = (status: string): status is AcceptedDiscountCodeStatus =>
  (ACCEPTED_DISCOUNT_CODE_STATUSES as readonly string[]).includes(status);

/**
 * Engine promotions: after applying a code they are fetched again unless the status is AlreadyAdded
 * or RequirementsNotMet; after removing one, unless AlreadyRemoved.
 */
export function refetchPromotionsAfter(action: 'apply' | 'remove', status: DiscountCodeStatus): boolean {
  if (action === 'apply') return status !== 'AlreadyAdded' && status !== 'RequirementsNotMet';
  return status !== 'AlreadyRemoved';
}
