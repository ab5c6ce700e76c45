import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { versionColumn } from './common';
import { deliveryGroups } from './delivery';
import { priceLists } from './prices';

/**
 * A buyer company. parent_id null means a parent company; children belong to one parent. market_name
 * is the market the company buys in ('se', 'de', ...); coop_code is the spec's claim coop_code.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    marketName: text('market_name').notNull(),
    coopCode: text('coop_code').unique(),
    orgNo: text('org_no'),
    vatNo: text('vat_no'),
    emailAddress: text('email_address'),
    phoneNumber: text('phone_number'),
    web: text('web'),
    innerCompany: boolean('inner_company').notNull().default(false),
    /** OCI3, OCI4, CXML or null (the spec's None): a punch-out company's sessions may not switch. */
    punchOutType: text('punch_out_type'),
    /** The company's primary price list (usually its agreement list); null buys at market prices. */
    primaryPriceListId: integer('primary_price_list_id').references(() => priceLists.id),
    /** A blocked company may not send orders (order code 3). */
    blocked: boolean('blocked').notNull().default(false),
    /** The company's own delivery group; null buys from its market's default group. */
    deliveryGroupId: integer('delivery_group_id').references(() => deliveryGroups.id, {
      onDelete: 'set null',
    }),
    /**
     * The company form's defaultAmount: the amount limit per period of a customer without their own
     * AmountLimit, in minor units of the market's currency; 0 is no limit (issue 28).
     */
    defaultAmount: bigint('default_amount', { mode: 'number' }).notNull().default(0),
    /**
     * The company form's invoiceCreditStopAmount: the company's own spend per period over all its
     * buyers, in minor units; over it an order is refused with 4 CompanyAmountLimitIsReached. 0: none.
     */
    invoiceCreditStopAmount: bigint('invoice_credit_stop_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    index('companies_parent_idx').on(t.parentId),
    check('companies_default_amount_check', sql`${t.defaultAmount} >= 0`),
    check('companies_credit_stop_check', sql`${t.invoiceCreditStopAmount} >= 0`),
    index('companies_market_idx').on(t.marketName),
    check('companies_punch_out_type_check', sql`${t.punchOutType} IN ('OCI3', 'OCI4', 'CXML')`),
  ],
);

/** Delivery and invoice addresses of a company; position orders them (the first is the default). */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    careOf: text('care_of'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    countryId: integer('country_id').notNull(),
  },
  (t) => [
    index('company_addresses_company_idx').on(t.companyId, t.kind, t.position),
    check('company_addresses_kind_check', sql`${t.kind} IN ('delivery', 'invoice')`),
  ],
);

/**
 * Company settings as the backend stores them: text values ('True', '42', JSON for FormViewRules).
 * The domain's company settings table gives each key its type and default.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/** The price lists a company may buy from (allowedPriceLists), besides its primary one. */
export const companyPriceLists = pgTable(
  'company_price_lists',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.priceListId] }),
    index('company_price_lists_list_idx').on(t.priceListId),
  ],
);

/**
 * Who approves the orders of a project number, under AttestantPerProject or AttestantPerProjectNumber
 * (docs/companies/approvals-and-limits.md). A child company without its own row uses its parent's.
 */
export const companyProjectAttestants = pgTable(
  'company_project_attestants',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectNumber: text('project_number').notNull(),
    attestantEmail: text('attestant_email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.projectNumber] })],
);
