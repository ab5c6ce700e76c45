import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, marketSettingsParamsSchema, marketSettingsSchema } from '@workwear/contracts';
import type { z } from 'zod';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const marketSettingsRoute = createRoute({
  method: 'get',
  path: '/market/{marketId}',
  tags: ['Settings service'],
  summary: 'Market key settings list',
  description:
    'Key/value settings of a market (HidePrice, ActivateDiscountCode, ShowMarketPriceForAdminsAndInternals), ' +
    "values as stored: 'True' or 'False'. parseMarketSettings in the shared contracts reads them, " +
    'with every missing key off.',
  request: { params: marketSettingsParamsSchema },
  responses: {
    200: json(marketSettingsSchema, "The market's settings, ordered by key"),
    400: json(apiErrorSchema, 'A parameter is invalid; details name it'),
    404: json(apiErrorSchema, 'No market has this id'),
    500: json(apiErrorSchema, 'Unexpected failure'),
  },
});
