import { defineCall } from '../call';
import {
  legalPageContentSchema,
  legalPageParamsSchema,
  legalPageQuerySchema,
  sellerQuerySchema,
  sellerSchema,
  topMessageQuerySchema,
  topMessageResponseSchema,
} from '../cms';
import { errorResponses, json } from '../responses';
import { cmsService } from './services';

export const topMessageCall = defineCall({
  service: cmsService,
  method: 'get',
  path: '/topmessage',
  summary: 'Top message of the market',
  description:
    "The market's top message in the requested culture's language, falling back to the market's default " +
    'language; JSON null when the market has none. The storefront shows it by its visibility ' +
    '(loggedOut: anonymous visitors only; loggedIn: signed-in users only; none: nobody). A linkUrl of the ' +
    "form 'route:RouteKey' names one of the shop's routes, which the storefront resolves into the " +
    'translated path of the current language.',
  query: topMessageQuerySchema,
  responses: { 200: json(topMessageResponseSchema, 'The top message, or null'), ...errorResponses([400]) },
});

export const legalPageCall = defineCall({
  service: cmsService,
  method: 'get',
  path: '/legal/{page}',
  summary: 'A legal page of the market',
  description:
    "One of the market's legal pages (terms, privacy, withdrawal, contact, cookies) in the requested " +
    "culture's language, falling back to the market's default language. The texts are the cms module's " +
    'data (legal_pages), edited per market and language.',
  params: legalPageParamsSchema,
  query: legalPageQuerySchema,
  responses: {
    200: json(legalPageContentSchema, 'The page'),
    ...errorResponses({
      400: 'The page is not one of the legal pages, or the market or culture is invalid; details name the field',
      404: 'The market has no such page in either language',
    }),
  },
});

export const sellerCall = defineCall({
  service: cmsService,
  method: 'get',
  path: '/seller',
  summary: 'The seller of the market',
  description:
    'The company that sells in the market, with its address, organisation and VAT numbers and customer ' +
    "service's contact and opening hours (market_sellers).",
  query: sellerQuerySchema,
  responses: {
    200: json(sellerSchema, 'The seller'),
    ...errorResponses({
      400: 'The market or culture is invalid; details name the field',
      404: 'The market has no seller',
    }),
  },
});
