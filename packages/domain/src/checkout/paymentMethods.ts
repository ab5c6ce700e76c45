import type { CartAudience } from '../cart/cartAudience';
import { DEFAULT_CARD_PAYMENT_METHOD_CODE, DEFAULT_CARD_PAYMENT_METHOD_ID } from '../constants';

export type PaymentProviderName = 'card' | 'invoice';

export interface PaymentMethod {
  readonly id: number;
  readonly code: string;
  /** English; the storefront shows its own translated name per provider. */
  readonly name: string;
  readonly provider: PaymentProviderName;
}

/** The spec's default payment method: card, 168, 'c card'. Choosing a delivery method resets to it. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = {
  id: DEFAULT_CARD_PAYMENT_METHOD_ID,
  code: DEFAULT_CARD_PAYMENT_METHOD_CODE,
  name: 'Card',
  provider: 'card',
};
export const DEFAULT_PAYMENT_METHOD_ID = DEFAULT_PAYMENT_METHOD.id;

/** Paying on invoice: for companies whose setting AllowInvoicePayment is on, never for consumers. */
export const INVOICE_PAYMENT_METHOD: PaymentMethod = {
  id: 20,
  code: 'invoice',
  name: 'Invoice',
  provider: 'invoice',
};

export const PAYMENT_METHODS: readonly PaymentMethod[] = [DEFAULT_PAYMENT_METHOD, INVOICE_PAYMENT_METHOD];

/**
 * The methods a buyer may pay with, the default first: card always; invoice too for a business buyer
 * whose company allows it (guests and consumers never pay on invoice, whatever is passed).
 */
export function paymentMethodsFor(buyer: {
  readonly audience: CartAudience;
  readonly allowInvoice: boolean;
}): PaymentMethod[] {
  return buyer.audience === 'b2b' && buyer.allowInvoice
    ? [DEFAULT_PAYMENT_METHOD, INVOICE_PAYMENT_METHOD]
    : [DEFAULT_PAYMENT_METHOD];
}

export const paymentMethodById = (id: number): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((m) => m.id === id);
