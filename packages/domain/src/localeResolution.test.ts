import { describe, expect, it } from 'vitest';
import { languageAfterMarketChange, languageForPrefix, resolveMarket } from './localeResolution';
import { getMarketByName, type Market } from './markets';

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(`no market ${name}`);
  return found;
}

describe('resolveMarket', () => {
  it('takes the market whose URL host the request carries', () => {
    expect(resolveMarket({ host: 'www.workwearshop.de' }).name).toBe('de');
    expect(resolveMarket({ host: 'workwearshop.co.uk:443' }).name).toBe('uk');
    expect(resolveMarket({ host: 'WWW.WORKWEARSHOP.NO' }).name).toBe('no');
    expect(resolveMarket({ host: 'www.workwearshop.com' }).name).toBe('us');
  });

  it('lets the host win over the cookie', () => {
    expect(resolveMarket({ host: 'www.workwearshop.fi', cookieMarket: 'dk' }).name).toBe('fi');
  });

  it('falls back to the market cookie on an unknown host', () => {
    expect(resolveMarket({ host: 'localhost:3000', cookieMarket: 'dk' }).name).toBe('dk');
    expect(resolveMarket({ host: null, cookieMarket: 'DK' }).name).toBe('dk');
  });

  it('falls back to Sweden when neither names a market', () => {
    expect(resolveMarket({ host: 'localhost:3000', cookieMarket: 'xx' }).name).toBe('se');
    expect(resolveMarket({ host: 'localhost:3000' }).name).toBe('se');
    expect(resolveMarket({}).name).toBe('se');
  });
});

describe('languageForPrefix', () => {
  it('accepts the market’s languages with their culture', () => {
    expect(languageForPrefix(market('se'), 'sv')).toEqual({ kind: 'ok', language: 'sv', culture: 'sv-SE' });
    expect(languageForPrefix(market('se'), 'en')).toEqual({ kind: 'ok', language: 'en', culture: 'en-SE' });
    expect(languageForPrefix(market('be'), 'fr')).toEqual({ kind: 'ok', language: 'fr', culture: 'fr-BE' });
    expect(languageForPrefix(market('ca'), 'en')).toEqual({ kind: 'ok', language: 'en', culture: 'en-US' });
  });

  it('reports no prefix', () => {
    expect(languageForPrefix(market('se'), undefined)).toEqual({ kind: 'none' });
    expect(languageForPrefix(market('se'), 'SV')).toEqual({ kind: 'none' });
  });

  it('rejects two letters the market does not speak', () => {
    expect(languageForPrefix(market('se'), 'de')).toEqual({ kind: 'unknown' });
    expect(languageForPrefix(market('de'), 'en')).toEqual({ kind: 'unknown' });
    expect(languageForPrefix(market('se'), 'xx')).toEqual({ kind: 'unknown' });
  });

  it('serves Iceland in English only', () => {
    expect(languageForPrefix(market('is'), 'en')).toEqual({ kind: 'ok', language: 'en', culture: 'en-IS' });
    expect(languageForPrefix(market('is'), 'is')).toEqual({ kind: 'unknown' });
  });
});

describe('languageAfterMarketChange', () => {
  it('keeps the language when the new market has it', () => {
    expect(languageAfterMarketChange(market('no'), 'en')).toBe('en');
    expect(languageAfterMarketChange(market('ch'), 'fr')).toBe('fr');
  });

  it('falls back to the new market’s default language', () => {
    expect(languageAfterMarketChange(market('de'), 'sv')).toBe('de');
    expect(languageAfterMarketChange(market('pl'), 'en')).toBe('pl');
    expect(languageAfterMarketChange(market('ca'), 'sv')).toBe('en');
  });
});
