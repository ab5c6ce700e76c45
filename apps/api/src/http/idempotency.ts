import {
  type DatabaseHandle,
  IDEMPOTENCY_TTL_MS,
  type IdempotentOutcome,
  purgeExpiredIdempotencyKeys,
} from '@workwear/db';
import { invalidParameter } from '@workwear/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
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

/** The request's Idempotency-Key where the call cannot run without one (400 naming the header). */
export function requiredIdempotencyKey(c: Context): string {
  const key = idempotencyKeyOf(c);
  if (key === undefined) throw invalidParameter(IDEMPOTENCY_KEY_HEADER, 'is required for this call');
  return key;
}

/** Answers a use case's idempotent outcome: its status and body, marked when it is a stored answer. */
export function answerIdempotent<S extends ContentfulStatusCode, B>(
  c: Context<AppEnv>,
  outcome: IdempotentOutcome<S, B>,
) {
  if (outcome.replayed) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return c.json(outcome.body, outcome.status);
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
