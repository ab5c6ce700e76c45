import { type DatabaseHandle, schema } from '@workwear/db';
import { eq } from 'drizzle-orm';
import { priceListSlots } from '../catalogueIndex';

const { priceLists } = schema;

/** A market's public price list as the catalogue reads it. */
export interface PriceListRef {
  id: number;
  currency: string;
  /** Index of this list's prices in variant_listing.prices. */
  slot: number;
}

/** The public price lists (type 0) that have a slot in the listing index, with their market. */
export async function loadPublicPriceLists(
  handle: DatabaseHandle,
): Promise<(PriceListRef & { marketName: string })[]> {
  const [lists, slots] = await Promise.all([
    handle.db
      .select({ id: priceLists.id, marketName: priceLists.marketName, currency: priceLists.currency })
      .from(priceLists)
      .where(eq(priceLists.type, 0)),
    priceListSlots(handle),
  ]);
  return lists.flatMap((list) => {
    const slot = slots.get(list.id);
    return slot === undefined ? [] : [{ ...list, slot }];
  });
}
