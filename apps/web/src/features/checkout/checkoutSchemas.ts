import {
  acceptTermsSchema,
  addressFormSchema,
  buyerFormSchema,
  type FormViewRules,
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

/**
 * Step 3, Delivery: the delivery address (typed, or a saved one named by its id), the invoice address
 * unless it is the same (the fields exist only while the box is unticked), the delivery method by its
 * group entry, the payment method and the terms.
 */
export function deliveryStepSchema(options: CheckoutFormOptions) {
  const address = withFormViewRules(addressFormSchema, options.rules, { b2b: options.b2b });
  return z
    .object({
      deliveryAddressId: z.number().int().positive().nullable(),
      delivery: address,
      invoiceSameAsDelivery: z.boolean(),
      invoice: address.optional(),
      deliveryEntryId: recordId,
      paymentMethodId: recordId,
      acceptTerms: acceptTermsSchema(),
    })
    .superRefine((step, ctx) => {
      if (!step.invoiceSameAsDelivery && step.invoice === undefined) {
        ctx.addIssue({ code: 'custom', path: ['invoice', 'addressLine1'], message: VALUE_REQUIRED });
      }
    });
}
export type DeliveryStepInput = z.input<ReturnType<typeof deliveryStepSchema>>;
export type DeliveryStepValues = z.output<ReturnType<typeof deliveryStepSchema>>;
export type AddressValues = z.output<typeof addressFormSchema>;
export type AddressInput = z.input<typeof addressFormSchema>;
