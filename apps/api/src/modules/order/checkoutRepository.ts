import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();

/** A delivery group entry with its method and group: what the order's delivery is checked and priced by. */
const deliveryEntry = z.object({
  entryId: id,
  groupId: id,
  groupMarket: z.string(),
  methodId: id,
  feeGross: id,
  carrierCode: id,
  names: z.record(z.string(), z.string()),
  requiresCellphone: z.boolean(),
  requiresZeroDeliveryCost: z.boolean(),
});
export type DeliveryEntry = z.infer<typeof deliveryEntry>;

/**
 * What the checkout checks besides the cart, in one statement: the chosen delivery entry, the buyer's
 * company (blocked, its own delivery group and that group's market), the market's default group, and whether the named buyer
 * is a customer of the company.
 */
const checkoutFactsRow = z.strictObject({
  entry: deliveryEntry.nullable(),
  company: z
    .object({
      name: z.string(),
      blocked: z.boolean(),
      deliveryGroup: z.object({ id, market: z.string() }).nullable(),
    })
    .nullable(),
  defaultGroupId: id.nullable(),
  buyerIsMember: z.boolean(),
});
export type CheckoutFacts = z.infer<typeof checkoutFactsRow>;

export interface CheckoutFactsQuery {
  entryId: number | null;
  market: string;
  companyId: number | null;
  buyerId: number | null;
}

/** Every raw query of the checkout's facts, each with the shape of its rows. */
export const checkoutQueries = {
  facts: rowQuery(
    checkoutFactsRow,
    (q: CheckoutFactsQuery) => sql`
      SELECT
        (SELECT json_build_object('entryId', e.id, 'groupId', g.id, 'groupMarket', g.market,
            'methodId', m.id, 'feeGross', e.fee_gross, 'carrierCode', m.carrier_code, 'names', m.names,
            'requiresCellphone', m.requires_cellphone,
            'requiresZeroDeliveryCost', m.requires_zero_delivery_cost)
          FROM delivery_group_entries e
          JOIN delivery_groups g ON g.id = e.delivery_group_id
          JOIN delivery_methods m ON m.id = e.delivery_method_id
          WHERE e.id = ${q.entryId}::int) AS entry,
        (SELECT json_build_object('name', c.name, 'blocked', c.blocked, 'deliveryGroup',
            (SELECT json_build_object('id', g.id, 'market', g.market) FROM delivery_groups g
              WHERE g.id = c.delivery_group_id))
          FROM companies c WHERE c.id = ${q.companyId}::int) AS company,
        (SELECT g.id FROM delivery_groups g WHERE g.market = ${q.market} AND g.is_default) AS "defaultGroupId",
        EXISTS (SELECT 1 FROM customer_companies cc WHERE cc.customer_id = ${q.buyerId}::int
          AND cc.company_id = ${q.companyId}::int) AS "buyerIsMember"`,
  ),
};

export const checkoutRepository = {
  async facts(handle: DatabaseHandle, q: CheckoutFactsQuery): Promise<CheckoutFacts> {
    const [row] = await checkoutQueries.facts.run(handle, q);
    return row ?? { entry: null, company: null, defaultGroupId: null, buyerIsMember: false };
  },
};
