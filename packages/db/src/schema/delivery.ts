import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A market's set of delivery methods with their fees. Each checkout market has one default group
 * (is_default); a company with companies.delivery_group_id buys from that group instead.
 */
export const deliveryGroups = pgTable(
  'delivery_groups',
  {
    id: serial('id').primaryKey(),
    /** The market's name ('se'); fees are in the market's currency. */
    market: text('market').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [uniqueIndex('delivery_groups_one_default').on(t.market).where(sql`${t.isDefault}`)],
);

/**
 * A delivery method. carrier_code maps to the carrier type with domain carriers.ts; names holds the
 * method's name per language ({ sv: 'Paket', en: 'Parcel', ... }). The id is the backend's method id,
 * so it is not generated.
 */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: integer('id').primaryKey(),
    carrierCode: integer('carrier_code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Order code 14 when the buyer has no cellphone. */
    requiresCellphone: boolean('requires_cellphone').notNull().default(false),
    /** Order code 15 when the order's delivery cost is above 0. */
    requiresZeroDeliveryCost: boolean('requires_zero_delivery_cost').notNull().default(false),
    /**
     * Working days from the order to the buyer, fewest and most: what checkout shows beside the method
     * ("1-2 working days"). The carrier's promise, kept per method (the spec shows none).
     */
    deliveryDaysMin: integer('delivery_days_min').notNull().default(1),
    deliveryDaysMax: integer('delivery_days_max').notNull().default(3),
  },
  (t) => [
    check(
      'delivery_methods_days_check',
      sql`${t.deliveryDaysMin} >= 0 AND ${t.deliveryDaysMax} >= ${t.deliveryDaysMin}`,
    ),
  ],
);

/**
 * A method offered in a group, at a fee in minor units of the group's market currency as the buyer
 * pays it, VAT included (a round amount; domain deliveryFeeFromGross works the net back). In the
 * sales-tax markets (US, CA) prices are shown before tax, so there it is the net.
 */
export const deliveryGroupEntries = pgTable(
  'delivery_group_entries',
  {
    id: serial('id').primaryKey(),
    deliveryGroupId: integer('delivery_group_id')
      .notNull()
      .references(() => deliveryGroups.id, { onDelete: 'cascade' }),
    deliveryMethodId: integer('delivery_method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    feeGross: bigint('fee_gross', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // Its index leads with the group, so it also serves reading a group's entries.
    unique('delivery_group_entries_group_method_key').on(t.deliveryGroupId, t.deliveryMethodId),
    // Removing a method cascades through this instead of a scan.
    index('delivery_group_entries_method_idx').on(t.deliveryMethodId),
    check('delivery_group_entries_fee_check', sql`${t.feeGross} >= 0`),
  ],
);
