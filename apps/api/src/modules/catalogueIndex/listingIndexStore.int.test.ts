import { refreshReadModels } from '@workwear/db';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/testServer';
import { createListingIndexStore } from './listingIndexStore';

describe('listing index store', () => {
  it('reloads the index after the read models are rebuilt, and keeps serving meanwhile', async () => {
    const { handle } = await testServer();
    const listings = createListingIndexStore(handle, 0);
    const first = await listings.get();
    expect(first.size).toBeGreaterThan(0);
    await refreshReadModels(handle);
    // The first request after the rebuild still gets the index it had; a fresh one follows.
    expect(await listings.get()).toBe(first);
    let next = first;
    for (let i = 0; i < 100 && next === first; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      next = await listings.get();
    }
    expect(next).not.toBe(first);
    expect(next.version).not.toBe(first.version);
    expect(next.size).toBe(first.size);
  });
});
