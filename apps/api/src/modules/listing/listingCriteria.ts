import type { ListMode } from '@workwear/domain';
import type { PriceView } from '../buyerPrices';
import type { ValueLevel } from '../vocabulary';
import type { SearchMatches } from './searchQuery';

export type { ValueLevel };

/** One parametric's selection: values OR'ed, or AND'ed for an AND filter. */
export interface ValueSelection {
  parametricId: number;
  level: ValueLevel;
  valueIds: number[];
  isAnd: boolean;
}

/** Everything a list, count or facet query filters on, already validated and resolved to ids. */
export interface ListingCriteria {
  /** Slot of the market's public price list in variant_listing.prices. */
  priceSlot: number;
  /** The principal's prices over the index; absent: the market list of priceSlot. */
  view?: PriceView;
  /** Slot of the language in variant_listing.name_ranks. */
  languageSlot: number;
  mode: ListMode;
  /**
   * Colours that cannot be ordered (variant_listing.is_sellable false) are listed too, in the modes
   * that otherwise leave them out, whether in stock or not: the market's UseDisplayNonSellableProducts,
   * read by the listing service from the feature service, never from the request.
   */
  nonSellable?: boolean;
  categoryIds: number[];
  groupId: number | undefined;
  familyId: number | undefined;
  selections: ValueSelection[];
  /** orFilters by level: an item matches with any one of them. */
  orValues: { level: ValueLevel; valueIds: number[] }[];
  price: { min: number; max: number; incVat: boolean } | undefined;
  /** Products matching the search, with their relevance; undefined without a search. */
  search: SearchMatches | undefined;
  partNos: string[] | undefined;
  /** Filter values left out under unknownFilters=ignore, as given. */
  ignoredFilters: string[];
}
