import {
  consumerRightsApply,
  formatServiceHours,
  type Language,
  LEGAL_PAGES,
  type LegalPage,
  MARKETS,
  type Market,
  marketLanguages,
  sellerAddressLine,
  WITHDRAWAL_DAYS,
} from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../../advisoryLocks';
import type { DatabaseHandle } from '../../connection';
import { legalPages, marketSellers } from '../../schema/legal';
import { inTransaction } from '../../unitOfWork';
import type { LegalFacts, LegalTexts } from './legalTexts';
import { DEMO_SELLERS } from './sellers';
import { cs } from './texts/cs';
import { da } from './texts/da';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { et } from './texts/et';
import { fi } from './texts/fi';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { lv } from './texts/lv';
import { nb } from './texts/nb';
import { nl } from './texts/nl';
import { pl } from './texts/pl';
import { sv } from './texts/sv';

export const DEMO_LEGAL_KEY = 'demo_legal';

const TEXTS: Readonly<Record<Language, LegalTexts>> = {
  sv,
  en,
  nb,
  fi,
  da,
  nl,
  fr,
  de,
  cs,
  et,
  it,
  pl,
  es,
  lv,
};

/** The shop's own return promise to business buyers in the demo. */
const BUSINESS_RETURN_DAYS = 30;

export type MarketSellerRow = typeof marketSellers.$inferInsert;
export type LegalPageRow = typeof legalPages.$inferInsert;

export function demoSellerRows(): MarketSellerRow[] {
  return MARKETS.map((market) => ({ marketId: market.marketId, ...DEMO_SELLERS[market.name] }));
}

function factsOf(market: Market, language: Language, culture: string): LegalFacts {
  const seller = DEMO_SELLERS[market.name];
  return {
    company: seller.companyName,
    address: sellerAddressLine(seller, language),
    organisationNumber: seller.organisationNumber,
    vatNumber: seller.vatNumber,
    email: seller.email,
    phone: seller.phone,
    hours: formatServiceHours(seller.serviceHours, culture),
    withdrawalDays: WITHDRAWAL_DAYS,
    returnDays: BUSINESS_RETURN_DAYS,
  };
}

function bodyOf(texts: LegalTexts, page: LegalPage, market: Market, facts: LegalFacts): string {
  if (page === 'withdrawal') {
    return consumerRightsApply(market) ? texts.withdrawalConsumer(facts) : texts.withdrawalBusiness(facts);
  }
  return texts[page](facts);
}

/**
 * Every market's five legal pages in each of its languages, worded with its seller. The consumer
 * market's withdrawal page gives the statutory 14 days; the business markets' gives the shop's returns.
 */
export function demoLegalPageRows(): LegalPageRow[] {
  return MARKETS.flatMap((market) =>
    market.locales.flatMap((locale) => {
      if (!marketLanguages(market).includes(locale.name)) return [];
      const texts = TEXTS[locale.name];
      const facts = factsOf(market, locale.name, locale.cultureCode);
      return LEGAL_PAGES.map((page) => ({
        marketId: market.marketId,
        language: locale.name,
        page,
        title: texts.titles[page],
        body: bodyOf(texts, page, market, facts),
      }));
    }),
  );
}

export interface DemoLegalResult {
  readonly sellers: number;
  readonly legalPages: number;
}

/**
 * Writes the demo sellers and legal pages once per database; safe on every start. Rows already there
 * are kept (a page edited by hand stays), and once the marker is written nothing is added again.
 */
export async function ensureDemoLegal(
  handle: DatabaseHandle,
): Promise<{ seeded: boolean; result: DemoLegalResult | null }> {
  return inTransaction(handle, async (scoped) => {
    await scoped.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.demoLegal})`);
    const rows = await scoped.rows<{ value: string }>(
      sql`SELECT value FROM app_meta WHERE key = ${DEMO_LEGAL_KEY}`,
    );
    const existing = rows[0]?.value;
    if (existing) return { seeded: false, result: JSON.parse(existing) as DemoLegalResult };
    const sellers = await scoped.db
      .insert(marketSellers)
      .values(demoSellerRows())
      .onConflictDoNothing()
      .returning({ marketId: marketSellers.marketId });
    const pages = await scoped.db
      .insert(legalPages)
      .values(demoLegalPageRows())
      .onConflictDoNothing()
      .returning({ marketId: legalPages.marketId });
    const result = { sellers: sellers.length, legalPages: pages.length };
    await scoped.db.execute(sql`
      INSERT INTO app_meta (key, value) VALUES (${DEMO_LEGAL_KEY}, ${JSON.stringify(result)})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
    return { seeded: true, result };
  });
}
