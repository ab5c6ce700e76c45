import { z } from 'zod';
import {
  amountLimitsBulkBodySchema,
  amountLimitsQuerySchema,
  amountLimitsSchema,
  approvalConflictSchema,
  approvalDecisionsSchema,
  approvalOutcomeSchema,
  approveBodySchema,
  decisionsExportQuerySchema,
  denyBodySchema,
  groupedCartTotalBodySchema,
  groupedCartTotalSchema,
  pendingOrdersQuerySchema,
  pendingOrdersSchema,
  withdrawBodySchema,
} from '../approvals';
import { defineCall } from '../call';
import { marketQuerySchema } from '../common';
import { orderParamsSchema } from '../order';
import { errorResponses, file, json, refusal } from '../responses';
import { orderRefusalSchema } from '../results';
import { customerService, orderService } from './services';

/** Approvals, amount limits and company teams (issue 28; docs/companies/approvals-and-limits.md). */

const DECIDER =
  'Decided by one atomic check on the approval version: a stale version, or an approval no longer ' +
  'waiting, answers 409 with the current state and writes nothing. Never by the buyer (403); another ' +
  'company’s order answers 404.';

const conflict = json(approvalConflictSchema, 'Stale version or no longer waiting; the current approval');

export const approveOrderCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/{id}/confirm',
  summary: 'Approve a waiting order',
  description:
    'Prices the cart again for the buyer and compares it with the waiting order. The same: takes the ' +
    'stock, makes the order Received with its lines Confirmed (30), turns the limit holds into spends, ' +
    'logs the decision and mails the buyer. Changed prices cancel the order (PricesChanged, 409) and ' +
    `give the cart back. Short stock answers the order's code (422) and the order keeps waiting. ${DECIDER}`,
  params: orderParamsSchema,
  query: marketQuerySchema,
  body: approveBodySchema,
  responses: {
    200: json(approvalOutcomeSchema, 'Approved: the order continues as a normal order'),
    409: conflict,
    422: refusal(orderRefusalSchema, 'The order cannot be placed as it is (9, 10, ...); it keeps waiting'),
    ...errorResponses({
      400: 'A field is invalid; details name it (version, message)',
      401: 'Not signed in',
      403: 'The principal may not decide this order (the buyer, or no right to approve)',
      404: 'No such order for this principal',
    }),
  },
});

export const denyOrderCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/{id}/deny',
  summary: 'Deny a waiting order',
  description:
    'The spec’s "cancel with a message" by an approver: lines Denied (20), payment Cancelled, the limit ' +
    'holds released, the cart kept for the buyer as a saved cart, the buyer told with the message, ' +
    `which is required. ${DECIDER}`,
  params: orderParamsSchema,
  query: marketQuerySchema,
  body: denyBodySchema,
  responses: {
    200: json(approvalOutcomeSchema, 'Denied'),
    409: conflict,
    ...errorResponses({
      400: 'A field is invalid; details name it (message is required)',
      401: 'Not signed in',
      403: 'The principal may not decide this order (the buyer, or no right to approve)',
      404: 'No such order for this principal',
    }),
  },
});

export const withdrawOrderCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/orders/{id}/withdraw',
  summary: 'Withdraw a waiting order to edit its cart',
  description:
    'The buyer takes back an order that waits for approval (Cancelled, reason Edited): the limit holds ' +
    'are released and the cart is the buyer’s active cart again (a non-empty active cart they had ' +
    'meanwhile is kept as a saved cart). Only the buyer (403 for anyone else who sees the order). ' +
    'Decided by the same atomic check on the approval version as approve and deny (409 when stale).',
  params: orderParamsSchema,
  query: marketQuerySchema,
  body: withdrawBodySchema,
  responses: {
    200: json(approvalOutcomeSchema, 'Withdrawn; cartId is the cart given back'),
    409: conflict,
    ...errorResponses({
      400: 'A field is invalid; details name it',
      401: 'Not signed in',
      403: 'Only the buyer may withdraw the order',
      404: 'No such order for this principal',
    }),
  },
});

export const orderApprovalLogCall = defineCall({
  service: orderService,
  method: 'get',
  path: '/orders/{id}/approvals',
  summary: 'An order’s approval log',
  description:
    'Every step of the order’s approval: request, decisions with their messages, reminders, cancellation.',
  params: orderParamsSchema,
  query: marketQuerySchema,
  responses: {
    200: json(approvalDecisionsSchema, 'The log, oldest first'),
    ...errorResponses({
      400: 'id is not an order id',
      401: 'Not signed in',
      404: 'No such order for this principal',
    }),
  },
});

const LIST =
  'Filtered by buyer (name or e-mail), date (in the company market’s zone) and amount (ex VAT, minor ' +
  'units), newest first. Team rules: a restricted customer admin sees only orders naming them as ' +
  'attestant (type CompanyTeam); plain users see the orders that name them.';

export const pendingOrdersCall = defineCall({
  service: orderService,
  method: 'get',
  path: '/pendingorder',
  summary: 'Orders waiting for approval',
  description: `The company's orders waiting for approval (kind Approval) that the principal may decide or see. ${LIST}`,
  query: pendingOrdersQuerySchema,
  responses: {
    200: json(pendingOrdersSchema, 'A page of waiting orders'),
    ...errorResponses({
      400: 'A filter is invalid; details name it',
      401: 'Not signed in',
      403: 'The pending-order page is not open to this principal',
    }),
  },
});

export const amountLimitPendingOrdersCall = defineCall({
  service: orderService,
  method: 'get',
  path: '/amountlimit/pendingorder',
  summary: 'Orders waiting for an amount-limit attestant',
  description: `Orders over a customer's amount limit that wait for the principal as AmountLimitAttestant (kind AmountLimit). ${LIST}`,
  query: pendingOrdersQuerySchema,
  responses: {
    200: json(pendingOrdersSchema, 'A page of waiting orders'),
    ...errorResponses({ 400: 'A filter is invalid; details name it', 401: 'Not signed in' }),
  },
});

export const approvalDecisionsExportCall = defineCall({
  service: orderService,
  method: 'get',
  path: '/approvals/decisions',
  summary: 'Export approval decisions',
  description:
    'Every approval step of the company’s orders in a date range, as CSV (UTF-8 with a byte-order mark, ' +
    'so spreadsheet programs keep every letter), for the principal’s company tree.',
  query: decisionsExportQuerySchema,
  responses: {
    200: file('text/csv', z.string(), 'The decisions, one row each'),
    ...errorResponses({
      400: 'A date is invalid, or to is before from; details name it',
      401: 'Not signed in',
      403: 'Not an approver of a company',
    }),
  },
});

export const groupedCartTotalCall = defineCall({
  service: orderService,
  method: 'post',
  path: '/amountlimit/cart',
  summary: 'Cart total grouped by customer',
  description:
    'The cart’s total (ex VAT, with delivery when a method is given) per customer its rows are for, ' +
    'each with their limit, what the period has used and what remains, in money or points; the ' +
    'company’s own limit; and whether sending now would wait for approval, and whose. Only for business ' +
    'accounts with UseAmountLimit (others get visibility hidden and no figures). Writes nothing.',
  query: marketQuerySchema,
  body: groupedCartTotalBodySchema,
  responses: {
    200: json(groupedCartTotalSchema, 'The grouped total'),
    ...errorResponses({
      400: 'A field is invalid; details name it',
      401: 'Not signed in',
      404: 'No such cart',
    }),
  },
});

export const amountLimitsCall = defineCall({
  service: customerService,
  method: 'get',
  path: '/amountlimits',
  summary: 'Amount limits of a company’s customers',
  description:
    'Each customer’s limit, attestant and what the period has used, as the principal may see them ' +
    '(spec §6: visibility, team rules).',
  query: amountLimitsQuerySchema,
  responses: {
    200: json(amountLimitsSchema, 'The limits'),
    ...errorResponses({
      400: 'companyId is invalid',
      401: 'Not signed in',
      403: 'The principal may not see limits',
      404: 'No such company for this principal',
    }),
  },
});

export const updateAmountLimitsCall = defineCall({
  service: customerService,
  method: 'put',
  path: '/amountlimits',
  summary: 'Update amount limits in bulk',
  description:
    'Sets each named customer’s AmountLimit (minor units, or null for the company default) and ' +
    'AmountLimitAttestant, all or nothing. Internal, Administrator and CustomerAdmin only; a plain ' +
    'customer admin under UseAmountLimitForCustomerAdmins may not (403); team rules limit which ' +
    'customers a restricted admin may change (404 for the others).',
  body: amountLimitsBulkBodySchema,
  responses: {
    200: json(amountLimitsSchema, 'The limits after the change'),
    ...errorResponses({
      400: 'A limit is invalid; details name it (limits.3.amountLimit: negative, fractional, over 12 digits)',
      401: 'Not signed in',
      403: 'The principal may not change limits',
      404: 'No such company or customer for this principal',
    }),
  },
});
