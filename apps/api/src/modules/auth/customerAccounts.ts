import { type DatabaseHandle, schema } from '@workwear/db';
import { eq, inArray } from 'drizzle-orm';

const { accounts } = schema;

/** A customer's sign-in account as the customer call shows it; null when they have none. */
export async function accountOfCustomer(handle: DatabaseHandle, customerId: number) {
  const [row] = await handle.db
    .select({
      id: accounts.id,
      loginName: accounts.loginName,
      roleId: accounts.roleId,
      isActive: accounts.isActive,
    })
    .from(accounts)
    .where(eq(accounts.customerId, customerId));
  return row ?? null;
}

/** The role and state of the accounts of these customers, by customer id (none for one without). */
export async function accountStatesOf(
  handle: DatabaseHandle,
  customerIds: readonly number[],
): Promise<Map<number, { roleId: number; isActive: boolean }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await handle.db
    .select({ customerId: accounts.customerId, roleId: accounts.roleId, isActive: accounts.isActive })
    .from(accounts)
    .where(inArray(accounts.customerId, [...customerIds]));
  return new Map(rows.map(({ customerId, ...state }) => [customerId, state]));
}
