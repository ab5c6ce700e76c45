import type { PaymentDeclineReason, PaymentProvider } from './provider';

/**
 * The documented test cards (the README lists them): two that pay, two declined with the reason a
 * real acquirer gives. Any other number that passes Luhn is declined as not supported in test mode.
 */
export const TEST_CARDS: Readonly<Record<string, 'accepted' | PaymentDeclineReason>> = {
  '4111111111111111': 'accepted',
  '5555555555554444': 'accepted',
  '4000000000000002': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

/**
 * The built-in card provider (method 168) in test mode: no network, the answer depends on the card
 * number alone, so checkout, a decline and a retry can be tried and tested anywhere.
 */
export const cardTestProvider: PaymentProvider = {
  name: 'card',
  startsAs: 'Pending',
  needsCard: true,
  async pay(request) {
    const verdict = TEST_CARDS[request.card?.number ?? ''] ?? 'card_not_supported';
    const reference = `test-${request.orderNo}-${request.now.getTime()}`;
    return verdict === 'accepted'
      ? { state: 'Confirmed', reference }
      : { state: 'Failed', declineReason: verdict, reference };
  },
};
