import { type DatabaseHandle, schema } from '@workwear/db';
import { eq } from 'drizzle-orm';

const { featureFlags } = schema;

/** The market's flag rows (market_id is the market's name, 'se'). */
export async function findFeatureFlags(handle: DatabaseHandle, marketName: string) {
  return handle.db
    .select({ key: featureFlags.key, enabled: featureFlags.enabled, marketId: featureFlags.marketId })
    .from(featureFlags)
    .where(eq(featureFlags.marketId, marketName));
}
