// The metadata module's face, its only door for other modules, the composition root and tests:
// delivery methods, groups and other checkout metadata.
export { registerMetadataRoutes } from './handlers';
export { createMetadataService, defaultDeliveryFeeGross } from './service';
export {
  demoServicePointDirectory,
  type ServicePoint,
  type ServicePointDirectory,
} from './servicePoints';
