import { z } from 'zod';
import { defineCall } from '../call';
import { discountChangeSchema, versionBodySchema } from '../cart';
import { marketQuerySchema, wholeNumberText } from '../common';
import {
  cartDiscountCodeParamsSchema,
  cartPromotionParamsSchema,
  discountValidationSchema,
  enginePromotionsQuerySchema,
  enginePromotionsSchema,
  promotionCheckBodySchema,
  promotionCheckSchema,
  promotionCodeParamsSchema,
  promotionValidQuerySchema,
  taxRateSchema,
  taxRateV3Schema,
  taxRequestSchema,
} from '../price';
import { errorResponses, json, refusal } from '../responses';
import { discountRefusalSchema } from '../results';
import { priceService } from './services';

export const checkPromotionCall = defineCall({
  service: priceService,
  method: 'post',
  path: '/Promotion/{code}',
  summary: 'Check a promotion code against products',
  description:
    'Whether the code applies to these products (skus and quantities) for this principal, with each ' +
    'row’s price before and after the discount. Prices are the server’s; the body carries none.',
  params: promotionCodeParamsSchema,
  body: promotionCheckBodySchema,
  responses: {
    200: json(promotionCheckSchema, 'The check'),
    ...errorResponses({ 400: 'A field is invalid; details name it' }),
  },
});

export const promotionValidCall = defineCall({
  service: priceService,
  method: 'get',
  path: '/Promotion/{code}/valid',
  summary: 'Is a promotion code valid',
  description: 'Valid means it exists, is within its dates, is for this market and has uses left.',
  params: promotionCodeParamsSchema,
  query: promotionValidQuerySchema,
  responses: {
    200: json(discountValidationSchema, 'The validation'),
    ...errorResponses({ 400: 'A field is invalid; details name it' }),
  },
});

const taxDescription =
  'Sales tax rates for US and Canadian deliveries from the shipped state and province table ' +
  '(SALES_TAX_RATES_FILE replaces it). No rate for the location answers an empty list: tax is TBD.';
const taxErrors = errorResponses({ 400: 'A field is invalid; details name it' });

export const taxRatesCall = defineCall({
  service: priceService,
  method: 'post',
  path: '/vat/product/bulk',
  summary: 'Sales tax rates (list)',
  description: taxDescription,
  body: taxRequestSchema,
  responses: { 200: json(z.array(taxRateSchema), 'A rate per reference'), ...taxErrors },
});

export const taxRatesV2Call = defineCall({
  service: priceService,
  method: 'post',
  path: '/vat/product/bulk/v2',
  summary: 'Sales tax rates (map keyed by reference)',
  description: taxDescription,
  body: taxRequestSchema,
  responses: { 200: json(z.record(z.string(), z.string()), 'Rate by reference'), ...taxErrors },
});

export const taxRatesV3Call = defineCall({
  service: priceService,
  method: 'post',
  path: '/vat/product/bulk/v3',
  summary: 'Sales tax rates and amounts (list keyed by reference)',
  description: `${taxDescription} With engine promotions the tax rounds away from zero.`,
  query: marketQuerySchema,
  body: taxRequestSchema,
  responses: { 200: json(z.array(taxRateV3Schema), 'Rate and tax per reference'), ...taxErrors },
});

const ENGINE =
  'Engine promotions are for anonymous and consumer carts in a market with UseNorcePromotions on; ' +
  'anyone else gets 403.';

export const enginePromotionsCall = defineCall({
  service: priceService,
  method: 'get',
  path: '/cart/{id}/promotions',
  summary: 'Promotions applied to a cart (engine)',
  description: ENGINE,
  params: cartPromotionParamsSchema,
  query: enginePromotionsQuerySchema,
  responses: {
    200: json(enginePromotionsSchema, 'Cart and product promotions'),
    ...errorResponses({
      400: 'id is not a cart id',
      403: 'Engine promotions are not in use here',
      404: 'No such cart',
    }),
  },
});

const discountCodeErrors = errorResponses({
  400: 'A field is invalid; details name it',
  403: 'Engine promotions are not in use here',
  404: 'No such cart',
  409: 'The cart changed since this version',
});

export const addDiscountCodeCall = defineCall({
  service: priceService,
  method: 'put',
  path: '/cart/{id}/discountcodes/{code}',
  summary: 'Apply a discount code (engine)',
  description: `CodeAdded or AlreadyAdded with the cart; RequirementsNotMet or Error as a refusal. ${ENGINE}`,
  params: cartDiscountCodeParamsSchema,
  query: marketQuerySchema,
  body: versionBodySchema,
  responses: {
    200: json(discountChangeSchema, 'Applied'),
    422: refusal(discountRefusalSchema, 'Refused'),
    ...discountCodeErrors,
  },
});

export const removeDiscountCodeCall = defineCall({
  service: priceService,
  method: 'delete',
  path: '/cart/{id}/discountcodes/{code}',
  summary: 'Remove a discount code (engine)',
  description: `CodeRemoved, or AlreadyRemoved when the cart did not have it. ${ENGINE}`,
  params: cartDiscountCodeParamsSchema,
  query: marketQuerySchema.extend({ version: wholeNumberText(z.number().int().positive()) }),
  responses: { 200: json(discountChangeSchema, 'Removed'), ...discountCodeErrors },
});
