import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { mailRequestSchema, renderMail } from '../modules/mail';

/**
 * The confirmation e-mails queued for an order, rendered as the outbox worker renders them, with the
 * price display they were queued with.
 */
export async function queuedOrderMails(handle: DatabaseHandle, orderId: string) {
  const rows = await handle.rows<{ payload: unknown }>(sql`
    SELECT payload FROM outbox
    WHERE topic = 'mail.send' AND payload->'data'->'order'->>'id' = ${orderId} ORDER BY id`);
  return rows.map((r) => {
    const request = mailRequestSchema.parse(r.payload);
    const queued = r.payload as { data: { showPrices?: boolean } };
    return { showPrices: queued.data.showPrices, mail: renderMail(request) };
  });
}
