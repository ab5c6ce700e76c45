// The catalogue module's face, its only door for other modules, the composition root and tests:
// categories, navigation and size groups (the spec's catalogue calls).
export { registerCatalogueRoutes } from './handlers';
export { createCatalogueService } from './service';
