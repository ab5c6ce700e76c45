import { type DatabaseHandle, schema } from '@workwear/db';
import { asc, eq } from 'drizzle-orm';

const { marketSettings } = schema;

/** The market's key/value settings, ordered by key. */
export async function findMarketSettings(handle: DatabaseHandle, marketId: string) {
  return handle.db
    .select({ key: marketSettings.key, value: marketSettings.value })
    .from(marketSettings)
    .where(eq(marketSettings.marketId, marketId))
    .orderBy(asc(marketSettings.key));
}
