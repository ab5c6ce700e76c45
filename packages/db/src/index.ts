export * from './connection';
export * from './migrate';
export * from './readModels';
export * as schema from './schema/index';
