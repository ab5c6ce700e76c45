import type { orderSendBodySchema } from '@workwear/contracts';
import {
  acceptTermsSchema,
  addressFormSchema,
  addressFormValuesOf,
  buyerFormSchema,
  CHECKOUT_MESSAGES,
  countriesOfMarket,
  countryById,
  DomainError,
  deliveryAddressFormSchema,
  digitsOnly,
  e164Of,
  type FieldError,
  type FormViewRules,
  type Market,
  optionalEmailSchema,
  orderInfoFormSchema,
  withFormViewRules,
} from '@workwear/domain';
import { z } from 'zod';
import type { AddressSnapshot, BuyerSnapshot } from './orderRepository';

type Body = z.output<typeof orderSendBodySchema>;
type AddressInput = Body['deliveryAddress'] | NonNullable<Body['invoiceAddress']>;

/** The payload as the order keeps it: checked with the checkout's own form schemas, normalised. */
export interface CheckoutInput {
  buyer: BuyerSnapshot;
  deliveryAddress: AddressSnapshot;
  invoiceAddress: AddressSnapshot | null;
  comment: string;
  metadata: Record<string, string | boolean>;
}

/** Collects the field errors of one parse under the payload's own path (deliveryAddress.zipCode ...). */
function collect<S extends z.ZodType>(
  errors: FieldError[],
  prefix: string,
  schema: S,
  value: unknown,
  rename: Record<string, string> = {},
): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const name = rename[key] ?? key;
    errors.push({ field: name ? `${prefix}${name}` : prefix.replace(/\.$/, ''), message: issue.message });
  }
  return undefined;
}

function addressOf(
  errors: FieldError[],
  field: string,
  address: AddressInput,
  countryIds: ReadonlySet<number>,
  options: CheckoutInputOptions,
  schema: typeof addressFormSchema = addressFormSchema,
): AddressSnapshot | undefined {
  const form = collect(errors, `${field}.`, formOf(schema, options), addressFormValuesOf(address));
  if (!form) return undefined;
  if (!countryIds.has(form.countryId)) {
    errors.push({ field: `${field}.countryId`, message: CHECKOUT_MESSAGES.countryInvalid });
    return undefined;
  }
  return {
    careOf: form.careOf || null,
    addressLine1: form.addressLine1,
    addressLine2: form.addressLine2 || null,
    zipCode: form.zipCode,
    city: form.city,
    region: form.region || null,
    countryId: form.countryId,
    countryCode: countryById(form.countryId)!.code,
    isValidated: address.isValidated,
    type: address.type ?? null,
    // The send puts the business buyer's company here (orderSend.ts): the payload cannot name it.
    companyName: null,
  };
}

export interface CheckoutInputOptions {
  /** ActivateChooseDeliveryCountryInCheckout: every delivery country, not only the market's. */
  chooseDeliveryCountry: boolean;
  /** A business buyer's company FormViewRules: the buyer, address and order info fields they make required. */
  b2b: boolean;
  formViewRules: FormViewRules;
  /** ActivateWeeklyDelivery: the buyer may ask for weekly delivery; otherwise the payload may not. */
  weeklyDelivery: boolean;
  /** Only a business buyer may mark an order as a test (isTestOrder). */
  testOrders: boolean;
}

/** A checkout form with the company's FormViewRules, as the storefront checks it (business buyers only). */
const formOf = <T extends z.ZodObject>(schema: T, options: CheckoutInputOptions) =>
  withFormViewRules(schema, options.formViewRules, { b2b: options.b2b });

/** The buyer as the payload carries them: the cellphone in E.164 (checked apart). */
const buyerPayloadSchema = buyerFormSchema
  .pick({ firstName: true, lastName: true, email: true })
  .extend({ cellphone: z.string().optional() });

const WEEKLY_DELIVERY_NOT_OFFERED = 'Weekly delivery is not offered to this buyer';
const TEST_ORDER_NOT_ALLOWED = 'Only a business buyer can send a test order';

/**
 * Checks the payload's people, addresses and texts with the domain's checkout forms (the storefront's
 * messages, with the company's FormViewRules on every form as the storefront applies them), naming
 * every offending field at once (400). The delivery country must be one the market offers (its own,
 * or every delivery country with ActivateChooseDeliveryCountryInCheckout); the invoice address may be
 * in any country the shop knows. acceptTerms must be true. WeeklyDelivery only where the company
 * offers it, isTestOrder only from a business buyer.
 */
export function checkoutInput(body: Body, market: Market, options: CheckoutInputOptions): CheckoutInput {
  const errors: FieldError[] = [];
  collect(errors, 'acceptTerms', acceptTermsSchema(), body.acceptTerms);
  const buyer = collect(errors, 'buyer.', formOf(buyerPayloadSchema, options), body.buyer);
  // Kept in E.164, valid for its country (the storefront sends '+46701234567'; digits alone are read
  // as international, as the spec's payload had them).
  const typedCellphone = body.buyer.cellphone ?? '';
  const cellphone = digitsOnly(typedCellphone) === '' ? '' : e164Of(typedCellphone);
  if (cellphone === undefined)
    errors.push({ field: 'buyer.cellphone', message: CHECKOUT_MESSAGES.phoneInvalid });
  const deliveryCountries = new Set(countriesOfMarket(market, options).map((c) => c.id));
  // A delivery address may not be a PO box; an invoice address may.
  const delivery = addressOf(
    errors,
    'deliveryAddress',
    body.deliveryAddress,
    deliveryCountries,
    options,
    deliveryAddressFormSchema,
  );
  const anyCountry = new Set(
    [body.invoiceAddress?.countryId ?? 0].filter((id) => countryById(id) !== undefined),
  );
  const invoice = body.invoiceAddress
    ? addressOf(errors, 'invoiceAddress', body.invoiceAddress, anyCountry, options)
    : null;
  const m = body.metadata;
  if (m.WeeklyDelivery === true && !options.weeklyDelivery)
    errors.push({ field: 'metadata.WeeklyDelivery', message: WEEKLY_DELIVERY_NOT_OFFERED });
  if (body.isTestOrder && !options.testOrders)
    errors.push({ field: 'isTestOrder', message: TEST_ORDER_NOT_ALLOWED });
  const info = collect(
    errors,
    'metadata.',
    formOf(orderInfoFormSchema, options),
    {
      orderLabel: m.OrderLabel ?? '',
      orderNumber: m.OrderNumber ?? '',
      projectNumber: m.SalesRef ?? '',
      comment: body.comment ?? '',
      extraOrderConfirmationEmail: m.ExtraOrderConfirmationEmail ?? '',
      weeklyDelivery: m.WeeklyDelivery ?? false,
    },
    {
      orderLabel: 'OrderLabel',
      orderNumber: 'OrderNumber',
      projectNumber: 'SalesRef',
      extraOrderConfirmationEmail: 'ExtraOrderConfirmationEmail',
    },
  );
  collect(errors, 'metadata.OrderConfirmationEmail', optionalEmailSchema, m.OrderConfirmationEmail ?? '');
  if (errors.length > 0 || !buyer || !delivery || !info || invoice === undefined) {
    // Every failed parse above added its fields: errors is never empty here.
    const fields = errors.map((e) => (e.field === 'metadata.comment' ? { ...e, field: 'comment' } : e));
    throw new DomainError(
      'invalid_parameter',
      fields.map((f) => `${f.field}: ${f.message}`).join('; '),
      fields,
    );
  }
  const metadata: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries({
    ...m,
    OrderLabel: info.orderLabel,
    OrderNumber: info.orderNumber,
    SalesRef: info.projectNumber,
    ExtraOrderConfirmationEmail: info.extraOrderConfirmationEmail,
    // Kept only where the company offers it (a false one elsewhere says nothing).
    WeeklyDelivery: options.weeklyDelivery ? m.WeeklyDelivery : undefined,
  })) {
    if (value !== undefined && value !== '') metadata[key] = value;
  }
  return {
    buyer: {
      id: body.buyer.id ?? null,
      companyId: body.buyer.companyId ?? null,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      cellphone: cellphone || null,
    },
    deliveryAddress: delivery,
    invoiceAddress: invoice ?? null,
    comment: info.comment,
    metadata,
  };
}
