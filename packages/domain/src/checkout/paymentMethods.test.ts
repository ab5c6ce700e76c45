import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_METHOD,
  INVOICE_PAYMENT_METHOD,
  paymentMethodById,
  paymentMethodsFor,
} from './paymentMethods';

describe('payment methods', () => {
  it('default to the card method 168', () => {
    expect(DEFAULT_PAYMENT_METHOD).toEqual({ id: 168, code: 'c card', name: 'Card', provider: 'card' });
    expect(INVOICE_PAYMENT_METHOD).toEqual({ id: 20, code: 'invoice', name: 'Invoice', provider: 'invoice' });
    expect(paymentMethodById(20)).toBe(INVOICE_PAYMENT_METHOD);
    expect(paymentMethodById(1)).toBeUndefined();
  });

  it('offer invoice, after card, only to a business buyer whose company allows it', () => {
    expect(paymentMethodsFor({ audience: 'b2b', allowInvoice: true }).map((m) => m.id)).toEqual([168, 20]);
    expect(paymentMethodsFor({ audience: 'b2b', allowInvoice: false }).map((m) => m.id)).toEqual([168]);
    expect(paymentMethodsFor({ audience: 'b2c', allowInvoice: true }).map((m) => m.id)).toEqual([168]);
    expect(paymentMethodsFor({ audience: 'anonymous', allowInvoice: true }).map((m) => m.id)).toEqual([168]);
  });
});
