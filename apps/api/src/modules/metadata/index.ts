// The metadata module's face, its only door for other modules, the composition root and tests:
// delivery methods, groups and other checkout metadata.
export { registerMetadataRoutes } from './handlers';
export { carrierCodeOf } from './repository';
export { createMetadataService, defaultDeliveryFeeNet } from './service';
