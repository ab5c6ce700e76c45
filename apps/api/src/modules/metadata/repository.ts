import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();

/** One method of the buyer's delivery group, or the group alone (method fields null) when it has none. */
const deliveryRow = z.strictObject({
  groupId: id,
  groupName: z.string(),
  entryId: id.nullable(),
  methodId: id.nullable(),
  feeNet: id.nullable(),
  carrierCode: id.nullable(),
  names: z.record(z.string(), z.string()).nullable(),
  requiresCellphone: z.boolean().nullable(),
  requiresZeroDeliveryCost: z.boolean().nullable(),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

/**
 * The delivery group a buyer chooses from in a market, with its methods in their position order: the
 * company's own group (companies.delivery_group_id) when it is a group of this market, else the
 * market's default group. A company group of another market does not apply here (its fees are in
 * another currency), so a company buying in two markets uses the default group of the second.
 */
export const deliveryQueries = {
  methodsOf: rowQuery(
    deliveryRow,
    (market: string, companyId: number | null) => sql`
      WITH own AS (
        SELECT g.id FROM companies c JOIN delivery_groups g ON g.id = c.delivery_group_id
        WHERE c.id = ${companyId}::int AND g.market = ${market}
      ), chosen AS (
        SELECT g.id, g.name FROM delivery_groups g
        WHERE g.id IN (SELECT id FROM own)
          OR (g.market = ${market} AND g.is_default AND NOT EXISTS (SELECT 1 FROM own))
      )
      SELECT g.id AS "groupId", g.name AS "groupName", e.id AS "entryId", m.id AS "methodId",
        e.fee_net::int AS "feeNet", m.carrier_code AS "carrierCode", m.names,
        m.requires_cellphone AS "requiresCellphone",
        m.requires_zero_delivery_cost AS "requiresZeroDeliveryCost"
      FROM chosen g
      LEFT JOIN delivery_group_entries e ON e.delivery_group_id = g.id
      LEFT JOIN delivery_methods m ON m.id = e.delivery_method_id
      ORDER BY e.position, e.id`,
  ),
};

export const metadataRepository = {
  deliveryMethods: (handle: DatabaseHandle, market: string, companyId: number | null) =>
    deliveryQueries.methodsOf.run(handle, market, companyId),
};
