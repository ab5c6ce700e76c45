import type { PromotionDefinition } from '@workwear/domain';
import { createTtlCache } from '@workwear/server/ttlCache';
import { createSkuFactsCache } from './skuFactsCache';

/** How long automatic promotions and default delivery fees are believed, as the company's terms (companyTerms.ts). */
const RULES_TTL_MS = 10_000;

/**
 * What every cart request would otherwise read again: sku facts, each cart's market (it never
 * changes), the engine's automatic promotions and a company's default delivery fee (its settings are the company's). `enabled` false (the
 * response cache off, as in the tests) keeps nothing, so a change in the database shows at once.
 */
export function createCartCaches(enabled: boolean, catalogueTtlMs: number) {
  const ttl = (ms: number) => (enabled ? ms : 0);
  return {
    skuFacts: createSkuFactsCache(ttl(catalogueTtlMs)),
    cartMarkets: createTtlCache<string>({ ttlMs: ttl(catalogueTtlMs), maxEntries: 50_000 }),
    automaticPromotions: createTtlCache<PromotionDefinition[]>({ ttlMs: ttl(RULES_TTL_MS), maxEntries: 1 }),
    /** The default delivery method's net fee per market and company (null: the market's default group). */
    defaultDeliveryFees: createTtlCache<number | null>({ ttlMs: ttl(RULES_TTL_MS), maxEntries: 5_000 }),
  };
}
export type CartCaches = ReturnType<typeof createCartCaches>;
