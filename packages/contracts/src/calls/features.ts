import { z } from 'zod';
import { defineCall } from '../call';
import {
  featureFlagSchema,
  featureFlagsSchema,
  featureKeyParamsSchema,
  featureQuerySchema,
} from '../features';
import { errorResponses, json } from '../responses';
import { featureService } from './services';

const errors = errorResponses({ 400: 'An unknown flag key or market; details name the field' });

export const featuresCall = defineCall({
  service: featureService,
  method: 'get',
  path: '/features',
  summary: 'Feature flags of a market',
  description:
    'All 12 flags of the market (marketId, default SE), evaluated: off unless the market turns one on; ' +
    'UseOtherPaymentMethodsB2C and UseNewProductDetailsPage are off in production. Cached 300 s.',
  query: featureQuerySchema,
  responses: { 200: json(featureFlagsSchema, 'The flags, in the spec’s order'), ...errors },
});

export const featureCall = defineCall({
  service: featureService,
  method: 'get',
  path: '/features/{key}',
  summary: 'One feature flag of a market',
  params: featureKeyParamsSchema,
  query: featureQuerySchema,
  responses: { 200: json(featureFlagSchema, 'The flag'), ...errors },
});

export const featureEnabledCall = defineCall({
  service: featureService,
  method: 'get',
  path: '/features/{key}/enabled',
  summary: 'Whether a feature flag is on in a market',
  params: featureKeyParamsSchema,
  query: featureQuerySchema,
  responses: { 200: json(z.boolean(), 'true when on'), ...errors },
});
