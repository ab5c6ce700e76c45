import {
  acceptTermsSchema,
  addressFormSchema,
  buyerFormSchema,
  deliveryAddressFormSchema,
  orderInfoSchemaFor,
  withFormViewRules,
} from '@workwear/domain';
import { z } from 'zod';
import type { CheckoutFormOptions } from './checkoutFormRules';
import { chosenIdIssue } from './deliveryStepRules';

export { type CheckoutFormOptions, isFieldRequired } from './checkoutFormRules';

/*
 * The two checkout forms as the server actions parse them, put together from the domain's schemas
 * for one buyer (so the server action and the API answer with the same messages). The browser checks
 * the same rules without zod (checkoutFormRules.ts).
 */

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

/** A choice of a radio list: the form holds the chosen value as text ('' or null: none chosen yet). */
const chosenId = z
  .unknown()
  .superRefine((value, ctx) => {
    const message = chosenIdIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform(Number);

/**
 * Step 3, Delivery: the delivery address (typed, or a saved one named by its id), the invoice address
 * only while it is not the same as the delivery address (ticked, whatever the invoice fields hold is
 * ignored), the delivery method by its group entry, the payment method and the terms.
 */
export function deliveryStepSchema(options: CheckoutFormOptions) {
  const address = withFormViewRules(addressFormSchema, options.rules, { b2b: options.b2b });
  const common = {
    deliveryAddressId: z.number().int().positive().nullable(),
    delivery: withFormViewRules(deliveryAddressFormSchema, options.rules, { b2b: options.b2b }),
    deliveryEntryId: chosenId,
    // Checked by the API against the method and the carrier's points (a service-point method needs one).
    servicePointId: z.string().trim().max(40).nullable().default(null),
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
