import type { AnyCall } from '../call';
import * as approvals from './approvals';
import * as cart from './cart';
import * as catalogue from './catalogue';
import * as cms from './cms';
import * as document from './document';
import * as listing from './listing';
import * as metadata from './metadata';
import * as order from './order';
import * as price from './price';
import * as productDetail from './productDetail';
import * as settings from './settings';

export * from './approvals';
export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './cms';
export * from './company';
export * from './customer';
export * from './customerAccount';
export * from './document';
export * from './features';
export * from './klevu';
export * from './listing';
export * from './metadata';
export * from './order';
export * from './price';
export * from './productDetail';
export * from './services';
export * from './settings';
export * from './settingsCompany';

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' && value !== null && 'service' in value && 'method' in value && 'path' in value;

/** The calls a module exports, directly or in an exported object of calls. */
export const callsIn = (module: object): AnyCall[] =>
  Object.values(module).flatMap((value) =>
    isCall(value)
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).filter(isCall)
        : [],
  );

/** Every declared call, for the tests that prove each is served by the API and reachable by the client. */
export const ALL_CALLS: readonly AnyCall[] = [
  approvals,
  cart,
  catalogue,
  cms,
  document,
  listing,
  metadata,
  order,
  price,
  productDetail,
  settings,
].flatMap(callsIn);
