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

  const load = async () => buildListingIndex(await loadListingRows(handle), await readModelsVersion(handle));

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
    /** After a catalogue import in this process: load afresh on the next request. */
    clear() {
      current = undefined;
    },
  };
}
export type ListingIndexStore = ReturnType<typeof createListingIndexStore>;
