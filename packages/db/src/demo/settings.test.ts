import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUSINESS_FREE_DELIVERY_FROM,
  getMarketById,
  getMarketByName,
  MARKETS,
  marketLanguages,
  parseMarketSettings,
  routeKeyOfLink,
  TIME_ZONE_SETTING,
  topMessageVisibilitySchema,
} from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../migrate';
import { DEMO_MARKET_TIME_ZONES, demoMarketSettingRows, demoTopMessageRows, wholeAmount } from './settings';

describe('demo market settings', () => {
  it('gives every market the three keys the storefront reads, as True or False, and its time zone', () => {
    const rows = demoMarketSettingRows();
    expect(rows).toHaveLength(MARKETS.length * 4);
    for (const market of MARKETS) {
      expect(rows.filter((r) => r.marketId === market.marketId).map((r) => r.key)).toEqual([
        'HidePrice',
        'ActivateDiscountCode',
        'ShowMarketPriceForAdminsAndInternals',
        TIME_ZONE_SETTING,
      ]);
      // A zone Intl knows, so the setting is read as written and not as the fallback.
      expect(parseMarketSettings(rows.filter((r) => r.marketId === market.marketId)).timeZone).toBe(
        rows.find((r) => r.marketId === market.marketId && r.key === TIME_ZONE_SETTING)?.value,
      );
    }
    expect(
      rows.filter((r) => r.key !== TIME_ZONE_SETTING).every((r) => r.value === 'True' || r.value === 'False'),
    ).toBe(true);
    expect(MARKETS.length).toBe(23);
  });

  it('hides prices in SI only, opens discount codes in SE, DE and US, market prices for admins in the Nordics', () => {
    const on = (pick: (s: ReturnType<typeof parseMarketSettings>) => boolean) =>
      MARKETS.filter((m) =>
        pick(parseMarketSettings(demoMarketSettingRows().filter((r) => r.marketId === m.marketId))),
      ).map((m) => m.marketId);
    expect(on((s) => s.hidePrice)).toEqual(['SI']);
    expect(on((s) => s.activateDiscountCode).sort()).toEqual(['DE', 'SE', 'US']);
    expect(on((s) => s.showMarketPriceForAdminsAndInternals).sort()).toEqual(['DK', 'FI', 'NO', 'SE']);
  });
});

describe('the market time zones', () => {
  it('are the ones migration 0020 gives databases seeded before the setting existed', () => {
    const migration = readFileSync(join(migrationsFolder, '0020_market_time_zones.sql'), 'utf8');
    const pairs = Object.fromEntries(
      [...migration.matchAll(/\('([A-Z]{2})', '([A-Za-z_/]+)'\)/g)].map((m) => [m[1], m[2]]),
    );
    expect(pairs).toEqual(DEMO_MARKET_TIME_ZONES);
  });
});

describe('demo top messages', () => {
  it("has one message per language of SE, NO, FI, DK and DE, each in the market's languages", () => {
    const rows = demoTopMessageRows();
    expect([...new Set(rows.map((r) => r.marketId))]).toEqual(['SE', 'NO', 'FI', 'DK', 'DE']);
    for (const marketId of ['SE', 'NO', 'FI', 'DK', 'DE'] as const) {
      const languages = rows.filter((r) => r.marketId === marketId).map((r) => r.language);
      expect(languages.sort(), marketId).toEqual(marketLanguages(getMarketById(marketId)!).sort());
    }
  });

  it('shows to anonymous visitors and links to the all-products route by its key', () => {
    for (const { marketId, language, ...message } of demoTopMessageRows()) {
      expect(topMessageVisibilitySchema.parse(message.visibility)).toBe('loggedOut');
      expect(routeKeyOfLink(message.linkUrl ?? '')).toBe('Products');
      expect(message.text.trim()).not.toBe('');
    }
  });

  it('promises the business free delivery the cart applies: the threshold of the market, in its money', () => {
    const promised = Object.entries(BUSINESS_FREE_DELIVERY_FROM);
    expect(promised.map(([name]) => name.toUpperCase())).toEqual(['SE', 'NO', 'FI', 'DK', 'DE']);
    for (const [name, from] of promised) {
      const market = getMarketByName(name)!;
      for (const row of demoTopMessageRows().filter((r) => r.marketId === market.marketId)) {
        expect(row.text, `${name} ${row.language}`).toContain(wholeAmount(market, row.language, from!));
      }
    }
    const se = demoTopMessageRows().find((r) => r.marketId === 'SE' && r.language === 'sv');
    expect(se?.text.replace(/\s/g, ' ')).toBe('Fri frakt på företagsorder över 2 000 kr ex moms');
    const de = demoTopMessageRows().find((r) => r.marketId === 'DE');
    expect(de?.text.replace(/\s/g, ' ')).toBe(
      'Versandkostenfrei für Firmenbestellungen ab 200 € zzgl. MwSt.',
    );
  });
});
