// The products module's face, its only door for other modules, the composition root and tests: what
// a product, its colours (variants) and sizes (skus) are, in words, flags, relations and dimensions.
// Low in the house: it asks no other module, so the catalogue, listing, product detail and cart all
// read products through it.
export {
  type CardFactRow,
  type ColourRow,
  cardQueries,
  loadColours,
  loadSummaries,
  type SummaryRow,
} from './cardRepository';
export { dimensionQueries, loadProductDimensions, sizeGuideIdOfProduct } from './dimensionRepository';
export {
  type DetailRows,
  detailQuery,
  findProductBySku,
  findVariantLook,
  loadOnHand,
  loadProductDetail,
  loadRelatedCandidates,
  loadVariants,
  type ProductRef,
  type ProductRow,
  productQueries,
  productUniqueNameOfPartNo,
  type SkuRow,
  type VariantRow,
} from './productRepository';
export {
  findArticleHits,
  findSearchMatches,
  loadSitemapEntries,
  MAX_ARTICLE_HITS,
  productSearchQueries,
  productTextsIn,
} from './searchRepository';
export { loadSizesOfParts, loadSkuFacts, type SkuFacts, skuFactsQueries } from './skuFactsRepository';
