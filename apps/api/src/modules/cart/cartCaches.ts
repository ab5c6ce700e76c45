import type { CompanySettings, PromotionDefinition } from '@workwear/domain';
import { createTtlCache } from '@workwear/server/ttlCache';
import { createSkuFactsCache } from './skuFactsCache';

/** How long company rules and automatic promotions are believed, as the pricing service's company lists. */
const RULES_TTL_MS = 10_000;

/**
 * What every cart request would otherwise read again: sku facts, each cart's market (it never
 * changes), the engine's automatic promotions, a company's cart rules and its default delivery fee. `enabled` false (the
 * response cache off, as in the tests) keeps nothing, so a change in the database shows at once.
 */
export function createCartCaches(enabled: boolean, catalogueTtlMs: number) {
  const ttl = (ms: number) => (enabled ? ms : 0);
  return {
    skuFacts: createSkuFactsCache(ttl(catalogueTtlMs)),
    cartMarkets: createTtlCache<string>({ ttlMs: ttl(catalogueTtlMs), maxEntries: 50_000 }),
    automaticPromotions: createTtlCache<PromotionDefinition[]>({ ttlMs: ttl(RULES_TTL_MS), maxEntries: 1 }),
    companySettings: createTtlCache<CompanySettings>({ ttlMs: ttl(RULES_TTL_MS), maxEntries: 5_000 }),
    /** The default delivery method's net fee per market and company (null: the market's default group). */
    defaultDeliveryFees: createTtlCache<number | null>({ ttlMs: ttl(RULES_TTL_MS), maxEntries: 5_000 }),
  };
}
export type CartCaches = ReturnType<typeof createCartCaches>;
