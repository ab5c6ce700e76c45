import {
  acceptTermsSchema,
  addressFormSchema,
  buyerFormSchema,
  type FormViewRules,
  formViewRequiredFields,
  missingOrderReferences,
  type OrderReferenceSettings,
  orderInfoSchemaFor,
  VALUE_REQUIRED,
  withFormViewRules,
} from '@workwear/domain';
import { z } from 'zod';

/**
 * The two checkout forms, put together from the domain's schemas (so the browser, the server action
 * and the API answer with the same messages) for one buyer: a business buyer's company adds its
 * FormViewRules ('Required') and the references it requires (code 26). The server hands these
 * options to the page, and the page and the send action build the same schemas from them.
 */
export type CheckoutFormOptions = {
  readonly b2b: boolean;
  readonly rules: FormViewRules;
  readonly references: OrderReferenceSettings;
};

/** Step 2, Order: the buyer, the order's references and comment, and (guests) an account. */
export function orderStepSchema(options: CheckoutFormOptions) {
  return z.object({
    buyer: withFormViewRules(buyerFormSchema, options.rules, { b2b: options.b2b }),
    info: orderInfoSchemaFor(options),
    createCustomerAccount: z.boolean().default(false),
  });
}
export type OrderStepInput = z.input<ReturnType<typeof orderStepSchema>>;
export type OrderStepValues = z.output<ReturnType<typeof orderStepSchema>>;

const recordId = z.number({ error: VALUE_REQUIRED }).int().positive(VALUE_REQUIRED);
/** A choice of a radio list: the form holds the chosen value as text ('' or null: none chosen yet). */
const chosenId = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
  recordId,
);

/**
 * Step 3, Delivery: the delivery address (typed, or a saved one named by its id), the invoice address
 * only while it is not the same as the delivery address (ticked, whatever the invoice fields hold is
 * ignored), the delivery method by its group entry, the payment method and the terms.
 */
export function deliveryStepSchema(options: CheckoutFormOptions) {
  const address = withFormViewRules(addressFormSchema, options.rules, { b2b: options.b2b });
  const common = {
    deliveryAddressId: z.number().int().positive().nullable(),
    delivery: address,
    deliveryEntryId: chosenId,
    paymentMethodId: chosenId,
    acceptTerms: acceptTermsSchema(),
  };
  return z.discriminatedUnion('invoiceSameAsDelivery', [
    z.object({
      ...common,
      invoiceSameAsDelivery: z.literal(true),
      invoice: z
        .unknown()
        .optional()
        .transform(() => undefined),
    }),
    z.object({ ...common, invoiceSameAsDelivery: z.literal(false), invoice: address }),
  ]);
}
export type DeliveryStepInput = z.input<ReturnType<typeof deliveryStepSchema>>;
export type DeliveryStepValues = z.output<ReturnType<typeof deliveryStepSchema>>;
export type AddressValues = z.output<typeof addressFormSchema>;
export type AddressInput = z.input<typeof addressFormSchema>;

/** Fields every buyer must fill, whatever the company says. */
const ALWAYS_REQUIRED = new Set(['firstname', 'lastname', 'email', 'addressline1', 'zipcode', 'city']);

/**
 * Whether a field (by its schema key: 'projectNumber', 'cellphone') must be filled, for the label's
 * mark: always-required fields, a business buyer's FormViewRules, and the references its company uses.
 */
export function isFieldRequired(options: CheckoutFormOptions, field: string): boolean {
  const name = field.toLowerCase();
  if (ALWAYS_REQUIRED.has(name)) return true;
  if (!options.b2b) return false;
  // The references the company requires are those an order without any would lack (code 26's rule).
  if (missingOrderReferences(options.references, {}).some((ref) => ref.toLowerCase() === name)) return true;
  return formViewRequiredFields(options.rules).has(name);
}
