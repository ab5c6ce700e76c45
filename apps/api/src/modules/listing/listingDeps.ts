import type { ProductSummary } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import type { PriceContext } from '@workwear/domain';
import type { MarketContext } from '../../context/requestContext';
import type { PricingService } from '../buyerPrices';
import type { ListingIndexStore } from '../catalogueIndex';
import type { FeatureService } from '../features';
import type { Dictionary, DictionaryService, PriceListRef } from '../vocabulary';
import type { ListedItem } from './listingEngine';
import type { SearchIndexStore } from './search/searchIndexStore';

/** Turns listed variants, in order, into product cards (the product-detail slice draws them). */
export type CardMaker = (
  ctx: MarketContext,
  items: ListedItem[],
  catalogue: { dict: Dictionary; priceList: PriceListRef },
  prices: PriceContext,
) => Promise<ProductSummary[]>;

/** What every use case of the listing works with, handed over once by the composition root. */
export interface ListingDeps {
  handle: DatabaseHandle;
  dictionaries: DictionaryService;
  index: ListingIndexStore;
  cards: CardMaker;
  pricing: PricingService;
  features: Pick<FeatureService, 'nonSellableShown'>;
  /** The search served from memory, tied to the index's read-model version. */
  searches: SearchIndexStore;
}
