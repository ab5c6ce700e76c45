import {
  type DatabaseHandle,
  hashRequest,
  IDEMPOTENCY_TTL_MS,
  type IdempotentOutcome,
  purgeExpiredIdempotencyKeys,
  runIdempotent,
  type StoredResponse,
  type TransactionHandle,
  unitOfWork,
} from '@workwear/db';
import { invalidParameter } from '@workwear/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { principalKey } from '../context/requestContext';
import type { Logger } from '../logger';
import type { AppEnv } from './appEnv';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a response that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1-255 visible ASCII characters: a UUID, a ULID, or any token a client generates. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, undefined when it sent none; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw invalidParameter(IDEMPOTENCY_KEY_HEADER, 'must be 1 to 255 visible ASCII characters (no spaces)');
  }
  return key;
}

export interface IdempotentOptions {
  handle: DatabaseHandle;
  /** The use case, e.g. 'order.send'. */
  operation: string;
  /** The validated request body: a repeat of the key must send the same one (compared as canonical JSON). */
  body: unknown;
  /** Refuse requests without a key (400) instead of running them unprotected. */
  required?: boolean;
  /** Default 24 h (IDEMPOTENCY_TTL_MS). */
  ttlMs?: number;
  /** How long a concurrent duplicate waits for the first before a 409; default 10 s. */
  waitMs?: number;
}

/**
 * Runs a POST's effect as one unit of work, at most once per Idempotency-Key: a repeat with the same
 * body gets the stored status and body (with `Idempotent-Replayed: true`), another body gets 422, a
 * concurrent duplicate waits for the first or gets 409 (see runIdempotent in @workwear/db). Without
 * the header the effect simply runs as a unit of work. Keys are scoped to the request context's
 * principal. The effect's body must be JSON data.
 *
 *   const result = await idempotent(c, { handle, operation: 'cart.create', body }, (tx) =>
 *     carts.create(tx, body).then((cart) => ({ status: 201, body: cart })));
 *   return c.json(result.body, result.status);
 */
export async function idempotent<S extends ContentfulStatusCode, B>(
  c: Context<AppEnv>,
  options: IdempotentOptions,
  effect: (tx: TransactionHandle) => Promise<StoredResponse<S, B>>,
): Promise<IdempotentOutcome<S, B>> {
  const key = idempotencyKeyOf(c);
  if (key === undefined) {
    if (options.required) throw invalidParameter(IDEMPOTENCY_KEY_HEADER, 'is required for this call');
    return { ...(await unitOfWork(options.handle, effect)), replayed: false };
  }
  const outcome = await runIdempotent(
    options.handle,
    {
      principal: principalKey(c.var.ctx.principal),
      operation: options.operation,
      key,
      requestHash: hashRequest(options.body),
      ...(options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}),
      ...(options.waitMs !== undefined ? { waitMs: options.waitMs } : {}),
    },
    effect,
  );
  if (outcome.replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return outcome;
}

/**
 * Deletes expired idempotency keys every interval (hourly by default; keys live IDEMPOTENCY_TTL_MS).
 * The first purge runs one interval after start, never on the start path. Returns a stop function.
 */
export function scheduleIdempotencyPurge(
  handle: DatabaseHandle,
  logger: Logger,
  intervalMs = Math.min(IDEMPOTENCY_TTL_MS, 60 * 60 * 1000),
): () => void {
  const timer = setInterval(() => {
    purgeExpiredIdempotencyKeys(handle).then(
      (purged) => {
        if (purged > 0) logger.info({ purged }, 'Purged expired idempotency keys');
      },
      (error: unknown) => logger.warn({ err: error }, 'Purging expired idempotency keys failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
