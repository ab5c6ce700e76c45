import {
  addressValidationCall,
  cancelOrderPaymentCall,
  countriesCall,
  deliveryMethodsCall,
  orderCall,
  orderSummaryCall,
  ordersCall,
  paymentMethodsCall,
  payOrderCall,
  regionsCall,
  reorderCall,
  sendOrderCall,
  servicePointsCall,
} from '@workwear/contracts';
import type { z } from 'zod';
import { type CallBody as Body, declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';
import { ORDER_SEND_TIMEOUT_MS } from './requestTimeouts';

/**
 * The order service. send waits up to the spec's 120 s and carries the idempotency key the
 * storefront made for this checkout, so a retried send can never make a second order.
 */
export function createOrderApi(http: HttpClient) {
  const call = declaredCaller(http);
  const order = (id: string) => ({ params: { id } });
  return {
    send: (body: Body<typeof sendOrderCall>, idempotencyKey: string) =>
      call(
        sendOrderCall,
        { body },
        { timeoutMs: ORDER_SEND_TIMEOUT_MS, headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    summary: (body: Body<typeof orderSummaryCall>) => call(orderSummaryCall, { body }),
    list: (query: z.input<typeof ordersCall.query> = {}) => call(ordersCall, { query }),
    get: (id: string) => call(orderCall, order(id)),
    pay: (id: string, body: Body<typeof payOrderCall>) => call(payOrderCall, { ...order(id), body }),
    cancel: (id: string) => call(cancelOrderPaymentCall, order(id)),
    reorder: (id: string, body: Body<typeof reorderCall> = {}) => call(reorderCall, { ...order(id), body }),
  };
}
export type OrderApi = ReturnType<typeof createOrderApi>;

/** The metadata service: countries, regions, address validation, delivery and payment methods. */
export function createMetadataApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    countries: () => call(countriesCall, {}),
    regions: (countryCode: string) => call(regionsCall, { query: { countryCode } }),
    validateAddress: (body: Body<typeof addressValidationCall>) => call(addressValidationCall, { body }),
    deliveryMethods: () => call(deliveryMethodsCall, {}),
    paymentMethods: () => call(paymentMethodsCall, {}),
    servicePoints: (zipCode: string) => call(servicePointsCall, { query: { zipCode } }),
  };
}
export type MetadataApi = ReturnType<typeof createMetadataApi>;
