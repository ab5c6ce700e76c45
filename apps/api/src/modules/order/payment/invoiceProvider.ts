import type { PaymentProvider } from './provider';

/**
 * Paying on invoice (method 20): the order is confirmed by being sent, and the company is invoiced
 * on its terms later, outside the shop. Only business buyers whose company allows it get here.
 */
export const invoiceProvider: PaymentProvider = {
  name: 'invoice',
  startsAs: 'Confirmed',
  needsCard: false,
  async pay(request) {
    return { state: 'Confirmed', reference: `invoice-${request.orderNo}` };
  },
};
