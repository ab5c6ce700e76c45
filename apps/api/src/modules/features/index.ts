// The features module's face, its only door for other modules, the composition root and tests:
// feature flags per market.
export { registerFeatureRoutes } from './handlers';
export { createFeatureService, type FeatureService } from './service';
