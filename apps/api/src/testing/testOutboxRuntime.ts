import type { DatabaseHandle } from '@workwear/db';
import { createOutboxRuntime, type OutboxRuntimeOptions } from '../composition/outboxRuntime';
import { createLogger } from '../logger';

/**
 * The outbox of a test: silent, polling once a minute so that only the test's wake() delivers, and
 * retrying after 30 s; `options` sets what a test needs beside that (an SMTP peer, handlers, a clock).
 */
export function testOutboxRuntime(handle: DatabaseHandle, options: Partial<OutboxRuntimeOptions> = {}) {
  return createOutboxRuntime({
    handle,
    logger: createLogger('silent'),
    sender: { name: 'Workwear Shop', address: 'no-reply@workwear.test' },
    pollMs: 60_000,
    batchSize: 20,
    leaseMs: 120_000,
    maxAttempts: 3,
    retryBaseMs: 30_000,
    ...options,
  });
}
