// The cms module's face, its only door for other modules, the composition root and tests:
// top messages and other CMS content.
export { registerCmsRoutes } from './handlers';
export { createCmsService } from './service';
