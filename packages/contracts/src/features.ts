import { featureFlagKeySchema } from '@workwear/domain';
import { z } from 'zod';
import { marketQuerySchema } from './common';

/**
 * Feature flags (apps/api/src/modules/features; spec storefront-core §3): the 12 keys per market, off
 * unless the market's row turns one on, two forced off in production. Evaluated flags are cached 300 s.
 */

export const featureFlagSchema = z
  .object({
    key: featureFlagKeySchema,
    enabled: z.boolean(),
    marketId: z.string().describe('The market id, such as SE'),
  })
  .meta({ id: 'FeatureFlag' });
export type FeatureFlagEntry = z.infer<typeof featureFlagSchema>;

export const featureFlagsSchema = z.array(featureFlagSchema).meta({ id: 'FeatureFlags' });

export const featureKeyParamsSchema = z.object({
  key: featureFlagKeySchema.describe('One of the 12 flag keys'),
});

/** Only the market: flags do not depend on the language (a cultureCode sent along is ignored). */
export const featureQuerySchema = z.object({ marketId: marketQuerySchema.shape.marketId });
