import { type DatabaseHandle, schema } from '@workwear/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** Which of the given login names have an active account, compared without regard to case. */
export async function activeLoginNames(
  handle: DatabaseHandle,
  logins: readonly string[],
): Promise<Set<string>> {
  if (logins.length === 0) return new Set();
  const lower = sql<string>`lower(${schema.accounts.loginName})`;
  const rows = await handle.db
    .select({ login: lower })
    .from(schema.accounts)
    .where(
      and(
        eq(schema.accounts.isActive, true),
        inArray(
          lower,
          logins.map((l) => l.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.login));
}
