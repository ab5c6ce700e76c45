// The listing module's face, its only door for other modules, the composition root and tests:
// product lists, facets, search and the sitemap.
export { registerListingRoutes } from './handlers';
export { listingQueries, MAX_COMPOUNDS } from './repository';
export { articleNumberOf, toTsQuery, withArticleHits } from './searchQuery';
export { createListingService, type ListingService } from './service';
