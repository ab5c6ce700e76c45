import type { OutboxEntry, OutboxStore } from '@workwear/db';
import type { Logger } from '../logger';
import type { TopicHandler } from './outboxHandler';

export interface OutboxWorkerOptions {
  store: OutboxStore;
  /** One per topic, made with defineOutboxHandler. */
  handlers: readonly TopicHandler[];
  logger: Logger;
  /** Milliseconds between polls when nothing wakes the worker. */
  pollMs: number;
  /** Entries claimed (and delivered side by side) at a time. */
  batchSize: number;
  clock?: () => Date;
}

/** Batches one pass takes at most before giving the event loop (and the next poll) a turn. */
const MAX_BATCHES_PER_PASS = 50;

/**
 * Delivers outbox entries in the API process. It polls every `pollMs`, and `wake()` starts a pass at
 * once (after a commit that enqueued something). Several processes may run one each: claims use
 * FOR UPDATE SKIP LOCKED, so each entry goes to one worker per attempt.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { store, logger, pollMs, batchSize } = options;
  const clock = options.clock ?? (() => new Date());
  const handlers = new Map(options.handlers.map((h) => [h.topic, h]));
  if (handlers.size !== options.handlers.length) throw new Error('Two outbox handlers share a topic');

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function deliverOne(entry: OutboxEntry): Promise<void> {
    const log = { outboxId: entry.id, topic: entry.topic, attempt: entry.attempts };
    const handler = handlers.get(entry.topic);
    if (!handler) {
      // Retried: a process that knows the topic (a newer version during a rolling deploy) may take it.
      return fail(entry, `No handler for topic '${entry.topic}'`, false, log);
    }
    const delivery = handler.prepare(entry.payload);
    // No retry mends a malformed payload: given up at once.
    if (!delivery.ok) return fail(entry, `Invalid payload: ${delivery.error}`, true, log);
    try {
      await delivery.deliver({
        outboxId: entry.id,
        createdAt: entry.createdAt,
        attempt: entry.attempts,
      });
    } catch (error) {
      return fail(entry, error instanceof Error ? error.message : String(error), false, log);
    }
    await store.markDelivered(entry, clock());
    logger.debug(log, 'Outbox entry delivered');
  }

  async function fail(entry: OutboxEntry, message: string, permanent: boolean, log: object): Promise<void> {
    const outcome = await store.recordFailure(entry, message, clock(), { permanent });
    if (outcome.kind === 'failed') logger.error({ ...log, error: message }, 'Outbox entry failed for good');
    else if (outcome.kind === 'retry') {
      logger.warn({ ...log, error: message, retryAt: outcome.at.toISOString() }, 'Outbox delivery failed');
    }
  }

  /** Claims and delivers batches until none is due; returns how many entries it tried. */
  async function pass(): Promise<number> {
    let tried = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
      const entries = await store.claim(clock(), batchSize);
      if (entries.length === 0) break;
      tried += entries.length;
      const results = await Promise.allSettled(entries.map(deliverOne));
      for (const result of results) {
        // Only the bookkeeping can reject here (the database is gone); the lease brings the entry back.
        if (result.status === 'rejected') logger.error({ err: result.reason }, 'Outbox bookkeeping failed');
      }
    }
    return tried;
  }

  /**
   * Runs a pass now, or, when one is under way, makes sure another follows it: an entry committed just
   * after the running pass looked is then still delivered before the returned promise settles.
   */
  function wake(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      let tried = 0;
      try {
        do {
          again = false;
          tried += await pass();
        } while (again);
      } catch (error) {
        logger.error({ err: error }, 'Outbox pass failed; retrying at the next poll');
      } finally {
        running = undefined;
      }
      return tried;
    })();
    running = run;
    return run;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await wake();
      schedule();
    }, pollMs);
    timer.unref();
  }

  return {
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      void wake();
      schedule();
    },
    /** Stops polling and waits for the pass under way; entries it had not claimed stay for the next start. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
