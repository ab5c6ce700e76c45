import { describe, expect, it } from 'vitest';
import { US_STATES } from './checkout/regions';
import { parseMarketSettings } from './marketSettings';
import {
  buyerTimeZone,
  FALLBACK_TIME_ZONE,
  formatDateTime,
  isTimeZone,
  TIME_ZONE_SETTING,
  US_STATE_TIME_ZONES,
} from './timeZones';

// 29 November 2026, 12:30 UTC: 13:30 in Stockholm and Berlin, 14:30 in Helsinki, 06:30 in Chicago.
const NOON = '2026-11-29T12:30:00.000Z';

describe('formatDateTime', () => {
  it('writes the moment on the clock of the zone it is given, in the culture’s words', () => {
    expect(formatDateTime(NOON, { culture: 'sv-SE', timeZone: 'Europe/Stockholm' })).toBe(
      '29 nov. 2026 13:30',
    );
    expect(formatDateTime(NOON, { culture: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('29.11.2026, 13:30');
    expect(formatDateTime(NOON, { culture: 'fi-FI', timeZone: 'Europe/Helsinki' })).toContain('14.30');
    expect(formatDateTime(NOON, { culture: 'en-US', timeZone: 'America/Chicago' })).toBe(
      'Nov 29, 2026, 6:30 AM',
    );
  });

  it('a day alone, or written out; the day follows the zone (late evening UTC is the next day in Helsinki)', () => {
    const late = '2026-11-29T22:30:00Z';
    expect(formatDateTime(late, { culture: 'en-GB', timeZone: 'Europe/Helsinki', style: 'date' })).toBe(
      '30 Nov 2026',
    );
    expect(formatDateTime(late, { culture: 'en-GB', timeZone: 'UTC', style: 'longDate' })).toBe(
      '29 November 2026',
    );
  });

  it('an unknown zone reads as UTC, an unreadable moment as nothing, instead of throwing', () => {
    expect(formatDateTime(NOON, { culture: 'en-GB', timeZone: 'Mars/Olympus' })).toBe(
      formatDateTime(NOON, { culture: 'en-GB', timeZone: 'UTC' }),
    );
    expect(formatDateTime('not a date', { culture: 'en-GB', timeZone: 'UTC' })).toBe('');
  });
});

describe('buyerTimeZone', () => {
  it('gives every US state of the address rules a zone Intl knows', () => {
    for (const state of US_STATES) {
      const zone = US_STATE_TIME_ZONES[state.code];
      expect(zone, state.code).toBeDefined();
      expect(isTimeZone(zone ?? ''), state.code).toBe(true);
    }
  });

  it('in the US market: the state of a US address, else the market’s zone', () => {
    expect(buyerTimeZone('us', 'America/New_York', { countryCode: 'US', region: 'IL' })).toBe(
      'America/Chicago',
    );
    expect(buyerTimeZone('us', 'America/New_York', { countryCode: 'us', region: ' ca ' })).toBe(
      'America/Los_Angeles',
    );
    expect(buyerTimeZone('us', 'America/New_York', { countryCode: 'US', region: 'XX' })).toBe(
      'America/New_York',
    );
    expect(buyerTimeZone('us', 'America/New_York', { countryCode: 'US', region: null })).toBe(
      'America/New_York',
    );
    expect(buyerTimeZone('us', 'America/New_York')).toBe('America/New_York');
  });

  it('elsewhere the market’s zone, whatever the address; a bad setting is UTC', () => {
    expect(buyerTimeZone('fi', 'Europe/Helsinki', { countryCode: 'US', region: 'TX' })).toBe(
      'Europe/Helsinki',
    );
    expect(buyerTimeZone('ca', 'America/Toronto', { countryCode: 'CA', region: 'BC' })).toBe(
      'America/Toronto',
    );
    expect(buyerTimeZone('de', 'Berlin')).toBe(FALLBACK_TIME_ZONE);
  });
});

describe('the market setting TimeZone', () => {
  it('is read from the market’s settings, trimmed; missing or unknown is UTC', () => {
    expect(parseMarketSettings([{ key: TIME_ZONE_SETTING, value: ' Europe/Helsinki ' }]).timeZone).toBe(
      'Europe/Helsinki',
    );
    expect(parseMarketSettings([]).timeZone).toBe('UTC');
    expect(parseMarketSettings([{ key: TIME_ZONE_SETTING, value: 'CET+1' }]).timeZone).toBe('UTC');
  });
});
