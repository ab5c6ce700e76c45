export * from './catalogue';
export * from './cms';
export * from './common';
export * from './filters';
export * from './products';
export * from './settings';
export * from './sitemap';
