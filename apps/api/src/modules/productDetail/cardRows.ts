import type { DatabaseHandle } from '@workwear/db';
import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import { type ColourRow, loadColours, loadSummaries, type SummaryRow } from './repository';

/**
 * How long a card's catalogue rows (name, flags, sizes, stock flag, colours) are believed: the
 * spec's cache default, the same bound as the listing index and the dictionaries they are shown
 * with. Prices are not in them: every card is priced per request from the principal's view.
 */
export const CARD_ROWS_TTL_MS = CACHE_DEFAULT_SECONDS * 1000;
// Per map: about 50,000 cards of a few hundred bytes, a crawler walking every page included.
const MAX_ENTRIES = 50_000;

interface Entry<V> {
  value: V;
  expires: number;
}

/** A bounded map whose entries expire; the oldest insertion goes first when it is full. */
function expiringMap<V>(clock: () => number) {
  const entries = new Map<string, Entry<V>>();
  return {
    fresh(key: string): Entry<V> | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > clock() ? hit : undefined;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { value, expires: clock() + CARD_ROWS_TTL_MS });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
  };
}

/**
 * The rows product cards are drawn from, per variant (and language) and per product, kept in memory
 * for CARD_ROWS_TTL_MS: a list page asks the database only for the cards it has not drawn lately,
 * in one query per kind as before. A catalogue import clears them (app clearCaches).
 */
export function createCardRows(handle: DatabaseHandle, clock: () => number = Date.now) {
  const summaries = expiringMap<SummaryRow | null>(clock);
  const colours = expiringMap<ColourRow[]>(clock);

  return {
    /** Summary rows of the variants that have one (in the language), in no particular order. */
    async summariesOf(variantIds: readonly number[], language: string): Promise<SummaryRow[]> {
      const keyOf = (id: number) => `${language}|${id}`;
      const found = new Map<number, SummaryRow | null>();
      for (const id of variantIds) {
        const hit = summaries.fresh(keyOf(id));
        if (hit) found.set(id, hit.value);
      }
      const missing = variantIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const loaded = new Map((await loadSummaries(handle, missing, language)).map((r) => [r.variantId, r]));
        for (const id of missing) {
          const row = loaded.get(id) ?? null;
          summaries.set(keyOf(id), row);
          found.set(id, row);
        }
      }
      return [...found.values()].filter((row) => row !== null);
    },
    /** Colours the products' cards may offer, each product's in its card order, products as asked. */
    async coloursOf(productIds: readonly number[]): Promise<ColourRow[]> {
      const found = new Map<number, ColourRow[]>();
      for (const id of productIds) {
        const hit = colours.fresh(String(id));
        if (hit) found.set(id, hit.value);
      }
      const missing = productIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        for (const id of missing) found.set(id, []);
        for (const row of await loadColours(handle, missing)) found.get(row.productId)?.push(row);
        for (const id of missing) colours.set(String(id), found.get(id)!);
      }
      return productIds.flatMap((id) => found.get(id) ?? []);
    },
    clear() {
      summaries.clear();
      colours.clear();
    },
  };
}
export type CardRows = ReturnType<typeof createCardRows>;
