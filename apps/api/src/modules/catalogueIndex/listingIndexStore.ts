import { type DatabaseHandle, readModelsVersion } from '@workwear/db';
import { buildListingIndex, type ListingIndex } from './listingIndex';
import { loadListingRows } from './repository';

/**
 * Holds the listing index of this process. The first request loads it; afterwards the read-model
 * version is checked at most every `checkEveryMs`, and a changed version reloads the index in the
 * background while requests keep using the one they have.
 */
export function createListingIndexStore(handle: DatabaseHandle, checkEveryMs: number) {
  let current: Promise<ListingIndex> | undefined;
  let reloading: Promise<void> | undefined;
  let checkedAt = 0;
  // What other slices build over each index (card facts): done before the index is served.
  const companions: ((index: ListingIndex) => Promise<unknown>)[] = [];

  const load = async () => {
    const index = buildListingIndex(await loadListingRows(handle), await readModelsVersion(handle));
    await Promise.all(companions.map((build) => build(index)));
    return index;
  };

  function refreshIfStale(index: ListingIndex) {
    if (reloading || Date.now() - checkedAt < checkEveryMs) return;
    checkedAt = Date.now();
    reloading = (async () => {
      try {
        if ((await readModelsVersion(handle)) !== index.version) {
          const fresh = await load();
          current = Promise.resolve(fresh);
        }
      } finally {
        reloading = undefined;
      }
    })().catch(() => {
      // Keep serving the index we have; the next check tries again.
    });
  }

  return {
    async get(): Promise<ListingIndex> {
      if (!current) {
        checkedAt = Date.now();
        current = load();
        current.catch(() => {
          current = undefined;
        });
      }
      const index = await current;
      refreshIfStale(index);
      return index;
    },
    /**
     * Builds something over every index this store loads, before that index is served: a reload
     * swaps both at once, and no request waits for the companion.
     */
    alongside(build: (index: ListingIndex) => Promise<unknown>) {
      companions.push(build);
    },
    /** After a catalogue import in this process: load afresh on the next request. */
    clear() {
      current = undefined;
    },
  };
}
export type ListingIndexStore = ReturnType<typeof createListingIndexStore>;
