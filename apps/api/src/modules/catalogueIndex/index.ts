// The catalogue index's face: the in-memory listing index of this process (built from the
// variant_listing read model) and its store, which listing, buyer prices and card facts read.
export {
  buildListingIndex,
  hasAny,
  type ListingIndex,
  MAX_ROWS,
  MISSING,
  type RowLists,
} from './listingIndex';
export { createListingIndexStore, type ListingIndexStore } from './listingIndexStore';
export type { ListingRow } from './repository';
export { languageSlotOf, priceListSlots } from './slotRepository';
