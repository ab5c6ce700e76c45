/**
 * How an address is written, one formatter for the pages and the e-mails: recipient, c/o, street
 * lines, the country's city line, then the country. Where the postcode goes follows each country's
 * postal format (UPU S42): in the US and Canada after the city and the state or province on one line
 * ("Chicago, IL 60606"); in the UK and Ireland on a line of its own below the city; elsewhere before the
 * city ("111 22 Stockholm"), a region (if any) on its own line.
 */
export interface PostalAddress {
  readonly careOf?: string | null | undefined;
  readonly addressLine1: string;
  readonly addressLine2?: string | null | undefined;
  readonly zipCode: string;
  readonly city: string;
  readonly region?: string | null | undefined;
  /** ISO 3166 alpha-2 ('US'); the UK's is GB. */
  readonly countryCode: string;
}

const POSTCODE_AFTER_CITY: ReadonlySet<string> = new Set(['US', 'CA']);
const POSTCODE_BELOW_CITY: ReadonlySet<string> = new Set(['GB', 'IE']);

const present = (line: string | null | undefined): line is string => Boolean(line?.trim());

/** The city line(s) of an address in its country's order. */
export function cityLines(address: PostalAddress): string[] {
  const { zipCode, city, region } = address;
  const country = address.countryCode.toUpperCase();
  if (POSTCODE_AFTER_CITY.has(country)) {
    const tail = [region, zipCode].filter(present).join(' ');
    return [[city, tail].filter(present).join(', ')].filter(present);
  }
  if (POSTCODE_BELOW_CITY.has(country)) return [city, zipCode].filter(present);
  return [[zipCode, city].filter(present).join(' '), region].filter(present);
}

/** A country's name in a language or culture ('US', 'en-US' -> 'United States'); its code if unknown. */
export function countryName(countryCode: string, locale: string): string {
  const code = countryCode.toUpperCase();
  // DisplayNames throws on anything but a region code: an address must still print.
  if (!/^[A-Z]{2}$/.test(code)) return countryCode;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The lines of an address as a buyer reads them, empty parts left out. The country is named in
 * `locale` unless `country` is false (an address inside the buyer's own country on a form summary).
 */
export function addressLines(
  address: PostalAddress,
  options: { readonly locale: string; readonly recipient?: string | null; readonly country?: boolean },
): string[] {
  return [
    options.recipient,
    address.careOf,
    address.addressLine1,
    address.addressLine2,
    ...cityLines(address),
    options.country === false ? undefined : countryName(address.countryCode, options.locale),
  ].filter(present);
}
