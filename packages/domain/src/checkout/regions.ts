/**
 * States and provinces of the two countries whose addresses carry a region (US and Canada), with the
 * public postal facts that tie a postcode to its region: the first digit of a US ZIP code (the USPS
 * national area) and the first letter of a Canadian postal code (Canada Post's postal district).
 */

export type RegionCountryCode = 'US' | 'CA';

export interface Region {
  readonly countryCode: RegionCountryCode;
  /** USPS or Canada Post two-letter abbreviation. */
  readonly code: string;
  readonly name: string;
  /** The first characters a postcode of this region may start with. */
  readonly postcodeStarts: readonly string[];
}

const us = (code: string, name: string, firstDigits: string): Region => ({
  countryCode: 'US',
  code,
  name,
  postcodeStarts: firstDigits.split(''),
});

const ca = (code: string, name: string, firstLetters: string): Region => ({
  countryCode: 'CA',
  code,
  name,
  postcodeStarts: firstLetters.split(''),
});

// New York also has 005 (Holtsville) and Texas 885 (El Paso), hence their second digit.
export const US_STATES: readonly Region[] = [
  us('AL', 'Alabama', '3'),
  us('AK', 'Alaska', '9'),
  us('AZ', 'Arizona', '8'),
  us('AR', 'Arkansas', '7'),
  us('CA', 'California', '9'),
  us('CO', 'Colorado', '8'),
  us('CT', 'Connecticut', '0'),
  us('DE', 'Delaware', '1'),
  us('DC', 'District of Columbia', '2'),
  us('FL', 'Florida', '3'),
  us('GA', 'Georgia', '3'),
  us('HI', 'Hawaii', '9'),
  us('ID', 'Idaho', '8'),
  us('IL', 'Illinois', '6'),
  us('IN', 'Indiana', '4'),
  us('IA', 'Iowa', '5'),
  us('KS', 'Kansas', '6'),
  us('KY', 'Kentucky', '4'),
  us('LA', 'Louisiana', '7'),
  us('ME', 'Maine', '0'),
  us('MD', 'Maryland', '2'),
  us('MA', 'Massachusetts', '0'),
  us('MI', 'Michigan', '4'),
  us('MN', 'Minnesota', '5'),
  us('MS', 'Mississippi', '3'),
  us('MO', 'Missouri', '6'),
  us('MT', 'Montana', '5'),
  us('NE', 'Nebraska', '6'),
  us('NV', 'Nevada', '8'),
  us('NH', 'New Hampshire', '0'),
  us('NJ', 'New Jersey', '0'),
  us('NM', 'New Mexico', '8'),
  us('NY', 'New York', '01'),
  us('NC', 'North Carolina', '2'),
  us('ND', 'North Dakota', '5'),
  us('OH', 'Ohio', '4'),
  us('OK', 'Oklahoma', '7'),
  us('OR', 'Oregon', '9'),
  us('PA', 'Pennsylvania', '1'),
  us('RI', 'Rhode Island', '0'),
  us('SC', 'South Carolina', '2'),
  us('SD', 'South Dakota', '5'),
  us('TN', 'Tennessee', '3'),
  us('TX', 'Texas', '78'),
  us('UT', 'Utah', '8'),
  us('VT', 'Vermont', '0'),
  us('VA', 'Virginia', '2'),
  us('WA', 'Washington', '9'),
  us('WV', 'West Virginia', '2'),
  us('WI', 'Wisconsin', '5'),
  us('WY', 'Wyoming', '8'),
];

// Quebec has three districts (G, H, J) and Ontario five (K, L, M, N, P); the territories NT and NU share X.
export const CA_PROVINCES: readonly Region[] = [
  ca('AB', 'Alberta', 'T'),
  ca('BC', 'British Columbia', 'V'),
  ca('MB', 'Manitoba', 'R'),
  ca('NB', 'New Brunswick', 'E'),
  ca('NL', 'Newfoundland and Labrador', 'A'),
  ca('NS', 'Nova Scotia', 'B'),
  ca('NT', 'Northwest Territories', 'X'),
  ca('NU', 'Nunavut', 'X'),
  ca('ON', 'Ontario', 'KLMNP'),
  ca('PE', 'Prince Edward Island', 'C'),
  ca('QC', 'Quebec', 'GHJ'),
  ca('SK', 'Saskatchewan', 'S'),
  ca('YT', 'Yukon', 'Y'),
];

const REGIONS: Readonly<Record<RegionCountryCode, readonly Region[]>> = { US: US_STATES, CA: CA_PROVINCES };

export function hasRegions(countryCode: string): countryCode is RegionCountryCode {
  return countryCode === 'US' || countryCode === 'CA';
}

/** The regions of a country: US states and DC, Canadian provinces and territories, otherwise none. */
export function regionsOf(countryCode: string): readonly Region[] {
  const code = countryCode.trim().toUpperCase();
  return hasRegions(code) ? REGIONS[code] : [];
}

/** A region by its code in any case, or undefined when the country has no such region. */
export function findRegion(countryCode: string, regionCode: string): Region | undefined {
  const code = regionCode.trim().toUpperCase();
  return regionsOf(countryCode).find((r) => r.code === code);
}

/** Whether a (well-formed) postcode starts as its region's postcodes do. */
export function postcodeFitsRegion(region: Region, postcode: string): boolean {
  const first = postcode.trim().charAt(0).toUpperCase();
  return region.postcodeStarts.includes(first);
}
