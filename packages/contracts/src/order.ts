import {
  ADDRESS_TEXT_FIELDS,
  BUYER_NAME_FIELDS,
  ORDER_INFO_TEXT_FIELDS,
  orderSortDirectionSchema,
  orderSortFieldSchema,
  paymentStateSchema,
  typographicApostrophes,
} from '@workwear/domain';
import { z } from 'zod';
import { orderApprovalSchema } from './approvalState';
import { cartIdSchema, cartSchema } from './cart';
import { marketQuerySchema, pageOfSchema, wholeNumberText } from './common';
import { companyAddressSchema } from './company';
import { servicePointSchema } from './metadata';
import { emailText, type FreeTextOptions, freeText, safeText } from './safeText';

/**
 * The order service's shapes (storefront-core §3 order payload and order summary, cart-services §3
 * statuses). Every amount is in integer minor units of the order's currency and is the server's: the
 * payload names no price, and every body is strict, so one that does is refused.
 */

export const orderIdSchema = z.uuid({ error: 'Expected an order id (uuid)' });
export const orderParamsSchema = z.object({ id: orderIdSchema });

/** Free text of the payload: the spec's blocked characters refused naming the field, trimmed. */
const text = (label: string, max: number, options?: FreeTextOptions) =>
  freeText(label, options).trim().max(max, `At most ${max} characters`);
const optionalText = (label: string, max: number, options?: FreeTextOptions) =>
  text(label, max, options).optional();
/** Names, addresses and the order's references take the apostrophe (kept as the typographic one). */
const NAMES = { apostrophe: true } as const;
const address = (key: keyof typeof ADDRESS_TEXT_FIELDS, max: number) =>
  text(ADDRESS_TEXT_FIELDS[key].label, max, NAMES);
const email = (max: number) => emailText().trim().max(max, `At most ${max} characters`);
/** Where the payment provider sends the buyer back: a web address, never a javascript: or data: one. */
const redirectUrl = z
  .url({ protocol: /^https?$/, error: 'Expected an http or https address' })
  .max(500, 'At most 500 characters')
  .optional();
const recordId = z.number().int().positive();

/** An address as the payload carries it; the delivery address also names a saved address by id. */
export const orderAddressSchema = z.strictObject({
  addressId: recordId.optional().describe('A saved address of the buyer or company'),
  careOf: address('careOf', 100).optional(),
  addressLine1: address('addressLine1', 100),
  addressLine2: address('addressLine2', 100).optional(),
  zipCode: address('zipCode', 20),
  city: address('city', 100),
  /** The region code (US state, Canadian province); other countries leave it out. */
  region: address('region', 10).optional(),
  countryId: recordId.describe('ISO 3166 numeric country id'),
  isValidated: z.boolean().default(false),
  type: optionalText('Address type', 40).describe('deliveryAddressType'),
  saveAddress: z.boolean().default(false),
});
export const invoiceAddressSchema = orderAddressSchema.omit({ addressId: true });
export type OrderAddressInput = z.input<typeof orderAddressSchema>;

export const orderBuyerSchema = z.strictObject({
  id: recordId.optional().describe('The buyer customer (B2B): must be a customer of the company'),
  companyId: recordId.optional(),
  firstName: text(BUYER_NAME_FIELDS.firstName.label, 100, NAMES),
  lastName: text(BUYER_NAME_FIELDS.lastName.label, 100, NAMES),
  email: email(254),
  /** E.164 ('+46701234567'); digits alone are read as international (dial code first). */
  cellphone: optionalText('Cellphone', 20),
});

export const orderDeliveryMethodSchema = z.strictObject({
  deliveryMethodId: recordId,
  deliveryGroupId: recordId,
  deliveryGroupEntryId: recordId,
});

/** The payload's metadata: order label and numbers, confirmation e-mails, consumer company details. */
export const orderMetadataSchema = z.strictObject({
  OrderLabel: optionalText(ORDER_INFO_TEXT_FIELDS.orderLabel.label, 100, NAMES),
  OrderNumber: optionalText(ORDER_INFO_TEXT_FIELDS.orderNumber.label, 50, NAMES),
  /** The project number (company setting UseProjectNumber). */
  SalesRef: optionalText(ORDER_INFO_TEXT_FIELDS.projectNumber.label, 50, NAMES),
  OrderConfirmationEmail: email(254).optional(),
  ExtraOrderConfirmationEmail: email(254).optional(),
  WeeklyDelivery: z.boolean().optional(),
  CartId: cartIdSchema.optional(),
  /** A name: its apostrophe is kept as the typographic one, as the buyer's and the addresses' are. */
  B2CCompanyName: text('Company name', 100, NAMES).transform(typographicApostrophes).optional(),
  B2CCompanyVatNo: optionalText('VAT number', 40),
  B2CSignUpForNewsletter: z.boolean().optional(),
});

export const redirectUrlsSchema = z.strictObject({
  confirmed: redirectUrl,
  failed: redirectUrl,
  canceled: redirectUrl,
  pending: redirectUrl,
});

/** POST orders/send: the spec's order payload, field for field, plus the checkout's createCustomerAccount. */
export const orderSendBodySchema = z.strictObject({
  cartId: cartIdSchema,
  marketId: safeText().min(2).max(3),
  cultureCode: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'Expected a culture code such as sv-SE'),
  ipAddress: optionalText('IP address', 45).describe(
    'Informational: the server records the address the request came from',
  ),
  Source: optionalText('Source', 50).describe('The front end that sent the order'),
  buyer: orderBuyerSchema,
  redirectUrls: redirectUrlsSchema.optional(),
  deliveryAddress: orderAddressSchema,
  invoiceAddress: invoiceAddressSchema.optional().describe('Left out: the same as the delivery address'),
  deliveryMethod: orderDeliveryMethodSchema,
  /** The chosen service point's id (GET metadata/servicePoints): required by a service-point method. */
  servicePointId: optionalText('Service point', 40),
  paymentMethodId: recordId,
  metadata: orderMetadataSchema.default({}),
  /** Line breaks become spaces (domain orderComment). */
  comment: freeText(ORDER_INFO_TEXT_FIELDS.comment.label, { lines: true, apostrophe: true })
    .max(1000)
    .optional(),
  isTestOrder: z.boolean().default(false),
  useIncVat: z.boolean(),
  deliveryType: optionalText('Delivery type', 40),
  acceptTerms: z.boolean(),
  /** A guest consumer asks for an account: one is made for the buyer e-mail unless it exists. */
  createCustomerAccount: z.boolean().optional(),
});
export type OrderSendBody = z.input<typeof orderSendBodySchema>;

/** POST orders/summary: what send would charge for this cart with this method and address, writing nothing. */
export const orderSummaryBodySchema = z.strictObject({
  cartId: cartIdSchema,
  deliveryMethod: orderDeliveryMethodSchema.optional(),
  /** For US/CA sales tax: the delivery location. */
  deliveryAddress: orderAddressSchema.partial().optional(),
  useIncVat: z.boolean().optional(),
});

const amount = z.number().int();

/** The spec's order summary: what the confirmation and the checkout's side panel show. */
export const orderSummarySchema = z
  .object({
    products: z.array(
      z.object({
        imageUrl: z.string(),
        name: z.string(),
        color: z.string(),
        size: z.string(),
        quantity: z.number().int(),
        /** Line amount before discounts, net or gross as useIncVat says. */
        priceBeforeDiscount: amount,
        /** The colour part number: the sku's first 12 characters. */
        sku: z.string(),
        fullSku: z.string(),
        /** Line amount after discounts. */
        price: amount,
        gift: z.boolean(),
        /** The line was priced from one of the company's agreed lists: shown as "Agreed price". */
        agreed: z.boolean().default(false),
      }),
    ),
    totalProducts: amount,
    totalDiscount: amount,
    promotionNames: z.array(z.string()),
    deliveryPrice: amount,
    vat: amount,
    /** US/CA: the sales tax; null where a VAT applies or no rate is known (TBD). */
    salesTax: amount.nullable(),
    totalPrice: amount,
    showFreeItemsDisclaimer: z.boolean(),
    currency: z.string(),
    useIncVat: z.boolean(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderTotalsSchema = z
  .object({
    currency: z.string(),
    productsNet: amount,
    productsGross: amount,
    discountNet: amount,
    discountGross: amount,
    deliveryNet: amount,
    deliveryGross: amount,
    vat: amount,
    salesTax: amount.nullable(),
    totalNet: amount,
    totalGross: amount,
  })
  .meta({ id: 'OrderTotals' });

export const orderLineSchema = z.object({
  lineNo: z.number().int(),
  sku: z.string(),
  partNo: z.string(),
  name: z.string(),
  colour: z.string(),
  size: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  unitNet: amount,
  unitGross: amount,
  lineNet: amount,
  lineGross: amount,
  discountNet: amount,
  discountGross: amount,
  vatRateBasisPoints: z.number().int(),
  /** Order line status code (cart-services §3: 0 Default ... 50 Delivered). */
  status: z.number().int(),
  gift: z.boolean(),
  /** Priced at send from one of the company's agreed lists (a type other than None): "Agreed price".
   * Defaults to false for what was written before it existed (outbox mails, old snapshots). */
  agreed: z.boolean().default(false),
  comment: z.string(),
  /** The co-worker the line was ordered for (a business row's customer), as named now; null for none. */
  coWorker: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /** The product page's unique name, for a link; null when the product has left the catalogue. */
  uniqueName: z.string().nullable().optional(),
});

/** An address as an order shows it: the company's address shape with the country's code, no id. */
export const orderAddressViewSchema = companyAddressSchema.omit({ id: true }).extend({
  countryCode: z.string(),
  /**
   * The business buyer's company, the first line of every business address (the parcel's label
   * names it). Null for a consumer's order and for an order kept before it existed.
   */
  companyName: z.string().nullable().default(null),
});

/** The buyer as the order keeps them. */
export const orderBuyerViewSchema = z.object({
  id: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  cellphone: z.string().nullable(),
});

export const orderSchema = z
  .object({
    id: orderIdSchema,
    orderNo: z.number().int(),
    cartId: cartIdSchema,
    created: z.string(),
    market: z.string(),
    cultureCode: z.string(),
    currency: z.string(),
    /** Order status code (cart-services §3: 0 Default, 100 Received ... 800 Overdue). */
    status: z.number().int(),
    /**
     * The IANA zone the order's dates are shown in (domain buyerTimeZone: the market's, a US buyer's
     * state's). Snapshots written before it existed (outbox mails) read Stockholm's, the one zone every
     * date was shown in then.
     */
    timeZone: z.string().default('Europe/Stockholm'),
    paymentState: paymentStateSchema,
    paymentMethodId: z.number().int(),
    /** True while the card payment is still to be made (Pending or Failed, not cancelled). */
    awaitingPayment: z.boolean(),
    /**
     * When an unpaid card order expired (its stock and promotion use given back), else null. Optional
     * so that an answer of an API without expiry still reads.
     */
    expiredAt: z.string().nullable().optional(),
    buyer: orderBuyerViewSchema,
    deliveryAddress: orderAddressViewSchema,
    invoiceAddress: orderAddressViewSchema.nullable(),
    deliveryMethod: z.object({
      id: z.number().int(),
      name: z.string(),
      carrierCode: z.number().int(),
      carrierType: z.enum(['parcel-b2b', 'service-point']).nullable(),
    }),
    /** The service point the buyer collects from (a service-point method), else null. */
    servicePoint: servicePointSchema.nullable().default(null),
    metadata: z.record(z.string(), z.union([z.string(), z.boolean()])),
    comment: z.string(),
    useIncVat: z.boolean(),
    lines: z.array(orderLineSchema),
    totals: orderTotalsSchema,
    summary: orderSummarySchema,
    /** The approval the order waits or waited for (issue 28); null for an order that needed none. */
    approval: orderApprovalSchema.nullable().default(null),
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof orderSchema>;

export const orderListQuerySchema = marketQuerySchema.extend({
  sortField: orderSortFieldSchema.default('Date'),
  sortOrder: orderSortDirectionSchema.default('Desc'),
  page: wholeNumberText(z.number().int().min(1)).default(1),
  pageSize: wholeNumberText(z.number().int().min(1).max(100)).default(20),
});

export const orderListItemSchema = z.object({
  id: orderIdSchema,
  orderNo: z.number().int(),
  created: z.string(),
  status: z.number().int(),
  paymentState: paymentStateSchema,
  buyerEmail: z.string(),
  orderNumber: z.string().nullable(),
  orderLabel: z.string().nullable(),
  /** No dispatch exists until the warehouse ships (a later feature): null today. */
  dispatchNumber: z.string().nullable(),
  currency: z.string(),
  totalNet: amount,
  totalGross: amount,
  lineCount: z.number().int(),
  /** The lowest line status: how far delivery has come. */
  lineStatus: z.number().int(),
  /** Every line's status code, by line number: what the buyer's one status is derived from (domain buyerOrderStatus). */
  lineStatuses: z.array(z.number().int()),
  /** The IANA zone the order's date is shown in (as the order's own timeZone). */
  timeZone: z.string(),
});

export const orderListSchema = pageOfSchema(orderListItemSchema).meta({ id: 'OrderList' });

/** POST orders/{id}/payments: the card widget's input; the built-in test provider decides. */
export const orderPaymentBodySchema = z.strictObject({
  paymentMethodId: recordId,
  card: z
    .strictObject({
      number: z.string().max(30),
      expiry: z.string().max(7).describe('MM/YY'),
      cvc: z.string().max(4),
      holder: optionalText('Card holder', 100, NAMES),
    })
    .optional(),
});

export const PAYMENT_DECLINE_REASONS = ['insufficient_funds', 'expired_card', 'card_not_supported'] as const;

export const orderPaymentResultSchema = z
  .object({
    state: z.enum(['Confirmed', 'Failed']),
    declineReason: z.enum(PAYMENT_DECLINE_REASONS).optional(),
    order: orderSchema,
  })
  .meta({ id: 'OrderPaymentResult' });

/** POST orders/{id}/reorder: the lines go into the buyer's active cart (or the one named). */
export const reorderBodySchema = z.strictObject({
  cartId: cartIdSchema.optional(),
});

export const reorderResultSchema = z
  .object({
    cart: cartSchema,
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        outcome: z.enum(['added', 'priceChanged', 'unavailable']),
        /** Unit price in the order, and now (null when unavailable), as useIncVat showed them. */
        previousPrice: amount,
        price: amount.nullable(),
      }),
    ),
  })
  .meta({ id: 'ReorderResult' });
