import type { DatabaseHandle } from '@workwear/db';
import type { ListingIndex, ListingIndexStore } from '../catalogueIndex';
import type { CompanyTermsService } from '../company';
import type { SettingsService } from '../settings';
import type { Book } from './indexBooks';

/** The owners of a company's lists and settings and of a market's settings, each with its cache. */
export interface PricingOwners {
  companies: Pick<CompanyTermsService, 'termsOf'>;
  settings: Pick<SettingsService, 'rulesOf'>;
}

/** What the pricing use cases are built from: the database, the listing index, the owners, the books. */
export interface PricingDeps {
  handle: DatabaseHandle;
  listings: ListingIndexStore;
  owners: PricingOwners;
  /** Each listing index's lists, views and memos, dropped with the index. */
  books: WeakMap<ListingIndex, Book>;
}
