import { type PaymentMethod, paymentMethodById } from '@workwear/domain';
import { cardTestProvider } from './cardTestProvider';
import { invoiceProvider } from './invoiceProvider';
import type { PaymentProvider } from './provider';

/** Which provider serves each kind of payment method. A real card acquirer replaces cardTestProvider here. */
export type PaymentProviders = Readonly<Record<PaymentMethod['provider'], PaymentProvider>>;

export const BUILT_IN_PROVIDERS: PaymentProviders = { card: cardTestProvider, invoice: invoiceProvider };

/** The method and its provider, or undefined for a method id the shop does not know. */
export function providerOf(providers: PaymentProviders, methodId: number) {
  const method = paymentMethodById(methodId);
  return method && { method, provider: providers[method.provider] };
}
