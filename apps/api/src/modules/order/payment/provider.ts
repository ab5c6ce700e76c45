import type { PAYMENT_DECLINE_REASONS } from '@workwear/contracts';
import type { PaymentProviderName } from '@workwear/domain';

/** Why a payment was declined, as the contract names it and the widget shows it. */
export type PaymentDeclineReason = (typeof PAYMENT_DECLINE_REASONS)[number];

/** What a provider is asked to pay: the order's amount in minor units and, for cards, the card. */
export interface PaymentRequest {
  orderId: string;
  orderNo: number;
  /** Minor units of currency: the order's total as the buyer pays it. */
  amount: number;
  currency: string;
  methodId: number;
  /** The card as the widget sent it, already checked for shape (Luhn, expiry, CVC). */
  card?: { number: string; expiry: { month: number; year: number }; cvc: string; holder?: string };
  now: Date;
}

/** A provider's answer: paid (with its reference), or declined with the reason the widget shows. */
export type PaymentOutcome =
  | { state: 'Confirmed'; reference: string }
  | { state: 'Failed'; declineReason: PaymentDeclineReason; reference: string | null };

/**
 * A way to pay. The order module knows providers only through this interface: send asks how a new
 * order's payment starts (in the send's transaction, so it must not call out), and the payment call
 * asks the provider to pay an order that awaits its payment. A provider keeps no state of its own:
 * every attempt is a row in payments, written by the order module with the outcome.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether the buyer pays after send (card: the order waits, Pending) or the order is paid by being sent (invoice). */
  readonly startsAs: 'Pending' | 'Confirmed';
  /** Whether pay() needs a card from the widget. */
  readonly needsCard: boolean;
  pay(request: PaymentRequest): Promise<PaymentOutcome>;
}
