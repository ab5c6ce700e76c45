import {
  BUSINESS_FREE_DELIVERY_FROM,
  type Language,
  MARKETS,
  type Market,
  type MarketId,
  marketLanguages,
  TIME_ZONE_SETTING,
} from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../advisoryLocks';
import type { DatabaseHandle } from '../connection';
import { marketSettings, topMessages } from '../schema/settings';
import { inTransaction } from '../unitOfWork';

export const DEMO_SETTINGS_KEY = 'demo_settings';
/** Bumped when the demo settings or top messages change. */
export const DEMO_SETTINGS_VERSION = 4;

/**
 * Slovenia is served in English but has no price list agreed for its resellers yet: the shop
 * shows the assortment there without prices until it has.
 */
const HIDE_PRICE_MARKETS: ReadonlySet<MarketId> = new Set(['SI']);
/**
 * Discount codes are open in Sweden, Germany and the United States, the markets the demo promotions
 * are for (promotions.ts). In Sweden UseNorcePromotions is on too, so there codes are for business
 * buyers and anonymous visitors and consumers get the engine's promotions.
 */
const DISCOUNT_CODE_MARKETS: ReadonlySet<MarketId> = new Set(['SE', 'DE', 'US']);
/** Nordic markets let administrators and internal staff see the market (public) price beside theirs. */
const MARKET_PRICE_FOR_ADMINS_MARKETS: ReadonlySet<MarketId> = new Set(['SE', 'NO', 'FI', 'DK']);

/**
 * Each market's time zone (setting TimeZone, domain timeZones.ts): the zone of its capital, where
 * nearly all its buyers live. The United States and Canada span several: the US market's default is
 * Eastern time (New York, where most of its buyers are), and a US buyer reads the zone of their own
 * address's state (domain buyerTimeZone); Canada's default is Eastern time (Toronto).
 */
export const DEMO_MARKET_TIME_ZONES: Readonly<Record<MarketId, string>> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  UK: 'Europe/London',
  DK: 'Europe/Copenhagen',
  BE: 'Europe/Brussels',
  CA: 'America/Toronto',
  CZ: 'Europe/Prague',
  EE: 'Europe/Tallinn',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw',
  ES: 'Europe/Madrid',
  US: 'America/New_York',
  IS: 'Atlantic/Reykjavik',
  CH: 'Europe/Zurich',
  LV: 'Europe/Riga',
  HR: 'Europe/Zagreb',
  SI: 'Europe/Ljubljana',
};

const flag = (on: boolean) => (on ? 'True' : 'False');

export interface MarketSettingRow {
  marketId: MarketId;
  key: string;
  value: string;
}

/** Every market gets the three keys the storefront reads, stored as 'True' / 'False', and its time zone. */
export function demoMarketSettingRows(): MarketSettingRow[] {
  return MARKETS.flatMap(({ marketId }) => [
    { marketId, key: 'HidePrice', value: flag(HIDE_PRICE_MARKETS.has(marketId)) },
    { marketId, key: 'ActivateDiscountCode', value: flag(DISCOUNT_CODE_MARKETS.has(marketId)) },
    {
      marketId,
      key: 'ShowMarketPriceForAdminsAndInternals',
      value: flag(MARKET_PRICE_FOR_ADMINS_MARKETS.has(marketId)),
    },
    { marketId, key: TIME_ZONE_SETTING, value: DEMO_MARKET_TIME_ZONES[marketId] },
  ]);
}

export interface TopMessageRow {
  marketId: MarketId;
  language: string;
  visibility: 'none' | 'loggedOut' | 'loggedIn';
  text: string;
  linkUrl: string | null;
  linkText: string | null;
}

/** Links to the shop's own pages are route tokens; the storefront turns them into the translated path. */
const ALL_PRODUCTS = 'route:Products';

/** A free-delivery message's words in each language of the markets that have one. */
const FREE_DELIVERY_WORDS: Readonly<
  Partial<Record<Language, { text: (amount: string) => string; link: string }>>
> = {
  sv: { text: (a) => `Fri frakt på företagsorder över ${a} ex moms`, link: 'Se alla produkter' },
  en: { text: (a) => `Free delivery on business orders over ${a} ex VAT`, link: 'See all products' },
  nb: { text: (a) => `Fri frakt på bedriftsordre over ${a} eks. mva.`, link: 'Se alle produkter' },
  fi: {
    text: (a) => `Ilmainen toimitus yritystilauksille yli ${a} (alv 0 %)`,
    link: 'Katso kaikki tuotteet',
  },
  da: { text: (a) => `Fri fragt på erhvervsordrer over ${a} ekskl. moms`, link: 'Se alle produkter' },
  de: {
    text: (a) => `Versandkostenfrei für Firmenbestellungen ab ${a} zzgl. MwSt.`,
    link: 'Alle Produkte ansehen',
  },
};

/**
 * An amount in whole units of the market's currency as the language writes it (no-break spaces keep
 * it on one line): "2 000 kr" in Swedish, "SEK 2,000" in English, "200 €" in German.
 */
export function wholeAmount(market: Market, language: string, minor: number): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: market.currency.code,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.floor(minor / 100));
}

/**
 * A free-delivery message for business orders, shown to anonymous visitors, in each language of every
 * market with a business free-delivery threshold (domain BUSINESS_FREE_DELIVERY_FROM, the rule the
 * cart and checkout apply): the promise is worded from the rule, so the two cannot drift apart.
 * Other markets have no top message.
 */
export function demoTopMessageRows(): TopMessageRow[] {
  return MARKETS.flatMap((market) => {
    const from = BUSINESS_FREE_DELIVERY_FROM[market.name];
    if (from === undefined) return [];
    return marketLanguages(market).map((language) => {
      const words = FREE_DELIVERY_WORDS[language];
      if (!words) throw new Error(`no free-delivery words in ${language}`);
      return {
        marketId: market.marketId,
        language,
        visibility: 'loggedOut' as const,
        text: words.text(wholeAmount(market, language, from)),
        linkUrl: ALL_PRODUCTS,
        linkText: words.link,
      };
    });
  });
}

export interface DemoSettingsResult {
  readonly version: number;
  readonly marketSettings: number;
  readonly topMessages: number;
}

async function insertDemoRows(handle: DatabaseHandle): Promise<DemoSettingsResult> {
  const settings = await handle.db
    .insert(marketSettings)
    .values(demoMarketSettingRows())
    .onConflictDoNothing()
    .returning({ key: marketSettings.key });
  const messages = await handle.db
    .insert(topMessages)
    .values(demoTopMessageRows())
    .onConflictDoNothing()
    .returning({ marketId: topMessages.marketId });
  const result = {
    version: DEMO_SETTINGS_VERSION,
    marketSettings: settings.length,
    topMessages: messages.length,
  };
  await handle.db.execute(sql`
    INSERT INTO app_meta (key, value) VALUES (${DEMO_SETTINGS_KEY}, ${JSON.stringify(result)})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return result;
}

/** Replaces every market setting and top message with the demo ones, in one transaction. */
export async function seedDemoSettings(handle: DatabaseHandle): Promise<DemoSettingsResult> {
  return inTransaction(handle, async (scoped) => {
    await scoped.db.delete(marketSettings);
    await scoped.db.delete(topMessages);
    return insertDemoRows(scoped);
  });
}

/**
 * Writes the demo settings and top messages once per database; safe on every start. Independent
 * of the catalogue's marker, so a database seeded before these tables existed gets them on its next
 * start. Rows already there are kept (a setting changed by hand stays), and once the marker is
 * written nothing is added again (a message deleted by hand stays deleted).
 */
export async function ensureDemoSettings(
  handle: DatabaseHandle,
): Promise<{ seeded: boolean; result: DemoSettingsResult | null }> {
  return inTransaction(handle, async (scoped) => {
    await scoped.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.demoSettings})`);
    const rows = await scoped.rows<{ value: string }>(
      sql`SELECT value FROM app_meta WHERE key = ${DEMO_SETTINGS_KEY}`,
    );
    const existing = rows[0]?.value;
    if (existing) return { seeded: false, result: JSON.parse(existing) as DemoSettingsResult };
    return { seeded: true, result: await insertDemoRows(scoped) };
  });
}
