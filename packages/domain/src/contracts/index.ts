export * from './catalogue';
export * from './common';
export * from './filters';
export * from './products';
