import type { CompanyCustomersQuery } from '@workwear/contracts';
import { type DatabaseHandle, schema } from '@workwear/db';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';

import { liveAddresses } from './ownAddressRepository';

const { customers, customerInfo, customerCompanies } = schema;

export async function findCustomer(handle: DatabaseHandle, id: number) {
  const [row] = await handle.db
    .select({
      id: customers.id,
      customerCode: customers.customerCode,
      firstName: customers.firstName,
      lastName: customers.lastName,
      emailAddress: customers.emailAddress,
      phoneNumber: customers.phoneNumber,
      cellPhone: customers.cellPhone,
      market: customers.marketName,
      language: customers.language,
      newsletter: customers.newsletter,
      orderStatusMails: customers.orderStatusMails,
      version: customers.version,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

/** Ids of the customers with this e-mail address (without regard to case), ascending. */
export async function findIdsByEmail(handle: DatabaseHandle, email: string): Promise<number[]> {
  const rows = await handle.db
    .select({ id: customers.id })
    .from(customers)
    // lower() on both sides: the customers_email_idx expression index answers it.
    .where(sql`lower(${customers.emailAddress}) = lower(${email})`)
    .orderBy(asc(customers.id));
  return rows.map((r) => r.id);
}

/** The customer's own addresses, the default (lowest position) first; deleted ones are not. */
export const findCustomerAddresses = liveAddresses;

export async function findInfo(handle: DatabaseHandle, customerId: number) {
  return handle.db
    .select({ key: customerInfo.key, value: customerInfo.value })
    .from(customerInfo)
    .where(eq(customerInfo.customerId, customerId))
    .orderBy(asc(customerInfo.key));
}

/** Whether the customer belongs to the company (a cart's co-worker must be one of its people). */
export async function isCompanyMember(handle: DatabaseHandle, customerId: number, companyId: number) {
  const [row] = await handle.db
    .select({ customerId: customerCompanies.customerId })
    .from(customerCompanies)
    .where(and(eq(customerCompanies.customerId, customerId), eq(customerCompanies.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** The customer's company memberships, the default first, then by company id. */
export async function findMemberships(handle: DatabaseHandle, customerId: number) {
  return handle.db
    .select({ companyId: customerCompanies.companyId, isDefault: customerCompanies.isDefault })
    .from(customerCompanies)
    .where(eq(customerCompanies.customerId, customerId))
    .orderBy(desc(customerCompanies.isDefault), asc(customerCompanies.companyId));
}

const SORT_COLUMNS = {
  LastName: [customers.lastName, customers.firstName, customers.id],
  FirstName: [customers.firstName, customers.lastName, customers.id],
  Email: [customers.emailAddress, customers.id],
  Id: [customers.id],
} as const;

/** A page of the people of a company (their accounts' role and state are auth's: accountStatesOf). */
export async function findCompanyCustomers(
  handle: DatabaseHandle,
  companyId: number,
  query: CompanyCustomersQuery,
) {
  const order = SORT_COLUMNS[query.sortField].map((column) =>
    query.sortOrder === 'Desc' ? desc(column) : asc(column),
  );
  const where = sql`${customers.id} IN (SELECT ${customerCompanies.customerId} FROM ${customerCompanies} WHERE ${customerCompanies.companyId} = ${companyId})`;
  const [results, [total]] = await Promise.all([
    handle.db
      .select({
        id: customers.id,
        customerCode: customers.customerCode,
        firstName: customers.firstName,
        lastName: customers.lastName,
        emailAddress: customers.emailAddress,
      })
      .from(customers)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    handle.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
  ]);
  return { results, total: Number(total?.n ?? 0) };
}

/**
 * A customer's name (first and last, as the company's people lists show it) as an SQL expression, for
 * another module's statement to embed: an order's page names each line's co-worker in the statement
 * that reads the lines, and the customers table stays this module's alone. Null for no customer.
 */
export const customerNameOf = (customerId: SQL) =>
  sql`(SELECT nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') FROM customers c WHERE c.id = ${customerId})`;
