import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';
import { ROUTE_SEGMENT_KEYS, ROUTE_SEGMENTS, translateSegment } from './routeSegments';

describe('route segment dictionaries', () => {
  it('has a word for every key in every language', () => {
    expect(Object.keys(ROUTE_SEGMENTS).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const lang of SUPPORTED_LANGUAGES) {
      expect(Object.keys(ROUTE_SEGMENTS[lang]).sort()).toEqual([...ROUTE_SEGMENT_KEYS].sort());
    }
  });

  it('writes words in lower-case ASCII with single hyphens between words', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const key of ROUTE_SEGMENT_KEYS) {
        expect(translateSegment(key, lang), `${lang}.${key}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('never uses a language code as a word', () => {
    const codes = new Set<string>(SUPPORTED_LANGUAGES);
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const key of ROUTE_SEGMENT_KEYS) {
        expect(codes.has(translateSegment(key, lang)), `${lang}.${key}`).toBe(false);
      }
    }
  });

  it('gives different keys different words within a language', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const words = Object.values(ROUTE_SEGMENTS[lang]);
      const duplicates = words.filter((word, i) => words.indexOf(word) !== i);
      expect(duplicates, lang).toEqual([]);
    }
  });

  it('spells English as the specification does', () => {
    for (const key of ROUTE_SEGMENT_KEYS) expect(translateSegment(key, 'en')).toBe(key);
  });

  it('translates the words a shopper sees', () => {
    expect(translateSegment('all-products', 'sv')).toBe('alla-produkter');
    expect(translateSegment('product', 'sv')).toBe('produkt');
    expect(translateSegment('checkout', 'sv')).toBe('kassan');
    expect(translateSegment('all-products', 'de')).toBe('alle-produkte');
    expect(translateSegment('checkout', 'de')).toBe('kasse');
    expect(translateSegment('all-products', 'fr')).toBe('tous-les-produits');
    expect(translateSegment('groups', 'fi')).toBe('ryhmat');
    // Only Swedish renames the reseller login.
    expect(translateSegment('rs', 'sv')).toBe('af');
    for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== 'sv')) {
      expect(translateSegment('rs', lang)).toBe('rs');
    }
  });

  it('is a translation, not a copy of English, in every other language', () => {
    for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      const same = ROUTE_SEGMENT_KEYS.filter((key) => translateSegment(key, lang) === key);
      // Shared words (status, product, newsletter, ...) and the protocol names stay alike.
      expect(same.length / ROUTE_SEGMENT_KEYS.length, `${lang}: ${same.join(', ')}`).toBeLessThan(0.25);
    }
  });
});
