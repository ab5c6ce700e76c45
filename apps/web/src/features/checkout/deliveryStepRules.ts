import { VALUE_REQUIRED } from '@workwear/domain/cart/cartTextRules';
import { addressIssues, deliveryAddressIssues } from '@workwear/domain/checkout/addressFieldRules';
import {
  acceptTermsIssue,
  type FieldIssue,
  INVALID_INPUT,
} from '@workwear/domain/checkout/checkoutFieldRules';
import { at, type CheckoutFormOptions, fieldsOf, under } from './checkoutFormRules';

/*
 * The delivery step's rules without zod, for the browser; checkoutSchemas.ts builds the server
 * action's schema on the same rules.
 */

/** A choice of a radio list, held as text ('' or null: none chosen yet): a positive id. */
export function chosenIdIssue(value: unknown): string | null {
  if (value === '' || value === null || value === undefined) return VALUE_REQUIRED;
  const id = Number(value);
  if (!Number.isFinite(id)) return VALUE_REQUIRED;
  if (!Number.isInteger(id)) return INVALID_INPUT;
  return id > 0 ? null : VALUE_REQUIRED;
}

/**
 * Step 3, Delivery: the delivery address, the invoice address only while it is not the same as the
 * delivery address, the delivery method by its group entry (with a service point when the method is
 * one), the payment method and the terms.
 */
export function deliveryStepIssues(
  options: CheckoutFormOptions,
  values: unknown,
  needs: { servicePoint: boolean } = { servicePoint: false },
): FieldIssue[] {
  const form = fieldsOf(values);
  if (!form) return at('', INVALID_INPUT);
  if (typeof form.invoiceSameAsDelivery !== 'boolean') return at('invoiceSameAsDelivery', INVALID_INPUT);
  const savedId = form.deliveryAddressId;
  return [
    ...at(
      'deliveryAddressId',
      savedId === null || (Number.isInteger(savedId) && (savedId as number) > 0) ? null : INVALID_INPUT,
    ),
    ...under('delivery', deliveryAddressIssues(options, form.delivery)),
    ...at('deliveryEntryId', chosenIdIssue(form.deliveryEntryId)),
    ...at(
      'servicePointId',
      needs.servicePoint && (typeof form.servicePointId !== 'string' || form.servicePointId === '')
        ? VALUE_REQUIRED
        : null,
    ),
    ...at('paymentMethodId', chosenIdIssue(form.paymentMethodId)),
    ...at('acceptTerms', acceptTermsIssue(form.acceptTerms)),
    ...(form.invoiceSameAsDelivery ? [] : under('invoice', addressIssues(options, form.invoice))),
  ];
}
