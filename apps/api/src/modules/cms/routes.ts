import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, topMessageQuerySchema, topMessageResponseSchema } from '@workwear/contracts';
import type { z } from 'zod';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const topMessageRoute = createRoute({
  method: 'get',
  path: '/topmessage',
  tags: ['CMS'],
  summary: 'Top message of the market',
  description:
    "The market's top message in the requested culture's language, falling back to the market's default " +
    'language; JSON null when the market has none. The storefront shows it by its visibility ' +
    '(loggedOut: anonymous visitors only; loggedIn: signed-in users only; none: nobody). A linkUrl of the ' +
    "form 'route:RouteKey' names one of the shop's routes, which the storefront resolves into the " +
    'translated path of the current language.',
  request: { query: topMessageQuerySchema },
  responses: {
    200: json(topMessageResponseSchema, 'The top message, or null'),
    400: json(apiErrorSchema, 'A parameter is invalid; details name it'),
    500: json(apiErrorSchema, 'Unexpected failure'),
  },
});
