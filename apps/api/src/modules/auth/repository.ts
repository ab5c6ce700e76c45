import { type DatabaseHandle, schema } from '@workwear/db';
import { eq } from 'drizzle-orm';

const { appMeta } = schema;

/** The value under key, writing candidate first when there is none (the first writer wins). */
export async function readOrStoreMeta(
  handle: DatabaseHandle,
  key: string,
  candidate: string,
): Promise<string> {
  await handle.db.insert(appMeta).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await handle.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`app_meta ${key} could not be stored.`);
  return row.value;
}

const { authSessions, accounts } = schema;

/**
 * Whether a session still stands: not revoked, not expired, its account active and its password not
 * changed since the session began. Undefined when no such session exists.
 */
export async function sessionStanding(handle: DatabaseHandle, sessionId: string, now: Date) {
  const [row] = await handle.db
    .select({
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
      createdAt: authSessions.createdAt,
      isActive: accounts.isActive,
      passwordChangedAt: accounts.passwordChangedAt,
    })
    .from(authSessions)
    .innerJoin(accounts, eq(accounts.id, authSessions.accountId))
    .where(eq(authSessions.id, sessionId));
  if (!row) return undefined;
  return (
    row.revokedAt === null &&
    row.expiresAt > now &&
    row.isActive &&
    row.passwordChangedAt.getTime() <= row.createdAt.getTime()
  );
}
