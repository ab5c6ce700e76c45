import { z } from 'zod';
import { isBoxAddress } from './boxAddress';
import { countryByCode } from './countries';
import { isValidPostcode } from './postcodes';
import { findRegion, hasRegions, postcodeFitsRegion } from './regions';

/** The spec's address validate input (storefront-core §7): street, city, zip, region, countryCode. */
export const addressToValidateSchema = z.object({
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  region: z.string().nullish(),
  countryCode: z.string(),
});
export type AddressToValidate = z.infer<typeof addressToValidateSchema>;

/** Zip-code errors and address errors are flagged separately (spec §5); either makes it invalid. */
export interface AddressValidation {
  readonly isValid: boolean;
  readonly zipCodeError: boolean;
  readonly addressError: boolean;
}

export { isBoxAddress } from './boxAddress';

/**
 * Countries whose street addresses go without a house number often enough that demanding one would
 * refuse real addresses: British and Irish houses are commonly known by name ('Rose Cottage, Mill
 * Lane'). Everywhere else the street must hold a number. Our choice; the spec names no rule.
 */
const HOUSE_NUMBER_OPTIONAL = new Set(['GB', 'IE']);

const hasLetter = (text: string) => /\p{L}/u.test(text);
const hasDigit = (text: string) => /\d/.test(text);

function streetIsValid(countryCode: string, street: string): boolean {
  const trimmed = street.trim();
  if (!hasLetter(trimmed)) return false;
  if (HOUSE_NUMBER_OPTIONAL.has(countryCode)) return true;
  return hasDigit(trimmed);
}

/**
 * The address check behind /api/metadata/AddressValidation. Everywhere: the country must be one the
 * shop knows, the postcode must have its country's form (else a zip-code error), the street a letter
 * and, where the country requires it, a house number, and the city must not be blank (else an address
 * error). In the US and Canada also: the region must be a state or province of the country (address
 * error), the postcode must start as that region's do (zip-code error), and box addresses are refused
 * (address error). Whether a country runs validation at all is the caller's question (useAddressValidation).
 */
export function validateAddress(address: AddressToValidate): AddressValidation {
  const country = countryByCode(address.countryCode);
  if (!country) return { isValid: false, zipCodeError: false, addressError: true };
  const code = country.code;

  let zipCodeError = !isValidPostcode(code, address.zip);
  let addressError = !streetIsValid(code, address.street) || address.city.trim() === '';

  if (hasRegions(code)) {
    const region = findRegion(code, address.region ?? '');
    if (!region) addressError = true;
    else if (!zipCodeError && !postcodeFitsRegion(region, address.zip)) zipCodeError = true;
    if (isBoxAddress(address.street)) addressError = true;
  }
  return { isValid: !zipCodeError && !addressError, zipCodeError, addressError };
}
