import type { AddressInput } from './checkoutSchemas';

/**
 * The delivery step's form values as react-hook-form holds them: one shape for both readings of the
 * invoice address (deliveryStepSchema tells them apart by invoiceSameAsDelivery). A delivery method
 * not yet chosen is null: every step starts invalid.
 */
export type DeliveryFormValues = {
  deliveryAddressId: number | null;
  delivery: AddressInput;
  invoiceSameAsDelivery: boolean;
  invoice?: AddressInput | undefined;
  deliveryEntryId: number | null;
  paymentMethodId: number;
  acceptTerms: boolean;
};

/** An empty address in the checkout's first (primary) country. */
export const blankAddress = (countryId: number): AddressInput => ({
  careOf: '',
  addressLine1: '',
  addressLine2: '',
  zipCode: '',
  city: '',
  region: '',
  countryId,
});

/** The key the page uses for "type another address" beside the saved ones. */
export const NEW_ADDRESS = 'new';
