/**
 * Postcode forms of the shop's countries (public postal formats). A postcode is read in its compact
 * form (upper case, spaces and hyphens removed, the country's own code in front dropped: 'SE-123 45'),
 * checked against the country's pattern and written back in its canonical spacing ('123 45').
 */

interface PostcodeRule {
  /** The compact form. */
  readonly pattern: RegExp;
  /** The canonical form of a compact postcode that matched. */
  readonly format: (compact: string) => string;
}

const asIs = (compact: string) => compact;
/** A space (or another separator) before the last `tail` characters: '12345' -> '123 45'. */
const splitBefore =
  (tail: number, separator = ' ') =>
  (compact: string) =>
    `${compact.slice(0, -tail)}${separator}${compact.slice(-tail)}`;

const digits = (n: number): PostcodeRule => ({ pattern: new RegExp(`^\\d{${n}}$`), format: asIs });
const rule = (pattern: RegExp, format: (compact: string) => string = asIs): PostcodeRule => ({
  pattern,
  format,
});

// Letters Canada Post and An Post leave out (D F I O Q U; B G I J L M O Q S U Z), so 'O' is not '0'.
const CA_LETTER = '[ABCEGHJ-NPRSTV-Z]';
const EIRCODE_CHARACTER = '[0-9AC-FHKNPRTV-Y]';

const RULES: Readonly<Record<string, PostcodeRule>> = {
  SE: rule(/^[1-9]\d{4}$/, splitBefore(2)),
  NO: digits(4),
  DK: digits(4),
  FI: digits(5),
  IS: digits(3),
  DE: digits(5),
  AT: rule(/^[1-9]\d{3}$/),
  CH: rule(/^[1-9]\d{3}$/),
  BE: rule(/^[1-9]\d{3}$/),
  // Dutch postcodes never start with 0 and never end in SA, SD or SS.
  NL: rule(/^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/, splitBefore(2)),
  // Outward code (A9, A99, A9A, AA9, AA99, AA9A) and inward code (9AA); GIR 0AA is Girobank's own.
  GB: rule(/^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)\d[ABD-HJLNP-UW-Z]{2}$/, splitBefore(3)),
  IE: rule(new RegExp(`^(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)${EIRCODE_CHARACTER}{4}$`), splitBefore(4)),
  FR: digits(5),
  IT: digits(5),
  // Spanish postcodes start with the province number, 01 to 52.
  ES: rule(/^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/),
  PL: rule(/^\d{5}$/, splitBefore(3, '-')),
  CZ: rule(/^[1-7]\d{4}$/, splitBefore(2)),
  EE: digits(5),
  LV: rule(/^\d{4}$/, (compact) => `LV-${compact}`),
  HR: rule(/^[1-5]\d{4}$/),
  SI: rule(/^[1-9]\d{3}$/),
  US: rule(/^\d{5}(?:\d{4})?$/, (compact) => (compact.length === 9 ? splitBefore(4, '-')(compact) : compact)),
  CA: rule(new RegExp(`^[ABCEGHJ-NPRSTVXY]\\d${CA_LETTER}\\d${CA_LETTER}\\d$`), splitBefore(3)),
};

function compactOf(countryCode: string, postcode: string): string {
  const compact = postcode.toUpperCase().replace(/[\s-]+/g, '');
  // 'SE12345', 'LV-1050', 'FI-00100': the country's code before a numeric postcode.
  return compact.startsWith(countryCode) && /^\d+$/.test(compact.slice(countryCode.length))
    ? compact.slice(countryCode.length)
    : compact;
}

/** Whether the shop knows this country's postcode form. */
export const hasPostcodeRule = (countryCode: string): boolean =>
  Object.hasOwn(RULES, countryCode.trim().toUpperCase());

/** Whether a postcode has its country's form; false for a country whose form the shop does not know. */
export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const code = countryCode.trim().toUpperCase();
  const found = RULES[code];
  return found?.pattern.test(compactOf(code, postcode)) ?? false;
}

/**
 * A postcode as it is stored: its country's canonical form ('sw1a1aa' -> 'SW1A 1AA', '12345' -> '123 45'
 * in Sweden). One that does not have its country's form is only trimmed, upper-cased and single-spaced.
 */
export function normaliseZip(countryCode: string, zip: string): string {
  const code = countryCode.trim().toUpperCase();
  const found = RULES[code];
  const compact = compactOf(code, zip);
  if (found?.pattern.test(compact)) return found.format(compact);
  return zip.trim().toUpperCase().replace(/\s+/g, ' ');
}
