import { createHash } from 'node:crypto';
import { conflict, DomainError } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';
import { SQL_STATE, sqlStateOf } from './sqlState';
import { type TransactionHandle, type UnitOfWorkOptions, unitOfWork } from './unitOfWork';

/** How long a key is remembered: a client retrying a POST does so within minutes, not days. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request with its key before answering 'conflict'. */
export const IDEMPOTENCY_WAIT_MS = 10_000;

/** What the first request answered, kept to answer its repeats. The body must be JSON data. */
export interface StoredResponse<S extends number = number, B = unknown> {
  status: S;
  body: B;
}

export interface IdempotentOutcome<S extends number = number, B = unknown> extends StoredResponse<S, B> {
  /** True when this is the stored answer of an earlier request, not a new effect. */
  replayed: boolean;
}

export interface IdempotencyRequest {
  /** Whose key it is (principalKey of the request context): two principals never share a key. */
  principal: string;
  /** The use case, e.g. 'order.send': one key may be used once per operation. */
  operation: string;
  key: string;
  /** hashRequest of the request body: a repeat must carry the same one. */
  requestHash: string;
  ttlMs?: number;
  waitMs?: number;
}

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, (v as Record<string, unknown>)[k]]),
          )
        : v,
    ) ?? 'null'
  );
}

/** sha256 (hex) of the canonical JSON of a request body. */
export const hashRequest = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * Runs effect at most once per (principal, operation, key). The key row is written first, inside the
 * same transaction as the effect, and completed with the effect's response before commit:
 * - a repeat after the commit finds the row and gets the stored response (replayed: true);
 * - a concurrent repeat blocks on the row's primary key until the first commits, then does the same;
 *   if the first rolled back it finds no row and runs the effect itself; if the first takes longer
 *   than waitMs it gets 'conflict' (409) and no effect;
 * - the same key with another request body gets 'unprocessable' (422);
 * - an expired key is taken over as if new.
 * A failed effect (a thrown error) rolls back with its key, so the client may retry it. The whole runs
 * as a unit of work (retried on serialization failure) unless handle is already one.
 */
export async function runIdempotent<S extends number, B>(
  handle: DatabaseHandle,
  request: IdempotencyRequest,
  effect: (tx: TransactionHandle) => Promise<StoredResponse<S, B>>,
  options: UnitOfWorkOptions = {},
): Promise<IdempotentOutcome<S, B>> {
  return unitOfWork(
    handle,
    async (tx) => {
      if (!(await claimKey(tx, request))) return replay<S, B>(tx, request);
      const response = await effect(tx);
      await tx.db.execute(sql`
        UPDATE idempotency_keys
        SET state = 'completed', response_status = ${response.status}, response_body = ${canonicalJson(response.body)}::jsonb
        WHERE principal = ${request.principal} AND operation = ${request.operation} AND key = ${request.key}`);
      return { ...response, replayed: false };
    },
    options,
  );
}

/** Inserts the key row (or takes over an expired one); false when a live row already holds the key. */
async function claimKey(tx: TransactionHandle, request: IdempotencyRequest): Promise<boolean> {
  const ttlSeconds = (request.ttlMs ?? IDEMPOTENCY_TTL_MS) / 1000;
  const waitMs = request.waitMs ?? IDEMPOTENCY_WAIT_MS;
  // Bound only this statement's wait for a concurrent holder of the key; the effect keeps the caller's.
  const [before] = await tx.rows<{ timeout: string }>(sql`SELECT current_setting('lock_timeout') AS timeout`);
  await tx.db.execute(
    sql`SELECT set_config('lock_timeout', ${`${Math.max(1, Math.round(waitMs))}ms`}, true)`,
  );
  let claimed: { claimed: boolean }[];
  try {
    claimed = await tx.rows<{ claimed: boolean }>(sql`
      INSERT INTO idempotency_keys (principal, operation, key, request_hash, state, expires_at)
      VALUES (${request.principal}, ${request.operation}, ${request.key}, ${request.requestHash}, 'pending',
              now() + make_interval(secs => ${ttlSeconds}))
      ON CONFLICT (principal, operation, key) DO UPDATE
        SET request_hash = excluded.request_hash, state = 'pending', response_status = NULL,
            response_body = NULL, created_at = now(), expires_at = excluded.expires_at
        WHERE idempotency_keys.expires_at <= now()
      RETURNING true AS claimed`);
  } catch (error) {
    if (sqlStateOf(error) === SQL_STATE.lockNotAvailable) throw stillRunning();
    throw error;
  }
  await tx.db.execute(sql`SELECT set_config('lock_timeout', ${before?.timeout ?? '0'}, true)`);
  return claimed.length > 0;
}

/** The answer for a key that a committed request already holds. */
async function replay<S extends number, B>(
  tx: TransactionHandle,
  request: IdempotencyRequest,
): Promise<IdempotentOutcome<S, B>> {
  const [row] = await tx.rows<{
    request_hash: string;
    state: string;
    response_status: number | null;
    response_body: unknown;
  }>(sql`
    SELECT request_hash, state, response_status, response_body FROM idempotency_keys
    WHERE principal = ${request.principal} AND operation = ${request.operation} AND key = ${request.key}`);
  if (!row) throw stillRunning();
  if (row.request_hash !== request.requestHash) {
    throw new DomainError(
      'unprocessable',
      'This Idempotency-Key was already used with a different request body: use a new key for a new request.',
      [{ field: 'Idempotency-Key', message: 'already used with a different request body' }],
    );
  }
  if (row.state !== 'completed' || row.response_status === null) throw stillRunning();
  // Stored by runIdempotent from this operation's own response, so it has the effect's types.
  return { status: row.response_status as S, body: row.response_body as B, replayed: true };
}

const stillRunning = () =>
  conflict('A request with this Idempotency-Key is still being processed: try again in a moment.');

/** Deletes expired keys in batches (no long lock on the table); returns how many went. */
export async function purgeExpiredIdempotencyKeys(handle: DatabaseHandle, batch = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await handle.rows<{ key: string }>(sql`
      DELETE FROM idempotency_keys WHERE ctid IN (
        SELECT ctid FROM idempotency_keys WHERE expires_at <= now() LIMIT ${batch})
      RETURNING key`);
    total += deleted.length;
    if (deleted.length < batch) return total;
  }
}
