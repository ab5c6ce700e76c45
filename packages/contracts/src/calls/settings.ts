import { defineCall } from '../call';
import { errorResponses, json } from '../responses';
import { marketSettingsParamsSchema, marketSettingsSchema } from '../settings';
import { settingsService } from './services';

export const marketSettingsCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/market/{marketId}',
  summary: 'Market key settings list',
  description:
    'Key/value settings of a market (HidePrice, ActivateDiscountCode, ShowMarketPriceForAdminsAndInternals), ' +
    "values as stored: 'True' or 'False'. The domain's parseMarketSettings reads them, with every missing key off.",
  params: marketSettingsParamsSchema,
  responses: {
    200: json(marketSettingsSchema, "The market's settings, ordered by key"),
    ...errorResponses({ 400: 'A parameter is invalid; details name it', 404: 'No market has this id' }),
  },
});
