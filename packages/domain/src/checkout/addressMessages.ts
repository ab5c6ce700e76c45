/*
 * Apart from the address rules (addressFieldRules.ts), which bring the countries, postcode forms and
 * regions: the storefront's field messages read a message back (fieldMessage.ts) on every form,
 * phone and name forms too, and need none of those.
 */

/**
 * The address rules' own messages (the spec gives no wording): a delivery address that is a PO box,
 * and a postcode that belongs to another state or province than the one chosen, naming it. The
 * storefront translates them (features/checkout fieldErrors.ts reads the postcode and the region back).
 */
export const ADDRESS_MESSAGES = {
  poBox: 'We cannot deliver to PO boxes',
  zipNotInRegion: (countryCode: 'US' | 'CA', zip: string, regionName: string) =>
    `${countryCode === 'US' ? 'ZIP code' : 'Postal code'} ${zip} is not in ${regionName}`,
} as const;

/** The postcode and region named by ADDRESS_MESSAGES.zipNotInRegion, or undefined for any other message. */
export function zipNotInRegionParts(message: string): { zip: string; region: string } | undefined {
  const found = /^(?:ZIP|Postal) code (.+) is not in (.+)$/.exec(message);
  return found ? { zip: found[1]!, region: found[2]! } : undefined;
}
