import { defineCall } from '../call';
import { topMessageQuerySchema, topMessageResponseSchema } from '../cms';
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
