import { z } from 'zod';
import { defineCall } from '../call';
import { marketQuerySchema } from '../common';
import {
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderPaymentBodySchema,
  orderPaymentResultSchema,
  orderSchema,
  orderSendBodySchema,
  orderSummaryBodySchema,
  orderSummarySchema,
  orderTotalsSchema,
  reorderBodySchema,
  reorderResultSchema,
} from '../order';
import { errorResponses, json, refusal } from '../responses';
import { orderRefusalSchema } from '../results';
import { orderService } from './services';

const OWNER =
  'An order belongs to its buyer: a guest order is reached only through its id, a signed-in buyer’s ' +
  'only by them (and, for a business buyer, in their company); anyone else’s answers 404.';

/** 37 and 38 are answered at 409 (another send of the cart is running); every other code at 422. */
const inFlight = (r: { orderErrorCode: number }) => r.orderErrorCode === 37 || r.orderErrorCode === 38;

export const sendOrderCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/send',
  summary: 'Send order',
  description:
    'Prices the cart again, checks everything again, reserves stock, writes the order with price and ' +
    'VAT snapshots, marks the cart ordered and queues the confirmation e-mail, in one transaction. ' +
    'Exactly once: takes an Idempotency-Key (the same key with another body is 422; the same key with ' +
    'the same body replays the first answer, status and body, with Idempotent-Replayed: true), and a ' +
    'cart has at most one order: a send of an ordered cart under a new key answers that order (200). ' +
    'The storefront waits up to 120 s.',
  body: orderSendBodySchema,
  responses: {
    201: json(orderSchema, 'The order, written now (or the replay of the send that wrote it)'),
    200: json(orderSchema, 'The order this cart already made'),
    409: refusal(
      orderRefusalSchema,
      'Another send of this cart is running: 37 OrderIsBeingProcessed or 38 CartIsLocked; try again',
      inFlight,
    ),
    422: refusal(orderRefusalSchema, 'The order is refused with its code (0-38) and the skus at fault'),
    ...errorResponses({
      400: 'A field is invalid; details name it (acceptTerms, buyer.email, deliveryAddress.zipCode, ...)',
      403: 'Checkout is not open in this market',
      404: 'No such cart for this principal (code 0)',
    }),
  },
});

export const orderSummaryCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/summary',
  summary: 'Order summary before send',
  description:
    'What send would charge for the cart with this delivery method and address, by the same pricing ' +
    'function, writing nothing. A cart send would refuse answers the refusal.',
  query: marketQuerySchema,
  body: orderSummaryBodySchema,
  responses: {
    200: json(z.object({ summary: orderSummarySchema, totals: orderTotalsSchema }), 'The summary'),
    422: refusal(orderRefusalSchema, 'The cart cannot be ordered as it is (1, 10, 14, 15, 16, ...)'),
    ...errorResponses({ 400: 'A field is invalid; details name it', 404: 'No such cart for this principal' }),
  },
});

export const ordersCall = defineCall({
  service: orderService,
  method: 'get',
  path: '/orders',
  summary: 'Order history',
  description:
    'The signed-in buyer’s orders (a business buyer’s in their company), sorted by the spec’s sort ' +
    'fields, a page at a time.',
  query: orderListQuerySchema,
  responses: {
    200: json(orderListSchema, 'A page of orders'),
    ...errorResponses({ 400: 'A parameter is invalid; details name it', 401: 'Not signed in' }),
  },
});

export const orderCall = defineCall({
  service: orderService,
  method: 'get',
  path: '/orders/{id}',
  summary: 'Fetch order',
  description: `The order with its lines, totals and the spec's order summary. ${OWNER}`,
  params: orderParamsSchema,
  query: marketQuerySchema,
  responses: {
    200: json(orderSchema, 'The order'),
    ...errorResponses({ 400: 'id is not an order id', 404: 'No such order for this principal' }),
  },
});

export const payOrderCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/{id}/payments',
  summary: 'Pay order',
  description:
    'Pays an order that awaits its card payment through the payment provider (built in: a test mode ' +
    'that accepts and declines documented test cards). A declined card answers Failed with the ' +
    `reason; the buyer may try again. ${OWNER}`,
  params: orderParamsSchema,
  query: marketQuerySchema,
  body: orderPaymentBodySchema,
  responses: {
    200: json(orderPaymentResultSchema, 'Confirmed, or Failed with the decline reason'),
    ...errorResponses({
      400: 'A card field is invalid; details name it',
      404: 'No such order for this principal',
      409: 'The order does not await a payment (paid, cancelled, or paid on invoice)',
    }),
  },
});

export const cancelOrderPaymentCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/{id}/cancel',
  summary: 'Cancel unpaid order',
  description:
    'The buyer leaves the card payment: the payment is Cancelled and the stock the order reserved is ' +
    `released. Only an order that still awaits its payment. ${OWNER}`,
  params: orderParamsSchema,
  query: marketQuerySchema,
  responses: {
    200: json(orderSchema, 'The order, cancelled'),
    ...errorResponses({
      400: 'id is not an order id',
      404: 'No such order for this principal',
      409: 'The order is paid or already cancelled',
    }),
  },
});

export const reorderCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/{id}/reorder',
  summary: 'Reorder',
  description:
    'Adds the order’s lines to the buyer’s active cart at today’s prices, and says for each line ' +
    `whether it was added, added at a changed price, or is no longer available. ${OWNER}`,
  params: orderParamsSchema,
  query: marketQuerySchema,
  body: reorderBodySchema,
  responses: {
    200: json(reorderResultSchema, 'The cart and what happened to each line'),
    ...errorResponses({ 400: 'A field is invalid', 404: 'No such order (or cart) for this principal' }),
  },
});
