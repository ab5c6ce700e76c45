import { type DatabaseHandle, schema, type TransactionHandle } from '@workwear/db';
import { and, inArray, sql } from 'drizzle-orm';

const { customers, customerInfo } = schema;

/** The info keys limits and approvals read (spec §3): the limit as decimal text, who lifts it, the attestant. */
export const LIMIT_INFO_KEYS = ['AmountLimit', 'AmountLimitAttestant', 'Attestant1'] as const;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A customer as limits and approvals see them: name, e-mail and those info values. */
export interface LimitPerson {
  customerId: number;
  name: string;
  email: string;
  info: Record<string, string>;
}

/**
 * The named customers with their AmountLimit, AmountLimitAttestant and Attestant1 info, by id (one missing from
 * the map does not exist). Takes the caller's handle: inside a send's transaction the transaction's.
 */
export async function limitPeopleOf(
  handle: DatabaseHandle,
  customerIds: readonly number[],
): Promise<Map<number, LimitPerson>> {
  if (customerIds.length === 0) return new Map();
  const ids = [...customerIds];
  // One after the other: inside a transaction both go to its one connection anyway.
  const people = await handle.db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.emailAddress,
    })
    .from(customers)
    .where(inArray(customers.id, ids));
  const info = await handle.db
    .select({ customerId: customerInfo.customerId, key: customerInfo.key, value: customerInfo.value })
    .from(customerInfo)
    .where(and(inArray(customerInfo.customerId, ids), inArray(customerInfo.key, [...LIMIT_INFO_KEYS])));
  const found = new Map<number, LimitPerson>(
    people.map((p) => [
      p.id,
      {
        customerId: p.id,
        name: fullName(p),
        email: p.email,
        info: {},
      },
    ]),
  );
  for (const row of info) {
    const person = found.get(row.customerId);
    if (person) person.info[row.key] = row.value;
  }
  return found;
}

/**
 * The customers with these e-mail addresses (without regard to case), by lower-case e-mail; of two
 * with one address, the lower id. For naming an attestant the info holds only as an e-mail.
 */
export async function peopleByEmail(
  handle: DatabaseHandle,
  emails: readonly string[],
): Promise<Map<string, { customerId: number; name: string; email: string }>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter((e) => e !== '');
  if (wanted.length === 0) return new Map();
  const rows = await handle.rows<{ id: number; firstName: string; lastName: string; email: string }>(sql`
    SELECT DISTINCT ON (lower(email_address)) id, first_name AS "firstName", last_name AS "lastName",
      email_address AS email
    FROM customers WHERE lower(email_address) = ANY(${sql.param(wanted)}::text[])
    ORDER BY lower(email_address), id`);
  return new Map(
    rows.map((r) => [r.email.toLowerCase(), { customerId: Number(r.id), name: fullName(r), email: r.email }]),
  );
}

/** The people of a company with their limit info and record version, by name. */
export async function companyPeopleWithLimits(
  handle: DatabaseHandle,
  companyId: number,
): Promise<(LimitPerson & { version: number })[]> {
  const rows = await handle.rows<{
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    version: number;
  }>(sql`
    SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email_address AS email, c.version
    FROM customers c JOIN customer_companies m ON m.customer_id = c.id AND m.company_id = ${companyId}
    ORDER BY c.last_name, c.first_name, c.id`);
  const info = await limitPeopleOf(
    handle,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    customerId: Number(r.id),
    name: fullName(r),
    email: r.email,
    info: info.get(Number(r.id))?.info ?? {},
    version: Number(r.version),
  }));
}

/** One customer's new limit info: the AmountLimit text (null removes it) and, when given, the attestant. */
export interface LimitInfoChange {
  customerId: number;
  amountLimit: string | null;
  /** undefined: left as it is; null: removed. */
  amountLimitAttestant?: string | null | undefined;
}

async function setInfoValue(tx: TransactionHandle, customerId: number, key: string, value: string | null) {
  await tx.db.execute(sql`DELETE FROM customer_info WHERE customer_id = ${customerId} AND key = ${key}`);
  if (value !== null)
    await tx.db.execute(
      sql`INSERT INTO customer_info (customer_id, key, value) VALUES (${customerId}, ${key}, ${value})`,
    );
}

/** Writes the changes in the caller's transaction and bumps each customer's version (their record changed). */
export async function writeLimitInfo(tx: TransactionHandle, changes: readonly LimitInfoChange[]) {
  for (const change of changes) {
    await setInfoValue(tx, change.customerId, 'AmountLimit', change.amountLimit);
    if (change.amountLimitAttestant !== undefined)
      await setInfoValue(tx, change.customerId, 'AmountLimitAttestant', change.amountLimitAttestant);
    await tx.db.execute(sql`UPDATE customers SET version = version + 1 WHERE id = ${change.customerId}`);
  }
}
