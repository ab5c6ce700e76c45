import {
  type DatabaseHandle,
  hashRequest,
  type IdempotentOutcome,
  runIdempotent,
  type StoredResponse,
  type TransactionHandle,
  unitOfWork,
} from '@workwear/db';
import { type Principal, principalKey } from './requestContext';

export interface IdempotentWrite {
  /** The use case, e.g. 'order.send': one key may be used once per operation. */
  operation: string;
  /** The client's key; without one the write simply runs as a unit of work. */
  key: string | undefined;
  /** The validated request body: a repeat of the key must send the same one (compared as canonical JSON). */
  body: unknown;
  /** Default 24 h (IDEMPOTENCY_TTL_MS). */
  ttlMs?: number;
  /** How long a concurrent duplicate waits for the first before 'conflict'; default 10 s. */
  waitMs?: number;
}

/**
 * A use case's write as its own unit of work, at most once per idempotency key of the principal: the
 * key's record and the effect commit together, so a repeat gets the stored answer (replayed), another
 * body 'unprocessable', a concurrent duplicate waits for the first or gets 'conflict' (runIdempotent).
 * The effect's body must be JSON data.
 */
export async function idempotentWrite<S extends number, B>(
  handle: DatabaseHandle,
  principal: Principal,
  write: IdempotentWrite,
  effect: (tx: TransactionHandle) => Promise<StoredResponse<S, B>>,
): Promise<IdempotentOutcome<S, B>> {
  if (write.key === undefined) return { ...(await unitOfWork(handle, effect)), replayed: false };
  return runIdempotent(
    handle,
    {
      principal: principalKey(principal),
      operation: write.operation,
      key: write.key,
      requestHash: hashRequest(write.body),
      ...(write.ttlMs !== undefined ? { ttlMs: write.ttlMs } : {}),
      ...(write.waitMs !== undefined ? { waitMs: write.waitMs } : {}),
    },
    effect,
  );
}
