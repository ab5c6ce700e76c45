import { describe, expect, it } from 'vitest';
import { statusHref, statusRouteOf } from './statusHref';

describe('statusHref', () => {
  it('names the order in the status page’s query', () => {
    expect(statusHref('en', 'OrderConfirmed', 'abc')).toBe('/en/checkout/status/confirmed?order=abc');
  });
});

describe('statusRouteOf', () => {
  it('sends an order where its payment state belongs', () => {
    expect(statusRouteOf({ paymentState: 'Confirmed', awaitingPayment: false })).toBe('OrderConfirmed');
    expect(statusRouteOf({ paymentState: 'Pending', awaitingPayment: true })).toBe('OrderPending');
    expect(statusRouteOf({ paymentState: 'Failed', awaitingPayment: true })).toBe('OrderFailed');
    expect(statusRouteOf({ paymentState: 'Cancelled', awaitingPayment: false })).toBe('OrderCanceled');
    expect(statusRouteOf({ paymentState: 'Default', awaitingPayment: false })).toBe('OrderConfirmed');
  });
});
