/**
 * The built-in card provider's test cards (design: card test mode), for whoever needs the list: the
 * provider decides by them, the payment widget shows them as a hint in test mode. Two pay; two are
 * declined with the reason a real acquirer gives. Any other Luhn-valid number is declined as
 * card_not_supported in test mode.
 */
export type TestCardOutcome = 'accepted' | 'insufficient_funds' | 'expired_card';

export const TEST_CARDS: readonly { readonly number: string; readonly outcome: TestCardOutcome }[] = [
  { number: '4111111111111111', outcome: 'accepted' },
  { number: '5555555555554444', outcome: 'accepted' },
  { number: '4000000000000002', outcome: 'insufficient_funds' },
  { number: '4000000000000069', outcome: 'expired_card' },
];

/** A card number grouped in fours, as it is printed on the card: '4111 1111 1111 1111'. */
export const groupCardNumber = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
