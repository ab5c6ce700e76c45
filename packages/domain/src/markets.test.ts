import { describe, expect, it } from 'vitest';
import { isSupportedLanguage } from './languages';
import {
  CHECKOUT_MARKETS,
  cultureFor,
  DEFAULT_CULTURE_CODE,
  DEFAULT_MARKET_NAME,
  DEFAULT_SITE_ID,
  defaultLanguageOf,
  getMarketByHost,
  getMarketById,
  getMarketByName,
  getMarketBySiteId,
  hasSalesRegion,
  isCheckoutActive,
  isLocaleOfMarket,
  isMarketName,
  MARKETS,
  type Market,
  marketLanguages,
  NEVER_INC_VAT_MARKETS,
  neverShowsIncVat,
  SALES_REGION_SITE_IDS,
  SALES_TAX_MARKETS,
  showsStockFlag,
  taxNameOf,
} from './markets';

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(`no market ${name}`);
  return found;
}

const SITE_IDS: Record<string, number> = {
  se: 1,
  no: 2,
  fi: 3,
  uk: 4,
  dk: 5,
  be: 7,
  ca: 8,
  cz: 9,
  ee: 10,
  fr: 11,
  de: 12,
  at: 13,
  ie: 14,
  it: 15,
  nl: 16,
  pl: 17,
  es: 18,
  us: 19,
  is: 0,
  ch: 20,
  lv: 21,
  hr: 22,
  si: 23,
};

// The specification's locale list; Iceland's 'is' is served as English (see MARKETS).
const LOCALES: Record<string, string[]> = {
  se: ['sv-SE', 'en-SE'],
  no: ['nb-NO', 'en-NO'],
  fi: ['fi-FI', 'en-FI'],
  uk: ['en-GB'],
  dk: ['da-DK', 'en-DK'],
  be: ['nl-BE', 'fr-BE', 'en-BE'],
  ca: ['en-US', 'fr-CA'],
  cz: ['cs-CZ', 'en-CZ'],
  ee: ['et-EE', 'en-EE'],
  fr: ['fr-FR', 'en-FR'],
  de: ['de-DE'],
  at: ['de-AT', 'en-AT'],
  ie: ['en-IE'],
  it: ['it-IT', 'en-IT'],
  nl: ['nl-NL', 'en-NL'],
  pl: ['pl-PL'],
  es: ['es-ES'],
  us: ['en-US'],
  is: ['en-IS'],
  ch: ['de-CH', 'fr-CH', 'it-CH'],
  lv: ['lv-LV'],
  hr: ['en-HR'],
  si: ['en-SI'],
};

describe('MARKETS table', () => {
  it('holds the 23 markets with the specification site ids', () => {
    expect(MARKETS).toHaveLength(23);
    expect(Object.fromEntries(MARKETS.map((m) => [m.name, m.siteId]))).toEqual(SITE_IDS);
  });

  it('has no site 6', () => {
    expect(MARKETS.some((m) => m.siteId === 6)).toBe(false);
    expect(getMarketBySiteId(6)).toBeUndefined();
  });

  it('has unique site ids, market ids, urls and portal urls', () => {
    for (const key of ['siteId', 'marketId', 'url', 'portalUrl', 'name'] as const) {
      expect(new Set(MARKETS.map((m) => m[key])).size).toBe(MARKETS.length);
    }
  });

  it('uses the upper-case market code as market id (UK for the United Kingdom)', () => {
    for (const m of MARKETS) expect(m.marketId).toBe(m.name.toUpperCase());
    expect(market('uk').marketId).toBe('UK');
  });

  it('gives every market the locale list of the specification, default first', () => {
    for (const m of MARKETS) {
      expect(m.locales.map((l) => l.cultureCode)).toEqual(LOCALES[m.name]);
      expect(m.defaultLocale).toBe(m.locales[0]?.cultureCode);
      expect(isLocaleOfMarket(m, m.defaultLocale)).toBe(true);
    }
  });

  it('uses only supported languages, and a culture code that starts with the language', () => {
    for (const m of MARKETS) {
      for (const locale of m.locales) {
        expect(isSupportedLanguage(locale.name)).toBe(true);
        expect(locale.cultureCode.startsWith(`${locale.name}-`)).toBe(true);
      }
    }
  });

  it('serves every market over https under the brand domain', () => {
    for (const m of MARKETS) {
      expect(m.url).toMatch(/^https:\/\/www\.workwearshop\./);
      expect(m.portalUrl).toMatch(/^https:\/\/portal\.workwearshop\./);
    }
  });

  it('places every centre on the globe', () => {
    for (const m of MARKETS) {
      expect(Math.abs(m.center.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(m.center.lng)).toBeLessThanOrEqual(180);
    }
  });

  it('sets market info flags as the specification says', () => {
    expect(MARKETS.filter((m) => m.info.b2CActivate).map((m) => m.name)).toEqual(['se']);
    expect(MARKETS.filter((m) => m.info.useAddressValidation).map((m) => m.name)).toEqual(['ca', 'us']);
    expect(MARKETS.filter((m) => !m.info.useProductOnHand).map((m) => m.name)).toEqual(['ca', 'us']);
  });

  it('holds the standard VAT rates in basis points', () => {
    expect(market('se').vatRateBasisPoints).toBe(2500);
    expect(market('fi').vatRateBasisPoints).toBe(2550);
    expect(market('de').vatRateBasisPoints).toBe(1900);
    expect(market('ch').vatRateBasisPoints).toBe(810);
    expect(market('us').vatRateBasisPoints).toBe(0);
    for (const m of MARKETS) expect(Number.isInteger(m.vatRateBasisPoints)).toBe(true);
  });

  it('uses the euro in the euro markets', () => {
    const euro = ['fi', 'be', 'ee', 'fr', 'de', 'at', 'ie', 'it', 'nl', 'es', 'lv', 'hr', 'si'];
    expect(
      MARKETS.filter((m) => m.currency.code === 'EUR')
        .map((m) => m.name)
        .sort(),
    ).toEqual(euro.sort());
    expect(market('ch').currency).toEqual({
      code: 'CHF',
      prefix: 'CHF ',
      suffix: '',
      decimalSeparator: '.',
      groupSeparator: "'",
    });
  });
});

describe('market defaults and lookups', () => {
  it('defaults to se, sv-SE and site 1', () => {
    expect(DEFAULT_MARKET_NAME).toBe('se');
    expect(DEFAULT_CULTURE_CODE).toBe('sv-SE');
    expect(DEFAULT_SITE_ID).toBe(1);
    expect(getMarketBySiteId(DEFAULT_SITE_ID)?.name).toBe(DEFAULT_MARKET_NAME);
    expect(market(DEFAULT_MARKET_NAME).defaultLocale).toBe(DEFAULT_CULTURE_CODE);
  });

  it('finds markets by name, id (any case) and site id', () => {
    expect(getMarketByName('dk')?.siteId).toBe(5);
    expect(getMarketByName('DK')?.siteId).toBe(5);
    expect(getMarketByName('gb')).toBeUndefined();
    expect(getMarketById('uk')?.name).toBe('uk');
    expect(getMarketById('Se')?.name).toBe('se');
    expect(getMarketById('GB')).toBeUndefined();
    expect(getMarketBySiteId(0)?.name).toBe('is');
    expect(getMarketBySiteId(24)).toBeUndefined();
    expect(isMarketName('hr')).toBe(true);
    expect(isMarketName('gb')).toBe(false);
  });

  it('finds markets by host, ignoring case, port and www', () => {
    expect(getMarketByHost('www.workwearshop.se')?.name).toBe('se');
    expect(getMarketByHost('WWW.WorkwearShop.co.uk')?.name).toBe('uk');
    expect(getMarketByHost('workwearshop.de:443')?.name).toBe('de');
    expect(getMarketByHost('www.workwearshop.com')?.name).toBe('us');
    expect(getMarketByHost('www.example.com')).toBeUndefined();
    for (const m of MARKETS) {
      const host = m.url.replace('https://', '').split('/')[0] ?? '';
      expect(getMarketByHost(host)).toBe(m);
    }
  });

  it('gives the languages and cultures of a market', () => {
    expect(marketLanguages(market('be'))).toEqual(['nl', 'fr', 'en']);
    expect(cultureFor(market('ca'), 'fr')).toBe('fr-CA');
    expect(cultureFor(market('ca'), 'en')).toBe('en-US');
    expect(cultureFor(market('de'), 'en')).toBeUndefined();
    expect(cultureFor(market('se'), 'xx')).toBeUndefined();
    expect(defaultLanguageOf(market('no'))).toBe('nb');
  });

  it('checks culture codes against the market, case-insensitively', () => {
    expect(isLocaleOfMarket(market('ch'), 'it-CH')).toBe(true);
    expect(isLocaleOfMarket(market('ch'), 'it-ch')).toBe(true);
    expect(isLocaleOfMarket(market('ch'), 'it-IT')).toBe(false);
    expect(isLocaleOfMarket(market('uk'), 'en-US')).toBe(false);
  });
});

describe('market rule lists', () => {
  it('never shows incl. VAT in the United States and Canada', () => {
    expect(NEVER_INC_VAT_MARKETS).toEqual(['us', 'ca']);
    expect(neverShowsIncVat(market('us'))).toBe(true);
    expect(neverShowsIncVat(market('se'))).toBe(false);
  });

  it('calls the tax sales tax in the United States and Canada and VAT everywhere else', () => {
    expect(taxNameOf(market('us'))).toBe('salesTax');
    expect(taxNameOf(market('ca'))).toBe('salesTax');
    for (const m of MARKETS.filter((m) => m.name !== 'us' && m.name !== 'ca')) {
      expect(taxNameOf(m), m.name).toBe('vat');
    }
    // A sales tax depends on the delivery address, so those prices can never include it.
    for (const name of SALES_TAX_MARKETS) expect(neverShowsIncVat(market(name))).toBe(true);
  });

  it('opens checkout in the listed markets, and everywhere in local and development', () => {
    expect(CHECKOUT_MARKETS).toHaveLength(20);
    for (const id of CHECKOUT_MARKETS) expect(getMarketById(id)).toBeDefined();
    expect(isCheckoutActive(market('se'), 'production')).toBe(true);
    for (const name of ['is', 'hr', 'si']) {
      expect(isCheckoutActive(market(name), 'production')).toBe(false);
      expect(isCheckoutActive(market(name), 'staging')).toBe(false);
      expect(isCheckoutActive(market(name), 'local')).toBe(true);
      expect(isCheckoutActive(market(name), 'development')).toBe(true);
    }
  });

  it('covers sites 1-5 and 7-23 with sales regions', () => {
    expect(SALES_REGION_SITE_IDS).toEqual([1, 2, 3, 4, 5, ...Array.from({ length: 17 }, (_, i) => i + 7)]);
    expect(hasSalesRegion(market('is'))).toBe(false);
    expect(hasSalesRegion(market('si'))).toBe(true);
  });

  it('shows stock flags only for non-B2C markets with on-hand stock', () => {
    expect(showsStockFlag(market('se'))).toBe(false);
    expect(showsStockFlag(market('us'))).toBe(false);
    expect(showsStockFlag(market('no'))).toBe(true);
  });
});
