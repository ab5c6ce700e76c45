import { randomUUID } from 'node:crypto';
import {
  addressValidationCall,
  countriesCall,
  deliveryMethodsCall,
  fullPathOf,
  orderSummaryCall,
  paymentMethodsCall,
  sendOrderCall,
} from '@workwear/contracts';
import { openDatabase } from '@workwear/db';
import {
  ensureTestDelivery,
  SWEDISH_ADDRESS,
  sendBody,
  setStock,
  type TestDelivery,
} from '../../apps/api/src/testing/orderApi';
import { CART_MARKET, cartClient, emptyCart, fill } from './cartBenchSetup';
import type { LoopRequest } from './connectionLoops';

/**
 * What the order benchmark works with: checkout made possible in the benchmark's database (a delivery
 * group with the tests' methods, stock far above what any run takes), guest carts with rows made
 * through the cart API before anything is timed, and the requests of the checkout's steps. The send
 * payload is the tests' own (apps/api/src/testing/orderApi.ts), so the benchmark sends what the tests prove valid.
 */

/** Enough for every run this database will see: sends never meet code 10. */
const PLENTY = 100_000_000;

/** The test delivery methods in the market's default group, and the skus' stock set to PLENTY. */
export async function prepareCheckout(url: string, skus: readonly string[]): Promise<TestDelivery> {
  const handle = await openDatabase({ url });
  try {
    const delivery = await ensureTestDelivery(handle, CART_MARKET);
    await setStock(handle, skus, PLENTY);
    return delivery;
  } finally {
    await handle.close();
  }
}

/**
 * `count` guest carts of `rows` rows each (quantity 1), `width` made at a time. Cart i takes the pool's
 * skus from i * rows on, so neighbouring carts share few skus and sends seldom wait on one stock row.
 */
export async function guestCarts(
  count: number,
  skus: readonly string[],
  rows: number,
  width = 16,
): Promise<string[]> {
  const ids: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    const api = cartClient();
    while (next < count) {
      const i = next++;
      const mine = Array.from({ length: rows }, (_, r) => skus[(i * rows + r) % skus.length]!);
      ids[i] = (await fill(api, await emptyCart(api, undefined), mine)).id;
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return ids;
}

const json = (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => ({
  method,
  path,
  ...(headers ? { headers } : {}),
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const inMarket = (path: string) => `${path}?marketId=${CART_MARKET}`;

/** POST orders/send of the cart, with a key of its own (as one checkout's). */
export const sendRequest = (cartId: string, delivery: TestDelivery): LoopRequest =>
  json('POST', fullPathOf(sendOrderCall), sendBody({ id: cartId }, delivery), {
    'Idempotency-Key': randomUUID(),
  });

export const CHECKOUT_STEPS = [
  'countries',
  'delivery methods',
  'payment methods',
  'AddressValidation',
  'summary',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The checkout's steps before send, each as the storefront calls it for a guest in the market. */
export const stepRequests = (cartId: string, delivery: TestDelivery): Record<CheckoutStep, LoopRequest> => ({
  countries: json('GET', inMarket(fullPathOf(countriesCall))),
  'delivery methods': json('GET', inMarket(fullPathOf(deliveryMethodsCall))),
  'payment methods': json('GET', inMarket(fullPathOf(paymentMethodsCall))),
  AddressValidation: json('POST', fullPathOf(addressValidationCall), {
    street: SWEDISH_ADDRESS.addressLine1,
    city: SWEDISH_ADDRESS.city,
    zip: SWEDISH_ADDRESS.zipCode,
    countryCode: 'SE',
  }),
  summary: json('POST', inMarket(fullPathOf(orderSummaryCall)), {
    cartId,
    deliveryMethod: delivery.choice.standard,
    deliveryAddress: SWEDISH_ADDRESS,
    useIncVat: true,
  }),
});
