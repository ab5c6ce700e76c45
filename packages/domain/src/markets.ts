import type { Environment } from './environments';
import { isDevelopmentEnvironment } from './environments';
import type { Language } from './languages';

export const MARKET_NAMES = [
  'se',
  'no',
  'fi',
  'uk',
  'dk',
  'be',
  'ca',
  'cz',
  'ee',
  'fr',
  'de',
  'at',
  'ie',
  'it',
  'nl',
  'pl',
  'es',
  'us',
  'is',
  'ch',
  'lv',
  'hr',
  'si',
] as const;

export type MarketName = (typeof MARKET_NAMES)[number];

export const MARKET_IDS = [
  'SE',
  'NO',
  'FI',
  'UK',
  'DK',
  'BE',
  'CA',
  'CZ',
  'EE',
  'FR',
  'DE',
  'AT',
  'IE',
  'IT',
  'NL',
  'PL',
  'ES',
  'US',
  'IS',
  'CH',
  'LV',
  'HR',
  'SI',
] as const;

export type MarketId = (typeof MARKET_IDS)[number];

export type MarketLocale = { readonly name: Language; readonly cultureCode: string };

/** How a market writes amounts; prefix and suffix carry their own spacing ('' when absent). */
export type CurrencyFormat = {
  readonly code: string;
  readonly prefix: string;
  readonly suffix: string;
  readonly decimalSeparator: string;
  readonly groupSeparator: string;
};

export type MarketInfo = {
  /** The consumer (B2C) market: VAT choice dialog, B2C sign-up, best-selling colours. */
  readonly b2CActivate: boolean;
  readonly useAddressValidation: boolean;
  readonly useProductOnHand: boolean;
};

export type Market = {
  readonly name: MarketName;
  readonly siteId: number;
  readonly marketId: MarketId;
  readonly displayName: string;
  readonly url: string;
  readonly portalUrl: string;
  readonly loginUrl?: string;
  readonly defaultLocale: string;
  readonly locales: readonly MarketLocale[];
  readonly center: { readonly lng: number; readonly lat: number };
  readonly currency: CurrencyFormat;
  /** Standard VAT (or, for Canada, federal GST) in basis points: 2500 = 25 %. */
  readonly vatRateBasisPoints: number;
  readonly info: MarketInfo;
};

function currency(
  code: string,
  prefix: string,
  suffix: string,
  decimalSeparator: string,
  groupSeparator: string,
): CurrencyFormat {
  return { code, prefix, suffix, decimalSeparator, groupSeparator };
}

const EUR_SPACE_GROUPS = currency('EUR', '', ' €', ',', ' ');
const EUR_DOT_GROUPS = currency('EUR', '', ' €', ',', '.');

type MarketRow = Omit<Market, 'defaultLocale' | 'info' | 'portalUrl'> & { readonly portalHost: string };

// North America validates addresses and has no on-hand stock feed; Sweden is the one consumer market.
const ADDRESS_VALIDATION_MARKETS: ReadonlySet<MarketName> = new Set(['us', 'ca']);
const NO_ON_HAND_MARKETS: ReadonlySet<MarketName> = new Set(['us', 'ca']);
const B2C_MARKETS: ReadonlySet<MarketName> = new Set(['se']);

function defineMarket(row: MarketRow): Market {
  const { portalHost, ...rest } = row;
  const first = row.locales[0];
  if (!first) throw new Error(`market ${row.name} has no locale`);
  return {
    ...rest,
    portalUrl: `https://${portalHost}`,
    defaultLocale: first.cultureCode,
    info: {
      b2CActivate: B2C_MARKETS.has(row.name),
      useAddressValidation: ADDRESS_VALIDATION_MARKETS.has(row.name),
      useProductOnHand: !NO_ON_HAND_MARKETS.has(row.name),
    },
  };
}

function locales(...pairs: readonly [Language, string][]): MarketLocale[] {
  return pairs.map(([name, cultureCode]) => ({ name, cultureCode }));
}

/**
 * The markets in the specification's order. Iceland's own language is not among the shop's 14
 * languages, so Iceland is served in English (en-IS), as Croatia and Slovenia are.
 */
export const MARKETS: readonly Market[] = [
  defineMarket({
    name: 'se',
    siteId: 1,
    marketId: 'SE',
    displayName: 'Sweden',
    url: 'https://www.workwearshop.se',
    portalHost: 'portal.workwearshop.se',
    locales: locales(['sv', 'sv-SE'], ['en', 'en-SE']),
    center: { lng: 15.0, lat: 62.0 },
    currency: currency('SEK', '', ' kr', ',', ' '),
    vatRateBasisPoints: 2500,
  }),
  defineMarket({
    name: 'no',
    siteId: 2,
    marketId: 'NO',
    displayName: 'Norway',
    url: 'https://www.workwearshop.no',
    portalHost: 'portal.workwearshop.no',
    locales: locales(['nb', 'nb-NO'], ['en', 'en-NO']),
    center: { lng: 8.5, lat: 61.0 },
    currency: currency('NOK', '', ' kr', ',', ' '),
    vatRateBasisPoints: 2500,
  }),
  defineMarket({
    name: 'fi',
    siteId: 3,
    marketId: 'FI',
    displayName: 'Finland',
    url: 'https://www.workwearshop.fi',
    portalHost: 'portal.workwearshop.fi',
    locales: locales(['fi', 'fi-FI'], ['en', 'en-FI']),
    center: { lng: 26.0, lat: 64.0 },
    currency: EUR_SPACE_GROUPS,
    vatRateBasisPoints: 2550,
  }),
  defineMarket({
    name: 'uk',
    siteId: 4,
    marketId: 'UK',
    displayName: 'United Kingdom',
    url: 'https://www.workwearshop.co.uk',
    portalHost: 'portal.workwearshop.co.uk',
    locales: locales(['en', 'en-GB']),
    center: { lng: -2.0, lat: 54.0 },
    currency: currency('GBP', '£', '', '.', ','),
    vatRateBasisPoints: 2000,
  }),
  defineMarket({
    name: 'dk',
    siteId: 5,
    marketId: 'DK',
    displayName: 'Denmark',
    url: 'https://www.workwearshop.dk',
    portalHost: 'portal.workwearshop.dk',
    locales: locales(['da', 'da-DK'], ['en', 'en-DK']),
    center: { lng: 10.0, lat: 56.0 },
    currency: currency('DKK', '', ' kr.', ',', '.'),
    vatRateBasisPoints: 2500,
  }),
  defineMarket({
    name: 'be',
    siteId: 7,
    marketId: 'BE',
    displayName: 'Belgium',
    url: 'https://www.workwearshop.be',
    portalHost: 'portal.workwearshop.be',
    locales: locales(['nl', 'nl-BE'], ['fr', 'fr-BE'], ['en', 'en-BE']),
    center: { lng: 4.5, lat: 50.6 },
    currency: EUR_DOT_GROUPS,
    vatRateBasisPoints: 2100,
  }),
  defineMarket({
    name: 'ca',
    siteId: 8,
    marketId: 'CA',
    displayName: 'Canada',
    url: 'https://www.workwearshop.ca',
    portalHost: 'portal.workwearshop.ca',
    // The specification gives Canada's English the en-US culture.
    locales: locales(['en', 'en-US'], ['fr', 'fr-CA']),
    center: { lng: -106.3, lat: 56.1 },
    currency: currency('CAD', 'CA$', '', '.', ','),
    vatRateBasisPoints: 500,
  }),
  defineMarket({
    name: 'cz',
    siteId: 9,
    marketId: 'CZ',
    displayName: 'Czech Republic',
    url: 'https://www.workwearshop.cz',
    portalHost: 'portal.workwearshop.cz',
    locales: locales(['cs', 'cs-CZ'], ['en', 'en-CZ']),
    center: { lng: 15.5, lat: 49.8 },
    currency: currency('CZK', '', ' Kč', ',', ' '),
    vatRateBasisPoints: 2100,
  }),
  defineMarket({
    name: 'ee',
    siteId: 10,
    marketId: 'EE',
    displayName: 'Estonia',
    url: 'https://www.workwearshop.ee',
    portalHost: 'portal.workwearshop.ee',
    locales: locales(['et', 'et-EE'], ['en', 'en-EE']),
    center: { lng: 25.0, lat: 58.6 },
    currency: EUR_SPACE_GROUPS,
    vatRateBasisPoints: 2400,
  }),
  defineMarket({
    name: 'fr',
    siteId: 11,
    marketId: 'FR',
    displayName: 'France',
    url: 'https://www.workwearshop.fr',
    portalHost: 'portal.workwearshop.fr',
    locales: locales(['fr', 'fr-FR'], ['en', 'en-FR']),
    center: { lng: 2.2, lat: 46.2 },
    currency: EUR_SPACE_GROUPS,
    vatRateBasisPoints: 2000,
  }),
  defineMarket({
    name: 'de',
    siteId: 12,
    marketId: 'DE',
    displayName: 'Germany',
    url: 'https://www.workwearshop.de',
    portalHost: 'portal.workwearshop.de',
    locales: locales(['de', 'de-DE']),
    center: { lng: 10.45, lat: 51.17 },
    currency: EUR_DOT_GROUPS,
    vatRateBasisPoints: 1900,
  }),
  defineMarket({
    name: 'at',
    siteId: 13,
    marketId: 'AT',
    displayName: 'Austria',
    url: 'https://www.workwearshop.at',
    portalHost: 'portal.workwearshop.at',
    locales: locales(['de', 'de-AT'], ['en', 'en-AT']),
    center: { lng: 14.55, lat: 47.52 },
    currency: EUR_DOT_GROUPS,
    vatRateBasisPoints: 2000,
  }),
  defineMarket({
    name: 'ie',
    siteId: 14,
    marketId: 'IE',
    displayName: 'Ireland',
    url: 'https://www.workwearshop.ie',
    portalHost: 'portal.workwearshop.ie',
    locales: locales(['en', 'en-IE']),
    center: { lng: -8.24, lat: 53.41 },
    currency: currency('EUR', '€', '', '.', ','),
    vatRateBasisPoints: 2300,
  }),
  defineMarket({
    name: 'it',
    siteId: 15,
    marketId: 'IT',
    displayName: 'Italy',
    url: 'https://www.workwearshop.it',
    portalHost: 'portal.workwearshop.it',
    locales: locales(['it', 'it-IT'], ['en', 'en-IT']),
    center: { lng: 12.57, lat: 41.87 },
    currency: EUR_DOT_GROUPS,
    vatRateBasisPoints: 2200,
  }),
  defineMarket({
    name: 'nl',
    siteId: 16,
    marketId: 'NL',
    displayName: 'Netherlands',
    url: 'https://www.workwearshop.nl',
    portalHost: 'portal.workwearshop.nl',
    locales: locales(['nl', 'nl-NL'], ['en', 'en-NL']),
    center: { lng: 5.29, lat: 52.13 },
    currency: currency('EUR', '€ ', '', ',', '.'),
    vatRateBasisPoints: 2100,
  }),
  defineMarket({
    name: 'pl',
    siteId: 17,
    marketId: 'PL',
    displayName: 'Poland',
    url: 'https://www.workwearshop.pl',
    portalHost: 'portal.workwearshop.pl',
    locales: locales(['pl', 'pl-PL']),
    center: { lng: 19.15, lat: 51.92 },
    currency: currency('PLN', '', ' zł', ',', ' '),
    vatRateBasisPoints: 2300,
  }),
  defineMarket({
    name: 'es',
    siteId: 18,
    marketId: 'ES',
    displayName: 'Spain',
    url: 'https://www.workwearshop.es',
    portalHost: 'portal.workwearshop.es',
    locales: locales(['es', 'es-ES']),
    center: { lng: -3.75, lat: 40.46 },
    currency: EUR_DOT_GROUPS,
    vatRateBasisPoints: 2100,
  }),
  defineMarket({
    name: 'us',
    siteId: 19,
    marketId: 'US',
    displayName: 'United States',
    url: 'https://www.workwearshop.com/us',
    portalHost: 'portal.workwearshop.com/us',
    locales: locales(['en', 'en-US']),
    center: { lng: -98.58, lat: 39.83 },
    currency: currency('USD', '$', '', '.', ','),
    // Sales tax is computed per address by the tax service, never from a national rate.
    vatRateBasisPoints: 0,
  }),
  defineMarket({
    name: 'is',
    siteId: 0,
    marketId: 'IS',
    displayName: 'Iceland',
    url: 'https://www.workwearshop.is',
    portalHost: 'portal.workwearshop.is',
    locales: locales(['en', 'en-IS']),
    center: { lng: -19.02, lat: 64.96 },
    currency: currency('ISK', '', ' kr', ',', '.'),
    vatRateBasisPoints: 2400,
  }),
  defineMarket({
    name: 'ch',
    siteId: 20,
    marketId: 'CH',
    displayName: 'Switzerland',
    url: 'https://www.workwearshop.ch',
    portalHost: 'portal.workwearshop.ch',
    locales: locales(['de', 'de-CH'], ['fr', 'fr-CH'], ['it', 'it-CH']),
    center: { lng: 8.23, lat: 46.82 },
    currency: currency('CHF', 'CHF ', '', '.', "'"),
    vatRateBasisPoints: 810,
  }),
  defineMarket({
    name: 'lv',
    siteId: 21,
    marketId: 'LV',
    displayName: 'Latvia',
    url: 'https://www.workwearshop.lv',
    portalHost: 'portal.workwearshop.lv',
    locales: locales(['lv', 'lv-LV']),
    center: { lng: 24.6, lat: 56.88 },
    currency: EUR_SPACE_GROUPS,
    vatRateBasisPoints: 2100,
  }),
  defineMarket({
    name: 'hr',
    siteId: 22,
    marketId: 'HR',
    displayName: 'Croatia',
    url: 'https://www.workwearshop.hr',
    portalHost: 'portal.workwearshop.hr',
    locales: locales(['en', 'en-HR']),
    center: { lng: 15.2, lat: 45.1 },
    currency: EUR_DOT_GROUPS,
    vatRateBasisPoints: 2500,
  }),
  defineMarket({
    name: 'si',
    siteId: 23,
    marketId: 'SI',
    displayName: 'Slovenia',
    url: 'https://www.workwearshop.si',
    portalHost: 'portal.workwearshop.si',
    locales: locales(['en', 'en-SI']),
    center: { lng: 14.99, lat: 46.15 },
    currency: EUR_DOT_GROUPS,
    vatRateBasisPoints: 2200,
  }),
];

export const DEFAULT_MARKET_NAME: MarketName = 'se';
export const DEFAULT_CULTURE_CODE = 'sv-SE';
export const DEFAULT_SITE_ID = 1;

/** Prices in these markets are always shown ex tax: sales tax depends on the delivery address. */
export const NEVER_INC_VAT_MARKETS: readonly MarketName[] = ['us', 'ca'];

/** Markets whose consumption tax is a sales tax (federal, state and provincial), not a VAT. */
export const SALES_TAX_MARKETS: readonly MarketName[] = ['us', 'ca'];

/** Markets whose checkout is open outside local and development environments. */
export const CHECKOUT_MARKETS: readonly MarketId[] = [
  'US',
  'CA',
  'NL',
  'IE',
  'AT',
  'BE',
  'UK',
  'CH',
  'DE',
  'FI',
  'LV',
  'NO',
  'IT',
  'FR',
  'DK',
  'CZ',
  'EE',
  'PL',
  'ES',
  'SE',
];

/** Site ids the sales-region service knows: every site except Iceland (0); 6 does not exist. */
export const SALES_REGION_SITE_IDS: readonly number[] = [
  1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
];

const BY_NAME = new Map<string, Market>(MARKETS.map((m) => [m.name, m]));
const BY_ID = new Map<string, Market>(MARKETS.map((m) => [m.marketId, m]));
const BY_SITE_ID = new Map<number, Market>(MARKETS.map((m) => [m.siteId, m]));

function hostOf(url: string): string {
  return normaliseHost(url.replace(/^[a-z]+:\/\//i, '').split('/')[0] ?? '');
}

// Hosts arrive with ports, upper case, a trailing dot or without 'www.'; all name the same shop.
function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

const BY_HOST = new Map<string, Market>(MARKETS.map((m) => [hostOf(m.url), m]));

export function getMarketByName(name: string): Market | undefined {
  return BY_NAME.get(name.toLowerCase());
}

export function getMarketById(marketId: string): Market | undefined {
  return BY_ID.get(marketId.toUpperCase());
}

export function getMarketBySiteId(siteId: number): Market | undefined {
  return BY_SITE_ID.get(siteId);
}

export function getMarketByHost(host: string): Market | undefined {
  return BY_HOST.get(normaliseHost(host));
}

export function isMarketName(value: unknown): value is MarketName {
  return typeof value === 'string' && BY_NAME.has(value);
}

export function marketLanguages(market: Market): Language[] {
  return market.locales.map((l) => l.name);
}

export function cultureFor(market: Market, language: string): string | undefined {
  return market.locales.find((l) => l.name === language)?.cultureCode;
}

export function isLocaleOfMarket(market: Market, cultureCode: string): boolean {
  const wanted = cultureCode.toLowerCase();
  return market.locales.some((l) => l.cultureCode.toLowerCase() === wanted);
}

/** The language of a market's default locale, used when a URL carries no language. */
export function defaultLanguageOf(market: Market): Language {
  const locale = market.locales.find((l) => l.cultureCode === market.defaultLocale) ?? market.locales[0];
  if (!locale) throw new Error(`market ${market.name} has no locale`);
  return locale.name;
}

export function neverShowsIncVat(market: Market): boolean {
  return NEVER_INC_VAT_MARKETS.includes(market.name);
}

/** What the tax in a market's prices is called: the words "incl./excl. VAT" or "incl./excl. tax". */
export type TaxName = 'vat' | 'salesTax';

export function taxNameOf(market: Market): TaxName {
  return SALES_TAX_MARKETS.includes(market.name) ? 'salesTax' : 'vat';
}

export function isCheckoutActive(market: Market, environment: Environment): boolean {
  return isDevelopmentEnvironment(environment) || CHECKOUT_MARKETS.includes(market.marketId);
}

export function hasSalesRegion(market: Market): boolean {
  return SALES_REGION_SITE_IDS.includes(market.siteId);
}

/** Stock flags are shown only where stock is read from on-hand figures and buyers are businesses. */
export function showsStockFlag(market: Market): boolean {
  return market.info.useProductOnHand && !market.info.b2CActivate;
}
