import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languageCode, versionColumn } from './common';
import { companies } from './companies';

/** A person: a company's employee or user, or a consumer (B2C, no company). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerCode: text('customer_code').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number'),
    cellPhone: text('cell_phone'),
    /** The market the person signs in to and the language their e-mails are written in. */
    marketName: text('market_name').notNull(),
    language: languageCode('language').notNull(),
    /** E-mail preferences the person sets on the account page: news and offers (opt-in, off by default). */
    newsletter: boolean('newsletter').notNull().default(false),
    /** E-mail preferences: an e-mail when an order is dispatched or delivered (on by default). */
    orderStatusMails: boolean('order_status_mails').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [index('customers_email_idx').on(sql`lower(${t.emailAddress})`)],
);

/** The customer's info key/values (EmployeeNo, IsSuperCustomerAdmin, Attestant1 ...), as text. */
export const customerInfo = pgTable(
  'customer_info',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

/** The companies a customer belongs to and may switch between; is_default is the one signed in to. */
export const customerCompanies = pgTable(
  'customer_companies',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.companyId] }),
    index('customer_companies_company_idx').on(t.companyId),
  ],
);

/**
 * A customer's sign-in. login_name is unique without regard to case; password_hash is a PHC-style
 * string of the chosen algorithm and cost, so the cost can rise without invalidating old hashes.
 * password_changed_at moves on every change and revokes the sessions started before it.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * An account made on the create-account page: nobody signs in to it until its owner opened the
     * confirmation link e-mailed to the address (account_confirmations).
     */
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [uniqueIndex('accounts_login_name_idx').on(sql`lower(${t.loginName})`)],
);

/**
 * A person's own addresses (the spec's customer `addresses`): a consumer's home, a worker's personal
 * delivery address beside the company's. position orders them; the first is the default.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    careOf: text('care_of'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    countryId: integer('country_id').notNull(),
    version: versionColumn(),
    /** Deleted by its owner; kept a while so the delete can be undone (restore), then purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId, t.position)],
);
