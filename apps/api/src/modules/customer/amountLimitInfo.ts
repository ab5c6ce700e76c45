import { type DatabaseHandle, schema } from '@workwear/db';
import { and, inArray } from 'drizzle-orm';

const { customers, customerInfo } = schema;

/** The info keys amount limits read (spec §3): the limit as decimal text and who lifts it. */
export const AMOUNT_LIMIT_INFO_KEYS = ['AmountLimit', 'AmountLimitAttestant'] as const;

/** A customer as their amount limit sees them: name, e-mail and their AmountLimit info values. */
export interface LimitPerson {
  customerId: number;
  name: string;
  email: string;
  info: Record<string, string>;
}

/**
 * The named customers with their AmountLimit and AmountLimitAttestant info, by id (one missing from
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
    .where(
      and(inArray(customerInfo.customerId, ids), inArray(customerInfo.key, [...AMOUNT_LIMIT_INFO_KEYS])),
    );
  const found = new Map<number, LimitPerson>(
    people.map((p) => [
      p.id,
      {
        customerId: p.id,
        name: `${p.firstName} ${p.lastName}`.trim(),
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
