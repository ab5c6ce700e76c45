import { TEST_CARDS } from '@workwear/domain';
import type { PaymentDeclineReason, PaymentProvider } from './provider';

const OUTCOME_BY_NUMBER = new Map<string, 'accepted' | PaymentDeclineReason>(
  TEST_CARDS.map((c) => [c.number, c.outcome]),
);

/**
 * The built-in card provider (method 168) in test mode: no network, the answer depends on the card
 * number alone (the domain's TEST_CARDS: two pay, two are declined with an acquirer's reason; any
 * other number is declined as not supported), so checkout, a decline and a retry can be tried and
 * tested anywhere.
 */
export const cardTestProvider: PaymentProvider = {
  name: 'card',
  startsAs: 'Pending',
  needsCard: true,
  async pay(request) {
    const verdict = OUTCOME_BY_NUMBER.get(request.card?.number ?? '') ?? 'card_not_supported';
    const reference = `test-${request.orderNo}-${request.now.getTime()}`;
    return verdict === 'accepted'
      ? { state: 'Confirmed', reference }
      : { state: 'Failed', declineReason: verdict, reference };
  },
};
