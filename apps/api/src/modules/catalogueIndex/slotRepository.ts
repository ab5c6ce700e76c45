import { type DatabaseHandle, schema } from '@workwear/db';
import { eq } from 'drizzle-orm';

const { listingLanguageSlots, listingPriceSlots } = schema;

/** The language's slot in variant_listing.name_ranks; undefined until the listing is built. */
export async function languageSlotOf(handle: DatabaseHandle, language: string): Promise<number | undefined> {
  const [row] = await handle.db
    .select({ slot: listingLanguageSlots.slot })
    .from(listingLanguageSlots)
    .where(eq(listingLanguageSlots.language, language));
  return row?.slot;
}

/** Each public price list's slot in variant_listing.prices, by price list id. */
export async function priceListSlots(handle: DatabaseHandle): Promise<Map<number, number>> {
  const rows = await handle.db
    .select({ priceListId: listingPriceSlots.priceListId, slot: listingPriceSlots.slot })
    .from(listingPriceSlots);
  return new Map(rows.map((r) => [r.priceListId, r.slot]));
}
