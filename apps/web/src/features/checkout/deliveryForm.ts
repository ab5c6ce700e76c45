import type { AddressInput } from './checkoutSchemas';

/**
 * The delivery step's form values as the form holds them: one shape for both readings of the
 * invoice address (deliveryStepSchema tells them apart by invoiceSameAsDelivery). A delivery method
 * not yet chosen is null: every step starts invalid. Radio choices are held as text, as the browser
 * gives them; the schema reads them as ids.
 */
export type DeliveryFormValues = {
  deliveryAddressId: number | null;
  delivery: AddressInput;
  invoiceSameAsDelivery: boolean;
  invoice?: AddressInput | undefined;
  /** Radio values are text in a form: the chosen group entry's id, or null before a choice. */
  deliveryEntryId: string | null;
  /** The chosen service point's id (a service-point method), or null. */
  servicePointId: string | null;
  paymentMethodId: string;
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
