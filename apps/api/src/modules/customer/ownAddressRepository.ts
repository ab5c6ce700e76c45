import { type DatabaseHandle, schema, type TransactionHandle } from '@workwear/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';

const { customerAddresses, customers } = schema;

/** The SQL of a person's own addresses as they edit them (customer_addresses), and their details. */

export type OwnAddressValues = {
  careOf: string | null;
  addressLine1: string;
  addressLine2: string | null;
  zipCode: string;
  city: string;
  region: string | null;
  countryId: number;
};

export const ADDRESS_COLUMNS = {
  id: customerAddresses.id,
  careOf: customerAddresses.careOf,
  addressLine1: customerAddresses.addressLine1,
  addressLine2: customerAddresses.addressLine2,
  zipCode: customerAddresses.zipCode,
  city: customerAddresses.city,
  region: customerAddresses.region,
  countryId: customerAddresses.countryId,
  version: customerAddresses.version,
};

/** Locks the customer's row: their addresses change one request at a time (positions stay whole). */
export async function lockCustomer(tx: TransactionHandle, customerId: number) {
  const [row] = await tx.db
    .select({ id: customers.id, version: customers.version })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

/** One of the customer's addresses (deleted ones too, for the undo), or undefined for anyone else's. */
export async function findOwnAddress(handle: DatabaseHandle, customerId: number, addressId: number) {
  const [row] = await handle.db
    .select({
      ...ADDRESS_COLUMNS,
      position: customerAddresses.position,
      deletedAt: customerAddresses.deletedAt,
    })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return row;
}

/** A new address after the customer's others (the first one is the default). */
export async function insertAddress(tx: TransactionHandle, customerId: number, values: OwnAddressValues) {
  const [row] = await tx.db
    .insert(customerAddresses)
    .values({
      customerId,
      ...values,
      position: sql`(SELECT coalesce(max(position) + 1, 0) FROM customer_addresses WHERE customer_id = ${customerId} AND deleted_at IS NULL)`,
    })
    .returning(ADDRESS_COLUMNS);
  return row!;
}

export async function updateAddress(tx: TransactionHandle, addressId: number, values: OwnAddressValues) {
  const [row] = await tx.db
    .update(customerAddresses)
    .set({ ...values, version: sql`${customerAddresses.version} + 1` })
    .where(eq(customerAddresses.id, addressId))
    .returning(ADDRESS_COLUMNS);
  return row!;
}

export async function setDeleted(tx: TransactionHandle, addressId: number, deletedAt: Date | null) {
  await tx.db
    .update(customerAddresses)
    .set({ deletedAt, version: sql`${customerAddresses.version} + 1` })
    .where(eq(customerAddresses.id, addressId));
}

/** The address first, the others after it in their order: the first is the default. */
export async function makeFirst(tx: TransactionHandle, customerId: number, addressId: number) {
  await tx.db.execute(sql`
    UPDATE customer_addresses a SET position = o.n, version = a.version + 1
    FROM (SELECT id, row_number() OVER (ORDER BY (id = ${addressId}) DESC, position, id) - 1 AS n
          FROM customer_addresses WHERE customer_id = ${customerId} AND deleted_at IS NULL) o
    WHERE a.id = o.id AND a.position <> o.n`);
}

/** The customer's live addresses, the default first (the same order the customer call gives). */
export function liveAddresses(handle: DatabaseHandle, customerId: number) {
  return handle.db
    .select(ADDRESS_COLUMNS)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), isNull(customerAddresses.deletedAt)))
    .orderBy(asc(customerAddresses.position), asc(customerAddresses.id));
}

/** Name, phone and e-mail preferences; the version moves on. */
export async function updateDetails(
  tx: TransactionHandle,
  customerId: number,
  details: Partial<{
    firstName: string;
    lastName: string;
    cellPhone: string | null;
    newsletter: boolean;
    orderStatusMails: boolean;
  }>,
) {
  await tx.db
    .update(customers)
    .set({ ...details, version: sql`${customers.version} + 1` })
    .where(eq(customers.id, customerId));
}
