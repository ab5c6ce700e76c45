import type { DatabaseHandle } from '@workwear/db';
import type { PromotionDefinition } from '@workwear/domain';
import { type CacheRegistry, MIB } from '../../lib/cacheRegistry';
import { automaticPromotions } from './codePromotions';

/** How long the automatic promotions are believed: as long as a company's terms (companyTerms.ts). */
const AUTOMATIC_PROMOTIONS_TTL_MS = 10_000;

/**
 * The engine's automatic promotions, read once per 10 s for every cart, order summary, send and price
 * check. `enabled` false (the response cache off, as in the tests) keeps nothing, so a promotion
 * written to the database counts at once.
 */
export function createAutomaticPromotions(enabled: boolean, caches: CacheRegistry) {
  const cache = caches.ttlCache<PromotionDefinition[]>({
    owner: 'promotion',
    name: 'automaticPromotions',
    key: 'one entry',
    ttlMs: enabled ? AUTOMATIC_PROMOTIONS_TTL_MS : 0,
    maxEntries: 1,
    maxBytes: 4 * MIB,
  });
  return (handle: DatabaseHandle): Promise<PromotionDefinition[]> =>
    cache.get('all', () => automaticPromotions(handle));
}

/** The automatic promotions through their cache; the first caller's handle reads them. */
export type AutomaticPromotions = ReturnType<typeof createAutomaticPromotions>;
