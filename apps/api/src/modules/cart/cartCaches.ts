import { type CacheRegistry, MIB } from '../../lib/cacheRegistry';
import { createSkuFactsCache } from './skuFactsCache';

/** How long default delivery fees are believed, as the company's terms (companyTerms.ts). */
const RULES_TTL_MS = 10_000;

/**
 * What every cart request would otherwise read again: sku facts, each cart's market (it never
 * changes) and a company's default delivery fee (its settings are the company's). `enabled` false (the
 * response cache off, as in the tests) keeps nothing, so a change in the database shows at once.
 */
export function createCartCaches(enabled: boolean, catalogueTtlMs: number, caches: CacheRegistry) {
  const ttl = (ms: number) => (enabled ? ms : 0);
  const owner = 'cart';
  const skuFacts = createSkuFactsCache(ttl(catalogueTtlMs));
  caches.register(
    {
      owner,
      name: 'skuFacts',
      key: 'language and sku',
      ttlMs: ttl(catalogueTtlMs),
      maxBytes: skuFacts.maxBytes,
    },
    { clear: skuFacts.clear, heldBytes: skuFacts.heldBytes },
  );
  return {
    skuFacts,
    cartMarkets: caches.ttlCache<string>({
      owner,
      name: 'cartMarkets',
      key: 'cart id',
      ttlMs: ttl(catalogueTtlMs),
      maxEntries: 50_000,
      maxBytes: 8 * MIB,
    }),
    /** The default delivery method's net fee per market and company (null: the market's default group). */
    defaultDeliveryFees: caches.ttlCache<number | null>({
      owner,
      name: 'defaultDeliveryFees',
      key: 'market and company id',
      ttlMs: ttl(RULES_TTL_MS),
      maxEntries: 5_000,
      maxBytes: 2 * MIB,
    }),
  };
}
export type CartCaches = ReturnType<typeof createCartCaches>;
