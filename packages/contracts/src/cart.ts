import { blockedCharactersMessage } from '@workwear/domain/cart/cartTextRules';
import { DISCOUNT_CODE_STATUSES } from '@workwear/domain/discountCodes';
import { MAX_SKU_LENGTH, PART_NO_LENGTH } from '@workwear/domain/sku';
import { z } from 'zod';
import { marketQuerySchema, wholeNumberText } from './common';
import { priceSchema } from './products';
import { freeText, isFreeText, partNoText, safeText } from './safeText';

/**
 * The cart service's shapes (spec cart-services-companies §3, §7). Prices in a cart are always the
 * server's: a body that names a price is refused (every body is strict), and every amount here is in
 * integer minor units of the cart's currency. Net is ex VAT, gross inc VAT; in the US and Canada the
 * two are equal and sales tax is its own line.
 */

/** The cart's id: a random uuid, the only way to reach an anonymous cart. */
export const cartIdSchema = z.uuid({ error: 'Expected a cart id (uuid)' });
const positiveInt = wholeNumberText(z.number().int().positive());

/** The version of the cart the client saw: every change but an add must carry it. */
export const cartVersionSchema = z
  .number({ error: 'version is required: the version of the cart you changed' })
  .int()
  .positive();

/** A quantity as sent: checked for the rule (whole, 1-9999) by the service, so the message names it. */
const quantityInput = z.number({ error: 'quantity must be a number' });
const skuInput = partNoText()
  .min(PART_NO_LENGTH, `A sku has at least ${PART_NO_LENGTH} characters`)
  .max(MAX_SKU_LENGTH);
const commentInput = freeText('Comment', { lines: true }).max(1000);
const cartName = freeText('Name').max(100);
const cartDescription = freeText('Description', { lines: true }).max(500);
const coWorkerInput = z.number().int().positive().nullable();

export const cartParamsSchema = z.object({ id: cartIdSchema });
export const cartRowParamsSchema = z.object({ id: cartIdSchema, rowId: positiveInt });
export const cartPairParamsSchema = z.object({ id: cartIdSchema, otherId: cartIdSchema });
export const cartQuerySchema = marketQuerySchema;
export const cartVersionQuerySchema = marketQuerySchema.extend({
  version: wholeNumberText(
    z.number().int().positive({ error: 'version is required: the version of the cart' }),
  ),
});
export const cartListQuerySchema = marketQuerySchema.extend({
  status: z.enum(['default', 'saved']).optional(),
});

export const createCartBodySchema = z
  .strictObject({ name: cartName.optional(), description: cartDescription.optional() })
  .optional();

/** Status saved with IsActive False saves the cart; Status default with IsActive True reopens a saved one. */
export const updateCartBodySchema = z.strictObject({
  version: cartVersionSchema,
  name: cartName.optional(),
  description: cartDescription.optional(),
  metadata: z
    .strictObject({
      Status: z.enum(['default', 'saved']).optional(),
      IsActive: z.enum(['True', 'False']).optional(),
    })
    .optional(),
});

export const addCartRowBodySchema = z.strictObject({
  version: cartVersionSchema.optional(),
  sku: skuInput,
  quantity: quantityInput,
  comment: commentInput.optional(),
  coWorkerId: coWorkerInput.optional(),
});

export const MAX_BATCH_LINES = 200;
export const addCartRowsBodySchema = z.strictObject({
  version: cartVersionSchema.optional(),
  items: z
    .array(
      z.strictObject({
        sku: safeText().max(60),
        quantity: z.unknown(),
        comment: commentInput.optional(),
        coWorkerId: coWorkerInput.optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH_LINES, `At most ${MAX_BATCH_LINES} lines at a time`),
});

export const updateCartRowBodySchema = z.strictObject({
  version: cartVersionSchema,
  quantity: quantityInput.optional(),
  /** Another size or colour of the same product. */
  sku: skuInput.optional(),
  comment: commentInput.optional(),
  coWorkerId: coWorkerInput.optional(),
});
export const rowQuantityBodySchema = z.strictObject({ version: cartVersionSchema, quantity: quantityInput });
export const splitRowBodySchema = z.strictObject({
  version: cartVersionSchema,
  quantity: quantityInput.optional(),
});
export const versionBodySchema = z.strictObject({ version: cartVersionSchema });

export const METADATA_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
/** The metadata key whose value is a delivery location as JSON (line1, zipCode, city, countryCode, region). */
export const TAX_LOCATION_KEY = 'TaxLocation';

/** The texts of a JSON object's fields; none when the value is not one (the cart service refuses it). */
function jsonTexts(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null
      ? Object.values(parsed).filter((v): v is string => typeof v === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * One metadata entry. Its value is free text, but a TaxLocation's, which is JSON: there each text of
 * the location is held to the rule, as an address line is (the apostrophe let through).
 */
export const cartMetadataBodySchema = z
  .strictObject({
    version: cartVersionSchema,
    key: z
      .string()
      .regex(METADATA_KEY_PATTERN, 'A key is a letter followed by letters or digits (at most 40)'),
    value: safeText().max(500),
  })
  .superRefine(({ key, value }, ctx) => {
    const location = key === TAX_LOCATION_KEY;
    const texts = location ? jsonTexts(value) : [value];
    if (texts.every((text) => isFreeText(text, location))) return;
    ctx.addIssue({ code: 'custom', path: ['value'], message: blockedCharactersMessage('Value') });
  });

const amountPair = z.object({ net: z.number().int(), gross: z.number().int() });

export const salesTaxSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('tbd') }),
  z.object({ kind: z.literal('known'), amount: z.number().int() }),
]);

export const cartTotalsSchema = z
  .object({
    currency: z.string(),
    productsNet: z.number().int(),
    productsGross: z.number().int(),
    discountNet: z.number().int(),
    discountGross: z.number().int(),
    deliveryNet: z.number().int(),
    deliveryGross: z.number().int(),
    vat: z.number().int(),
    /** 'none' in a VAT market; in the US and Canada 'tbd' until a delivery location has a rate. */
    salesTax: salesTaxSchema,
    totalNet: z.number().int(),
    totalGross: z.number().int(),
    /** The spec's VAT rate: inc-VAT over ex-VAT price of the first row, 1 without rows. */
    vatRate: z.number(),
  })
  .meta({ id: 'CartTotals' });

export const CART_ROW_TYPES = ['DefaultArticle', 'ExternalArticle', 'VasArticle'] as const;

export const cartRowSchema = z
  .object({
    id: z.number().int(),
    rowNumber: z.number().int(),
    sku: z.string(),
    partNo: z.string(),
    basePartNo: z.string(),
    name: z.string(),
    colour: z.string(),
    size: z.string(),
    imageUrl: z.string(),
    uniqueName: z.string(),
    quantity: z.number().int(),
    /** The product's quantity multiply factor: quantities are multiples of it. */
    quantityFactor: z.number().int(),
    /** Where a stepper moves: the largest multiple of the factor up to 25. */
    quantityStep: z.number().int(),
    comment: z.string(),
    coWorkerId: z.number().int().nullable(),
    type: z.enum(CART_ROW_TYPES),
    /** Room for VAS child rows (a later issue): null for every row today. */
    parentRowId: z.number().int().nullable(),
    /** A row a promotion added (AddProducts): it goes when the promotion stops applying. */
    gift: z.boolean(),
    priceListId: z.number().int().nullable(),
    /** Unit prices from the principal's price lists. */
    price: z.number().int(),
    priceIncVat: z.number().int(),
    /**
     * The unit price comes from one of the company's agreed lists (a type other than None), as the
     * pricing rule chose it (issue 25): "Agreed price" beside it. Absent otherwise, and on a gift.
     */
    agreed: priceSchema.shape.agreed,
    line: amountPair,
    discount: amountPair,
    /** Line after its discounts. */
    discounted: amountPair,
    /** Units in stock now, for the row's availability note. */
    onHand: z.number().int(),
    canSplit: z.boolean(),
    created: z.string(),
    modified: z.string(),
  })
  .meta({ id: 'CartRow' });

export const cartMetadataEntrySchema = z.object({ id: z.number().int(), key: z.string(), value: z.string() });

export const appliedPromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for an automatic engine promotion. */
  code: z.string().nullable(),
  discountType: z.number().int(),
  engine: z.boolean(),
  discountNet: z.number().int(),
  discountGross: z.number().int(),
});

export const cartNoticeSchema = z.object({
  kind: z.enum(['removed', 'updated', 'promotionRemoved']),
  sku: z.string().optional(),
  name: z.string().optional(),
  message: z.string(),
});

export const cartRowErrorSchema = z.object({
  rowId: z.number().int(),
  kind: z.enum(['Comment', 'CustomerSelect', 'LaundryError']),
  field: z.string(),
  message: z.string(),
});

export const cartSchema = z
  .object({
    id: cartIdSchema,
    version: z.number().int(),
    name: z.string(),
    description: z.string(),
    status: z.enum(['default', 'saved', 'ordered']),
    isActive: z.boolean(),
    marketId: z.string(),
    currency: z.string(),
    created: z.string(),
    modified: z.string(),
    rows: z.array(cartRowSchema),
    metadata: z.array(cartMetadataEntrySchema),
    /** The code kept under PromotionCode, when one is applied. */
    promotionCode: z.string().nullable(),
    promotions: z.array(appliedPromotionSchema),
    totals: cartTotalsSchema,
    /**
     * What is left to free delivery (issue 25): the nearest threshold above the products total (net,
     * before discounts), the business one of the market or an automatic free-delivery promotion's,
     * and what is left to it, net and gross. Absent when delivery is free already or nothing would
     * make it free.
     */
    freeDelivery: z
      .object({
        thresholdNet: z.number().int(),
        remainingNet: z.number().int(),
        remainingGross: z.number().int(),
      })
      .optional(),
    /** What changed on its own since the last answer: rows removed or repriced, a code that lapsed. */
    notices: z.array(cartNoticeSchema),
    /** The spec's cart validity with the company's settings: a cart with errors cannot go to checkout. */
    valid: z.boolean(),
    rowErrors: z.array(cartRowErrorSchema),
    /** What the market and principal allow: code field, engine promotions, mandatory fields. */
    rules: z.object({
      discountCodes: z.boolean(),
      enginePromotions: z.boolean(),
      mandatoryRowComment: z.boolean(),
      mandatoryCoWorker: z.boolean(),
      mergesSameSku: z.boolean(),
    }),
  })
  .meta({ id: 'Cart' });
export type CartView = z.infer<typeof cartSchema>;
export type CartRowView = z.infer<typeof cartRowSchema>;

export const cartSummarySchema = z.object({
  id: cartIdSchema,
  version: z.number().int(),
  name: z.string(),
  status: z.enum(['default', 'saved', 'ordered']),
  isActive: z.boolean(),
  marketId: z.string(),
  rowCount: z.number().int(),
  quantity: z.number().int(),
  created: z.string(),
  modified: z.string(),
});
export const cartListSchema = z.array(cartSummarySchema);

/**
 * A line's answer. sizeMissing: the sku is a colour part number (the 12-character "Art.nr" the shop
 * prints on every card) without its size; the preview offers the sizes to choose from.
 */
export const BATCH_LINE_STATUSES = [
  'added',
  'merged',
  'unknown',
  'unavailable',
  'invalid',
  'sizeMissing',
] as const;
export const batchAddResultSchema = z.object({
  cart: cartSchema,
  lines: z.array(
    z.object({
      index: z.number().int(),
      sku: z.string(),
      quantity: z.number().int().nullable(),
      status: z.enum(BATCH_LINE_STATUSES),
      message: z.string(),
    }),
  ),
});

export const discountStatusSchema = z.enum(DISCOUNT_CODE_STATUSES);

/** A code applied or removed: the status, and the cart as it now is. */
export const discountChangeSchema = z.object({
  /** Absent when the entry set was not PromotionCode (a TaxLocation, a free key). */
  status: discountStatusSchema.optional(),
  cart: cartSchema,
});

/** Quick order's check before adding: the lines as typed, nothing is written. */
export const previewCartLinesBodySchema = z.strictObject({
  items: addCartRowsBodySchema.shape.items.element
    .pick({ sku: true, quantity: true })
    .array()
    .min(1)
    .max(MAX_BATCH_LINES, `At most ${MAX_BATCH_LINES} lines at a time`),
});

export const PREVIEW_LINE_STATUSES = ['ready', 'sizeMissing', 'unknown', 'unavailable', 'invalid'] as const;

/** A size of a colour, offered when a line names the colour without its size. */
export const previewSizeSchema = z.object({
  sku: z.string(),
  size: z.string(),
  /** Whether this buyer can order the size (sold, and priced for them). */
  orderable: z.boolean(),
  onHand: z.number().int(),
});

/**
 * One line as the cart would take it: the product's name, colour and size, and what this buyer pays
 * (unit and line, net and gross, from the one pricing function; the quantity after the product's
 * multiply factor). A colour without its size answers sizeMissing with the sizes to choose from.
 */
export const previewLineSchema = z.object({
  index: z.number().int(),
  sku: z.string(),
  quantity: z.number().int().nullable(),
  status: z.enum(PREVIEW_LINE_STATUSES),
  message: z.string(),
  name: z.string().optional(),
  colour: z.string().optional(),
  size: z.string().optional(),
  unit: amountPair.optional(),
  line: amountPair.optional(),
  sizes: z.array(previewSizeSchema).optional(),
});
export const previewCartLinesSchema = z
  .object({ currency: z.string(), lines: z.array(previewLineSchema) })
  .meta({ id: 'CartLinesPreview' });
export type CartLinesPreview = z.infer<typeof previewCartLinesSchema>;
export type PreviewLine = z.infer<typeof previewLineSchema>;
