/*
 * Saved addresses in the checkout: which one LockDeliveryAddressInCheckout sends the order to, and
 * when two addresses are the same place. The storefront shows the locked address read-only; the
 * order send puts it in place of the payload's (apps/api order/deliveryAddressChoice.ts).
 */

/** The parts of an address that say where it is; any of them may be missing (an empty form). */
export type AddressPlaceParts = {
  readonly careOf?: string | null | undefined;
  readonly addressLine1?: string | null | undefined;
  readonly addressLine2?: string | null | undefined;
  readonly zipCode?: string | null | undefined;
  readonly city?: string | null | undefined;
  readonly region?: string | null | undefined;
  readonly countryId?: number | string | null | undefined;
};

/** The address as one text, compared without case or extra blanks: equal texts are the same place. */
export function addressPlaceKey(address: AddressPlaceParts): string {
  const part = (value: string | number | null | undefined) =>
    String(value ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase();
  return [
    address.careOf,
    address.addressLine1,
    address.addressLine2,
    address.zipCode,
    address.city,
    address.region,
    address.countryId,
  ]
    .map(part)
    .join('|');
}

export const isSameAddressPlace = (a: AddressPlaceParts, b: AddressPlaceParts): boolean =>
  addressPlaceKey(a) === addressPlaceKey(b);

/**
 * LockDeliveryAddressInCheckout: the company's first delivery address (they come default first) in a
 * country the checkout delivers to. Undefined when it has none there: the buyer then types one.
 */
export function lockedDeliveryAddress<T extends { readonly countryId: number }>(
  companyAddresses: readonly T[],
  deliveryCountryIds: readonly number[],
): T | undefined {
  return companyAddresses.find((a) => deliveryCountryIds.includes(a.countryId));
}
