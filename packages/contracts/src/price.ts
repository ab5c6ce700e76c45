import { MAX_ROW_QUANTITY } from '@workwear/domain/cart/cartRows';
import { MAX_SKU_LENGTH, PART_NO_LENGTH } from '@workwear/domain/sku';
import { z } from 'zod';
import { cartIdSchema, discountStatusSchema } from './cart';
import { marketQuerySchema } from './common';
import { freeText, partNoText, safeText } from './safeText';

/**
 * The price service's promotion and tax calls (spec cart-services-companies §7). Prices in answers
 * are the server's own, in integer minor units; a body's products carry no price.
 */

export const promotionCodeParamsSchema = z.object({
  code: safeText()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'A code is letters, digits, - and _'),
});

export const promotionCheckBodySchema = z.strictObject({
  code: freeText('Code').max(40),
  cultureCode: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'Expected a culture code such as sv-SE'),
  marketId: safeText().min(2).max(3),
  customerEmail: z.email({ error: 'Must be a valid email' }).max(254, 'Email is too long'),
  products: z
    .array(
      z.strictObject({
        /** A sku (colour part number plus size). */
        partNo: partNoText().min(PART_NO_LENGTH).max(MAX_SKU_LENGTH),
        quantity: z.number().int().min(1).max(MAX_ROW_QUANTITY),
        rowNumber: z.number().int().min(0),
        priceListId: z.number().int().nullable().optional(),
      }),
    )
    .max(200),
});

export const rowDiscountSchema = z.object({
  rowNumber: z.number().int(),
  price: z.number().int(),
  priceIncVat: z.number().int(),
  priceDiscounted: z.number().int(),
  priceDiscountedIncVat: z.number().int(),
  priceListId: z.number().int().nullable(),
});

export const promotionCheckSchema = z.object({
  isValid: z.boolean(),
  code: z.string(),
  status: discountStatusSchema,
  message: z.string().nullable(),
  name: z.string().nullable(),
  discountType: z.number().int().nullable(),
  /** Row prices as lines (unit x quantity), before and after the discount. */
  products: z.array(rowDiscountSchema),
});

export const promotionValidQuerySchema = z.object({
  MarketId: safeText().min(2).max(3),
  CustomerEmail: z.email({ error: 'Must be a valid email' }).max(254, 'Email is too long').optional(),
});
export const discountValidationSchema = z.object({
  isValid: z.boolean(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  code: z.string(),
});

export const taxRequestSchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        reference: freeText('Reference').min(1).max(80),
        sku: safeText().min(1).max(MAX_SKU_LENGTH),
        quantity: z.number().int().min(1).max(MAX_ROW_QUANTITY),
        /** Unit price ex tax in minor units. */
        price: z.number().int().min(0),
      }),
    )
    .max(500),
  location: z.strictObject({
    line1: freeText('Address', { apostrophe: true }).max(200),
    zipCode: freeText('Zip code', { apostrophe: true }).max(20),
    city: freeText('City', { apostrophe: true }).max(100),
    countryCode: safeText().max(2),
    region: freeText('Region', { apostrophe: true }).max(10),
  }),
});
export const taxRateSchema = z.object({ reference: z.string(), taxRate: z.string() });
export const taxRateV3Schema = taxRateSchema.extend({ tax: z.number().int() });

export const enginePromotionSchema = z.object({
  name: z.string(),
  discountCode: z.string().nullable(),
  effects: z.array(z.string()),
  quantity: z.number().int().nullable(),
  sku: z.string().nullable(),
  priceOriginal: z.number().int(),
  priceDisplay: z.number().int(),
});
export const enginePromotionsSchema = z.object({
  cartPromotions: z.array(enginePromotionSchema),
  productPromotions: z.array(enginePromotionSchema),
});

export const cartPromotionParamsSchema = z.object({ id: cartIdSchema });
export const cartDiscountCodeParamsSchema = promotionCodeParamsSchema.extend({ id: cartIdSchema });
export const enginePromotionsQuerySchema = marketQuerySchema;
