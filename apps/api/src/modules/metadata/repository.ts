import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();

/**
 * One method of a group the buyer may choose from (the company's own group, the market's default
 * group), or the group alone (method fields null) when it has none.
 */
const deliveryRow = z.strictObject({
  groupId: id,
  groupName: z.string(),
  groupMarket: z.string(),
  isDefault: z.boolean(),
  isCompanyGroup: z.boolean(),
  entryId: id.nullable(),
  methodId: id.nullable(),
  feeGross: id.nullable(),
  carrierCode: id.nullable(),
  names: z.record(z.string(), z.string()).nullable(),
  requiresCellphone: z.boolean().nullable(),
  requiresZeroDeliveryCost: z.boolean().nullable(),
  deliveryDaysMin: z.number().int().nullable(),
  deliveryDaysMax: z.number().int().nullable(),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

/**
 * The methods, in their position order, of the groups a buyer's delivery group is one of: the
 * company's own group (companies.delivery_group_id, in whatever market) and the market's default
 * group. Which of them applies is the domain's rule (buyerDeliveryGroupId), as for order send.
 */
export const deliveryQueries = {
  methodsOf: rowQuery(
    deliveryRow,
    (market: string, companyId: number | null) => sql`
      WITH own AS (
        SELECT c.delivery_group_id AS id FROM companies c WHERE c.id = ${companyId}::int
      )
      SELECT g.id AS "groupId", g.name AS "groupName", g.market AS "groupMarket", g.is_default AS "isDefault",
        coalesce(g.id = (SELECT id FROM own), false) AS "isCompanyGroup",
        e.id AS "entryId", m.id AS "methodId",
        e.fee_gross::int AS "feeGross", m.carrier_code AS "carrierCode", m.names,
        m.requires_cellphone AS "requiresCellphone",
        m.requires_zero_delivery_cost AS "requiresZeroDeliveryCost",
        m.delivery_days_min AS "deliveryDaysMin", m.delivery_days_max AS "deliveryDaysMax"
      FROM delivery_groups g
      LEFT JOIN delivery_group_entries e ON e.delivery_group_id = g.id
      LEFT JOIN delivery_methods m ON m.id = e.delivery_method_id
      WHERE g.id = (SELECT id FROM own) OR (g.market = ${market} AND g.is_default)
      ORDER BY e.position, e.id`,
  ),
};

export const metadataRepository = {
  deliveryMethods: (handle: DatabaseHandle, market: string, companyId: number | null) =>
    deliveryQueries.methodsOf.run(handle, market, companyId),
};
