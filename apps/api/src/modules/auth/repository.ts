import { type DatabaseHandle, schema, type TransactionHandle } from '@workwear/db';
import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';

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

const { refreshTokens, loginThrottle, passwordResets } = schema;

export async function updatePasswordHash(handle: DatabaseHandle, accountId: number, passwordHash: string) {
  await handle.db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

export async function insertSession(
  handle: DatabaseHandle,
  session: {
    id: string;
    accountId: number;
    companyId: number | null;
    market: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await handle.db.insert(authSessions).values({
    id: session.id,
    accountId: session.accountId,
    companyId: session.companyId,
    marketName: session.market,
    createdAt: session.now,
    lastUsedAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export async function setSessionCompany(
  handle: DatabaseHandle,
  sessionId: string,
  companyId: number,
  now: Date,
) {
  await handle.db
    .update(authSessions)
    .set({ companyId, lastUsedAt: now })
    .where(eq(authSessions.id, sessionId));
}

export async function touchSession(handle: DatabaseHandle, sessionId: string, now: Date) {
  await handle.db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, sessionId));
}

/** Revokes one session (if not already); answers whether it was standing. */
export async function revokeSession(handle: DatabaseHandle, sessionId: string, reason: string, now: Date) {
  const rows = await handle.db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Revokes every standing session of an account; answers their ids. */
export async function revokeAccountSessions(
  handle: DatabaseHandle,
  accountId: number,
  reason: string,
  now: Date,
) {
  const rows = await handle.db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.accountId, accountId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.map((r) => r.id);
}

export async function insertRefreshToken(
  handle: DatabaseHandle,
  token: { hash: string; sessionId: string; now: Date; expiresAt: Date },
) {
  await handle.db.insert(refreshTokens).values({
    tokenHash: token.hash,
    sessionId: token.sessionId,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

/** A refresh token with its session, the token's row locked until the transaction ends. */
export async function lockRefreshToken(handle: DatabaseHandle, tokenHash: string) {
  const [row] = await handle.db
    .select({
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      successorHash: refreshTokens.successorHash,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRotated(
  handle: DatabaseHandle,
  tokenHash: string,
  successorHash: string,
  now: Date,
) {
  await handle.db
    .update(refreshTokens)
    .set({ rotatedAt: now, successorHash })
    .where(eq(refreshTokens.tokenHash, tokenHash));
}

/** Ends the session's other live refresh tokens by `until` (after a company switch issued a new one). */
export async function expireLiveTokensOf(
  handle: DatabaseHandle,
  sessionId: string,
  until: Date,
  except: string,
) {
  await handle.db
    .update(refreshTokens)
    .set({ expiresAt: until })
    .where(
      and(
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, until),
        ne(refreshTokens.tokenHash, except),
      ),
    );
}

export async function sessionOfToken(handle: DatabaseHandle, tokenHash: string) {
  const [row] = await handle.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.sessionId;
}

export type ThrottleRow = { key: string; failures: number; lastFailureAt: Date; blockedUntil: Date | null };

/**
 * The throttle rows of keys, created empty where missing, locked until the transaction ends. Keys are
 * created and locked in sorted order, so concurrent attempts on overlapping keys never deadlock.
 */
export async function lockThrottleKeys(handle: TransactionHandle, keys: string[]): Promise<ThrottleRow[]> {
  const sorted = [...new Set(keys)].sort();
  await handle.db
    .insert(loginThrottle)
    .values(sorted.map((key) => ({ key, failures: 0 })))
    .onConflictDoNothing();
  return handle.db
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      lastFailureAt: loginThrottle.lastFailureAt,
      blockedUntil: loginThrottle.blockedUntil,
    })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, sorted))
    .orderBy(asc(loginThrottle.key))
    .for('update');
}

export async function saveThrottleRow(handle: TransactionHandle, row: ThrottleRow) {
  const { key, ...counts } = row;
  await handle.db.update(loginThrottle).set(counts).where(eq(loginThrottle.key, key));
}

/**
 * Takes back one counted failure of key (an attempt that succeeded); unblocks it when within free. A
 * key left with no failure is deleted, so addresses that only ever sign in keep no row.
 */
export async function refundFailure(handle: DatabaseHandle, key: string, free: number) {
  await handle.db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.key, key), lte(loginThrottle.failures, 1)));
  await handle.db
    .update(loginThrottle)
    .set({
      failures: sql`${loginThrottle.failures} - 1`,
      blockedUntil: sql`CASE WHEN ${loginThrottle.failures} - 1 <= ${free} THEN NULL ELSE ${loginThrottle.blockedUntil} END`,
    })
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.failures, 1)));
}

export async function clearThrottle(handle: DatabaseHandle, key: string) {
  await handle.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

export async function insertPasswordReset(
  handle: DatabaseHandle,
  reset: { hash: string; accountId: number; now: Date; expiresAt: Date },
) {
  await handle.db.insert(passwordResets).values({
    tokenHash: reset.hash,
    accountId: reset.accountId,
    createdAt: reset.now,
    expiresAt: reset.expiresAt,
  });
}

/** Ends every reset link of the account not used yet: a newer link or a new password replaces them. */
export async function endPasswordResets(handle: DatabaseHandle, accountId: number, now: Date) {
  await handle.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}

/** Whether the account has a reset link created at that instant (an outbox entry delivered again). */
export async function hasResetCreatedAt(handle: DatabaseHandle, accountId: number, createdAt: Date) {
  const [row] = await handle.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.accountId, accountId), eq(passwordResets.createdAt, createdAt)));
  return row !== undefined;
}

/** Locks the account's row: the links of one account are replaced one request at a time. */
export async function lockAccount(handle: TransactionHandle, accountId: number) {
  await handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** A reset link's row with its account's login name, locked until the transaction ends. */
export async function lockPasswordReset(handle: DatabaseHandle, tokenHash: string) {
  const [row] = await handle.db
    .select({
      id: passwordResets.id,
      accountId: passwordResets.accountId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      loginName: accounts.loginName,
      isActive: accounts.isActive,
    })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .for('update', { of: passwordResets });
  return row;
}

export async function setPassword(
  handle: DatabaseHandle,
  accountId: number,
  passwordHash: string,
  now: Date,
) {
  await handle.db
    .update(accounts)
    .set({ passwordHash, passwordChangedAt: now, version: sql`${accounts.version} + 1` })
    .where(eq(accounts.id, accountId));
}

/** The account behind a session, with the session's company and market (the password change's). */
export async function accountOfSession(handle: DatabaseHandle, sessionId: string) {
  const [row] = await handle.db
    .select({
      accountId: accounts.id,
      loginName: accounts.loginName,
      passwordHash: accounts.passwordHash,
      companyId: authSessions.companyId,
      market: authSessions.marketName,
    })
    .from(authSessions)
    .innerJoin(accounts, eq(accounts.id, authSessions.accountId))
    .where(eq(authSessions.id, sessionId));
  return row;
}
