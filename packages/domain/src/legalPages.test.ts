import { describe, expect, it } from 'vitest';
import {
  consumerRightsApply,
  formatServiceHours,
  LEGAL_PAGES,
  legalBlocks,
  legalPageOfRoute,
  legalPagePath,
  sellerAddressLine,
} from './legalPages';
import { MARKETS } from './markets';
import { matchRoute } from './routes';

describe('legal pages', () => {
  it('has a translated path per page and language that leads back to its page', () => {
    expect(legalPagePath('terms', 'sv')).toBe('/sv/kopvillkor');
    expect(legalPagePath('terms', 'de')).toBe('/de/agb');
    expect(legalPagePath('withdrawal', 'en')).toBe('/en/withdrawal-and-returns');
    expect(legalPagePath('contact', 'lv')).toBe('/lv/kontakti');
    for (const page of LEGAL_PAGES) {
      const match = matchRoute('pl', legalPagePath(page, 'pl').slice('/pl/'.length));
      expect(match && legalPageOfRoute(match.route.name)).toBe(page);
    }
    expect(legalPageOfRoute('Products')).toBeUndefined();
  });

  it('gives consumer rights in the consumer markets only (b2CActivate: Sweden)', () => {
    expect(MARKETS.filter(consumerRightsApply).map((m) => m.name)).toEqual(['se']);
  });

  it('reads headings, lists and paragraphs that keep their line breaks', () => {
    const body = 'Intro line\nsecond line\n\n## Rights\n- one\n- two\nAfter list\r\n\n\n## Ångra';
    expect(legalBlocks(body)).toEqual([
      { kind: 'paragraph', text: 'Intro line\nsecond line' },
      { kind: 'heading', text: 'Rights' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After list' },
      { kind: 'heading', text: 'Ångra' },
    ]);
    expect(legalBlocks('')).toEqual([]);
  });

  it("writes opening hours and the address in the reader's language", () => {
    const hours = { fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00' };
    expect(formatServiceHours(hours, 'sv-SE')).toBe('måndag–fredag 08:00–17:00');
    expect(formatServiceHours(hours, 'de-DE')).toBe('Montag–Freitag 08:00–17:00');
    expect(formatServiceHours({ ...hours, toDay: 1 }, 'en-GB')).toBe('Monday 08:00–17:00');
    const address = { street: 'Ģertrūdes iela 10', postalCode: 'LV-1010', city: 'Rīga', countryCode: 'LV' };
    expect(sellerAddressLine(address, 'lv')).toBe('Ģertrūdes iela 10, LV-1010 Rīga, Latvija');
    expect(sellerAddressLine(address, 'en')).toBe('Ģertrūdes iela 10, LV-1010 Rīga, Latvia');
  });
});
