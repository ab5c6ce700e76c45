import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

export const purgeQueries = {
  /**
   * Anonymous carts nobody has touched for the given days, deleted with their rows, metadata and the
   * promotion uses they held (ON DELETE CASCADE). Signed-in buyers' carts are never purged, nor are
   * ordered carts: the promotion uses an order made are final and count against usage limits.
   */
  purgedAnonymousCarts: rowQuery(
    z.strictObject({ purged: z.number().int() }),
    (days: number) => sql`
      WITH gone AS (
        DELETE FROM carts WHERE owner_customer_id IS NULL AND status <> 'ordered'
          AND modified_at < now() - make_interval(days => ${days}) RETURNING 1)
      SELECT count(*)::int AS purged FROM gone`,
  ),
};

export async function purgeAnonymousCarts(handle: DatabaseHandle, days: number): Promise<number> {
  return (await purgeQueries.purgedAnonymousCarts.run(handle, days))[0]?.purged ?? 0;
}
