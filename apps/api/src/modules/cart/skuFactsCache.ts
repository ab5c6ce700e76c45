import type { DatabaseHandle } from '@workwear/db';
import { CACHE_DEFAULT_SECONDS, type TextLocale } from '@workwear/domain';
import { heldBytes } from '../../lib/heldBytes';
import { loadSkuFacts, type SkuFacts } from '../products';

/** Skus whose facts are kept (about 250 bytes each): far more than the carts of a busy minute touch. */
const MAX_SKUS = 100_000;
/** An entry (key and facts) by heldBytes, a long product name included: with the entry bound, the byte cap. */
const SKU_ENTRY_BYTES = 512;

/**
 * What carts know of skus (product, colour, size, factor, stock, sellable), kept per text locale for the
 * spec's default cache time: every cart read and change needs them, and their lookup (a join of six
 * tables) was the costliest statement of a cart request. Stock and sellability may be up to 60 s old
 * here, as everywhere else the catalogue is cached; order placement checks stock itself. Unknown skus
 * are not kept, so a sku that appears is found at once.
 */
export function createSkuFactsCache(ttlMs = CACHE_DEFAULT_SECONDS * 1000, clock: () => number = Date.now) {
  const entries = new Map<string, { facts: SkuFacts; expires: number }>();

  return {
    /** The facts of the skus that exist, by sku; missing ones are loaded through `handle` (a transaction's too). */
    async load(
      handle: DatabaseHandle,
      skus: readonly string[],
      locale: TextLocale,
    ): Promise<Map<string, SkuFacts>> {
      const now = clock();
      const found = new Map<string, SkuFacts>();
      const missing: string[] = [];
      for (const sku of new Set(skus)) {
        const hit = entries.get(`${locale}|${sku}`);
        if (hit && hit.expires > now) found.set(sku, hit.facts);
        else missing.push(sku);
      }
      if (missing.length === 0) return found;
      for (const facts of await loadSkuFacts(handle, missing, locale)) {
        found.set(facts.sku, facts);
        if (ttlMs <= 0) continue;
        const key = `${locale}|${facts.sku}`;
        entries.delete(key);
        entries.set(key, { facts, expires: now + ttlMs });
      }
      while (entries.size > MAX_SKUS) entries.delete(entries.keys().next().value as string);
      return found;
    },
    clear: () => entries.clear(),
    maxBytes: MAX_SKUS * SKU_ENTRY_BYTES,
    heldBytes: () => heldBytes(entries),
  };
}
export type SkuFactsCache = ReturnType<typeof createSkuFactsCache>;
