import type { CompanyAddress } from '@workwear/contracts';
import { addressFormValuesOf } from '@workwear/domain/checkout/addressFieldRules';
import { isSameAddressPlace, lockedDeliveryAddress } from '@workwear/domain/checkout/savedAddressRules';
import type { AddressInput } from './checkoutSchemas';

/**
 * The addresses a returning buyer may pick instead of typing one: a business buyer's company
 * delivery addresses (the default first), then the person's own addresses. Only the company's carry
 * their id into the order (the payload's addressId names a company address; a person's own address
 * is sent as its fields). Addresses in a country the checkout does not deliver to are left out, and
 * the same address twice is offered once.
 */
export type SavedAddress = {
  /** Unique on the page: 'company-3', 'own-7'. */
  readonly key: string;
  /** The id the order names, or null for a person's own address. */
  readonly addressId: number | null;
  readonly address: AddressInput;
};

/** A saved address as the checkout's address fields hold it. */
export const addressInputOf = (address: CompanyAddress): AddressInput => addressFormValuesOf(address);

/** Two addresses are offered once when they are the same place (domain addressPlaceKey). */
export { addressPlaceKey as addressKey } from '@workwear/domain/checkout/savedAddressRules';

export function savedAddressesOf(input: {
  readonly companyAddresses: readonly CompanyAddress[];
  readonly ownAddresses: readonly CompanyAddress[];
  readonly countryIds: readonly number[];
}): SavedAddress[] {
  const offered = new Set(input.countryIds);
  const saved: SavedAddress[] = [];
  const add = (entry: SavedAddress) => {
    if (!offered.has(entry.address.countryId as number)) return;
    if (saved.some((s) => isSameAddressPlace(s.address, entry.address))) return;
    saved.push(entry);
  };
  for (const a of input.companyAddresses)
    add({ key: `company-${a.id}`, addressId: a.id, address: addressInputOf(a) });
  for (const a of input.ownAddresses)
    add({ key: `own-${a.id}`, addressId: null, address: addressInputOf(a) });
  return saved;
}

/**
 * LockDeliveryAddressInCheckout: the order goes to the company's (default) delivery address, shown
 * read-only (the order send puts the same one in place). Null when the company has none the checkout
 * delivers to; the buyer then types one.
 */
export function lockedAddressOf(
  companyAddresses: readonly CompanyAddress[],
  countryIds: readonly number[],
): SavedAddress | null {
  const first = lockedDeliveryAddress(companyAddresses, countryIds);
  return first ? { key: `company-${first.id}`, addressId: first.id, address: addressInputOf(first) } : null;
}
