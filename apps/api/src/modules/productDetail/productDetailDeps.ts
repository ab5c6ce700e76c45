import type { DatabaseHandle } from '@workwear/db';
import { notFound } from '@workwear/domain';
import type { PricingService } from '../buyerPrices';
import type { FeatureService } from '../features';
import type { ProductRef } from '../products';
import type { DictionaryService } from '../vocabulary';
import type { CardFactsStore } from './cardFacts';

/** What every use case of product detail works with, handed over once by the composition root. */
export interface ProductDetailDeps {
  handle: DatabaseHandle;
  dictionaries: DictionaryService;
  pricing: PricingService;
  features: Pick<FeatureService, 'nonSellableShown'>;
  cardFacts: CardFactsStore;
}

/** The product a key found, or 404 naming what was asked for. */
export function found(ref: ProductRef | undefined, what: string): ProductRef {
  if (!ref) throw notFound(what);
  return ref;
}
