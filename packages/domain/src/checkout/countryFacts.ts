import type { Market, MarketName } from '../markets';

/*
 * The countries' facts without the markets' table (markets.ts, which the browser's checkout does not
 * need): the delivery step's address rules look countries up by id. countries.ts adds the delivery
 * countries of the checkout markets.
 */

/** A country as the checkout lists it (spec storefront-core §3 Country; contracts' countrySchema). */
export interface Country {
  readonly id: number;
  readonly name: string;
  readonly isPrimary: boolean;
  readonly code: string;
  readonly useAddressValidation: boolean;
}

/** What the shop knows of a country: ISO 3166-1 numeric id and alpha-2 code, English name, dial code. */
export interface CountryFacts {
  readonly id: number;
  readonly code: string;
  /** English only: the storefront shows names in the visitor's language through Intl.DisplayNames. */
  readonly name: string;
  readonly dialCode: string;
  readonly useAddressValidation: boolean;
}

/**
 * Which countries run address validation is our choice (the spec gives no list): North America, where
 * the region and box rules matter, and the Nordic, German, Dutch and British markets, whose postcodes
 * have a strict, well-known form. The others accept any address that passes the form.
 */
const VALIDATED = new Set(['US', 'CA', 'SE', 'NO', 'DK', 'FI', 'DE', 'NL', 'GB']);

const fact = (id: number, code: string, name: string, dialCode: string): CountryFacts => ({
  id,
  code,
  name,
  dialCode,
  useAddressValidation: VALIDATED.has(code),
});

/** The own country of each of the 23 markets (the uk market is GB, 826). */
const MARKET_COUNTRY: Readonly<Record<MarketName, CountryFacts>> = {
  se: fact(752, 'SE', 'Sweden', '+46'),
  no: fact(578, 'NO', 'Norway', '+47'),
  fi: fact(246, 'FI', 'Finland', '+358'),
  uk: fact(826, 'GB', 'United Kingdom', '+44'),
  dk: fact(208, 'DK', 'Denmark', '+45'),
  be: fact(56, 'BE', 'Belgium', '+32'),
  ca: fact(124, 'CA', 'Canada', '+1'),
  cz: fact(203, 'CZ', 'Czechia', '+420'),
  ee: fact(233, 'EE', 'Estonia', '+372'),
  fr: fact(250, 'FR', 'France', '+33'),
  de: fact(276, 'DE', 'Germany', '+49'),
  at: fact(40, 'AT', 'Austria', '+43'),
  ie: fact(372, 'IE', 'Ireland', '+353'),
  it: fact(380, 'IT', 'Italy', '+39'),
  nl: fact(528, 'NL', 'Netherlands', '+31'),
  pl: fact(616, 'PL', 'Poland', '+48'),
  es: fact(724, 'ES', 'Spain', '+34'),
  us: fact(840, 'US', 'United States', '+1'),
  is: fact(352, 'IS', 'Iceland', '+354'),
  ch: fact(756, 'CH', 'Switzerland', '+41'),
  lv: fact(428, 'LV', 'Latvia', '+371'),
  hr: fact(191, 'HR', 'Croatia', '+385'),
  si: fact(705, 'SI', 'Slovenia', '+386'),
};

/** Every country the shop knows: the markets' own countries, in the markets' order (tested). */
export const COUNTRIES: readonly CountryFacts[] = Object.values(MARKET_COUNTRY);

const BY_ID = new Map(COUNTRIES.map((c) => [c.id, c]));
const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

export function countryOfMarket(market: Market | MarketName): CountryFacts {
  const name = typeof market === 'string' ? market : market.name;
  return MARKET_COUNTRY[name];
}

export const countryById = (id: number): CountryFacts | undefined => BY_ID.get(id);

/** By alpha-2 code in any case; 'UK' is read as GB, since the market is named uk. */
export function countryByCode(code: string): CountryFacts | undefined {
  const upper = code.trim().toUpperCase();
  return BY_CODE.get(upper === 'UK' ? 'GB' : upper);
}
