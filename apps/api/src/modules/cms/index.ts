// The cms module's face, its only door for other modules, the composition root and tests:
// top messages, legal pages and each market's seller.
export { registerCmsRoutes } from './handlers';
export { type CmsService, createCmsService } from './service';
