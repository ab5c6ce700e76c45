import { VALUE_REQUIRED } from '../cart/cartTextRules';
import { ADDRESS_MESSAGES } from './addressMessages';
import { isBoxAddress } from './boxAddress';
import {
  CHECKOUT_FIELD_LIMITS,
  CHECKOUT_MESSAGES,
  type CheckoutRuleOptions,
  type FieldIssue,
  formIssues,
  INVALID_INPUT,
  isFields,
  one,
  type TextRule,
  textFieldValue,
  textRules,
} from './checkoutFieldRules';
import { countryById } from './countryFacts';
import { isValidPostcode } from './postcodes';
import { findRegion, hasRegions, postcodeFitsRegion } from './regions';

export { ADDRESS_MESSAGES, zipNotInRegionParts } from './addressMessages';

/*
 * The address form's rules without zod (checkoutFieldRules.ts holds the other fields'): apart,
 * because the country checks bring the countries, postcode forms and regions, which only the
 * delivery step needs. checkoutForms.ts builds addressFormSchema on them.
 */

export const ADDRESS_TEXT_FIELDS = {
  careOf: { label: 'Care of', max: CHECKOUT_FIELD_LIMITS.addressLine },
  addressLine1: { label: 'Address', max: CHECKOUT_FIELD_LIMITS.addressLine, required: true },
  addressLine2: { label: 'Address line 2', max: CHECKOUT_FIELD_LIMITS.addressLine },
  zipCode: { label: 'Zip code', max: CHECKOUT_FIELD_LIMITS.zipCode, required: true },
  city: { label: 'City', max: CHECKOUT_FIELD_LIMITS.city, required: true },
  region: { label: 'Region', max: 3 },
} as const satisfies Record<string, TextRule>;

/** The address's country id: a number (any other value is not a country). */
export function countryIdIssue(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return CHECKOUT_MESSAGES.countryInvalid;
  return Number.isInteger(value) ? null : INVALID_INPUT;
}

/** The fields the country checks read: they run only once these three passed their own rules. */
export const COUNTRY_CHECKED_FIELDS = ['countryId', 'zipCode', 'region'] as const;

/**
 * The country checks of an address whose fields passed: the country must be one the shop knows; the
 * postcode must have its country's form; in the US and Canada the region is required and must be a
 * state or province, and the postcode must be one of that region's. Values as kept (trimmed).
 */
export function addressPlaceIssues(address: {
  readonly countryId: number;
  readonly zipCode: string;
  readonly region: string;
}): FieldIssue[] {
  const country = countryById(address.countryId);
  if (!country) return [{ path: 'countryId', message: CHECKOUT_MESSAGES.countryInvalid }];
  const issues: FieldIssue[] = [];
  if (!isValidPostcode(country.code, address.zipCode))
    issues.push({ path: 'zipCode', message: CHECKOUT_MESSAGES.zipCodeInvalid });
  if (!hasRegions(country.code)) return issues;
  if (address.region === '') {
    issues.push({ path: 'region', message: VALUE_REQUIRED });
    return issues;
  }
  const region = findRegion(country.code, address.region);
  if (!region) issues.push({ path: 'region', message: CHECKOUT_MESSAGES.regionInvalid });
  // A well-formed postcode of another state or province: the buyer is told which region they chose.
  else if (issues.length === 0 && !postcodeFitsRegion(region, address.zipCode))
    issues.push({
      path: 'zipCode',
      message: ADDRESS_MESSAGES.zipNotInRegion(country.code, address.zipCode, region.name),
    });
  return issues;
}

/** An address where a missing part is null or left out: a saved address, or an order payload's. */
export interface StoredAddressParts {
  careOf?: string | null | undefined;
  addressLine1: string;
  addressLine2?: string | null | undefined;
  zipCode: string;
  city: string;
  region?: string | null | undefined;
  countryId: number;
}

/** The address form's values: every field as text, the country by its id. */
export type AddressFormValues = {
  careOf: string;
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  city: string;
  region: string;
  countryId: number;
};

/** The address form's values of an address: a missing part is the empty field. */
export function addressFormValuesOf(address: StoredAddressParts): AddressFormValues {
  return {
    careOf: address.careOf ?? '',
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    zipCode: address.zipCode,
    city: address.city,
    region: address.region ?? '',
    countryId: address.countryId,
  };
}

/** A delivery or invoice address: its fields, then (once the country's fields passed) the country checks. */
export const addressIssues = (options: CheckoutRuleOptions, address: unknown): FieldIssue[] => {
  const issues = formIssues(options, address, {
    ...textRules(ADDRESS_TEXT_FIELDS),
    countryId: (v) => one(countryIdIssue(v)),
  });
  if (
    !isFields(address) ||
    issues.some((i) => (COUNTRY_CHECKED_FIELDS as readonly string[]).includes(i.path))
  )
    return issues;
  const kept = (key: 'zipCode' | 'region') =>
    textFieldValue(ADDRESS_TEXT_FIELDS[key], typeof address[key] === 'string' ? address[key] : '');
  return [
    ...issues,
    ...addressPlaceIssues({
      countryId: address.countryId as number,
      zipCode: kept('zipCode'),
      region: kept('region'),
    }),
  ];
};

/** The street lines a PO box check reads: a parcel needs a door, so any of them naming a box refuses it. */
export const BOX_CHECKED_FIELDS = ['addressLine1', 'addressLine2', 'careOf'] as const;

/**
 * Where a delivery address names a PO box ('PO Box 12', 'P.O. Box', 'Boîte postale' ...): in every
 * country, as no carrier the shop uses leaves a parcel in a box (our rule; the spec names box
 * addresses for the US and Canada). An invoice address may be a box.
 */
export function poBoxIssues(address: unknown): FieldIssue[] {
  if (!isFields(address)) return [];
  return BOX_CHECKED_FIELDS.filter((key) => {
    const value = address[key];
    return typeof value === 'string' && isBoxAddress(value);
  }).map((path) => ({ path, message: ADDRESS_MESSAGES.poBox }));
}

/** A delivery address: an address's rules, and no PO box. */
export const deliveryAddressIssues = (options: CheckoutRuleOptions, address: unknown): FieldIssue[] => {
  const issues = addressIssues(options, address);
  const box = poBoxIssues(address).filter((b) => !issues.some((i) => i.path === b.path));
  return [...issues, ...box];
};
