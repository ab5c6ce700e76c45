import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

/** Every raw query of a guest's wish for an account, kept with the order, each with the shape of its rows. */
export const customerAccountQueries = {
  requested: rowQuery(
    z.strictObject({ orderId: z.string() }),
    (orderId: string) => sql`
      INSERT INTO order_account_requests (order_id) VALUES (${orderId}::uuid)
      ON CONFLICT DO NOTHING RETURNING order_id::text AS "orderId"`,
  ),
  taken: rowQuery(
    z.strictObject({ orderId: z.string() }),
    (orderId: string) =>
      sql`DELETE FROM order_account_requests WHERE order_id = ${orderId}::uuid RETURNING order_id::text AS "orderId"`,
  ),
};

export const customerAccountRepository = {
  /** Keeps a guest's wish for an account with the order until it is paid. */
  async request(handle: DatabaseHandle, orderId: string): Promise<void> {
    await customerAccountQueries.requested.run(handle, orderId);
  },

  /** Takes the order's wish for an account, once: true only for the first caller. */
  async take(handle: DatabaseHandle, orderId: string): Promise<boolean> {
    return (await customerAccountQueries.taken.run(handle, orderId)).length > 0;
  },
};
