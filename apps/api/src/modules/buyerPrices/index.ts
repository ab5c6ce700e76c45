// The buyerPrices module's face, its only door for other modules, the composition root and tests:
// what a principal pays (the one pricing function) and the price views over the catalogue index.
export {
  buildView,
  compactList,
  marketView,
  marksAt,
  type PriceView,
  priceAt,
  priceIncVatAt,
  priceListIdAt,
} from './priceBook';
export { loadPublicPriceLists, type PriceListRef } from './publicPriceLists';
export { createPricingService, type PricingService } from './service';
