import { createOutboxStore, DEFAULT_OUTBOX_RETRY, enqueue, schema, unitOfWork } from '@workwear/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { sendMail } from '../modules/mail';
import { type OutboxDatabase, outboxDatabase } from '../testing/outboxDatabase';
import { type SmtpPeer, startSmtpPeer } from '../testing/smtpPeer';
import { testOutboxRuntime } from '../testing/testOutboxRuntime';
import { defineOutboxHandler } from './outboxHandler';
import { createOutboxWorker } from './outboxWorker';

const logger = createLogger('silent');
const SECOND = 1000;

describe('outbox worker', () => {
  let db: OutboxDatabase;

  beforeAll(async () => {
    db = await outboxDatabase();
  });
  afterAll(() => db.close());
  beforeEach(() => db.clearOutbox());

  /** A handler that records which worker delivered which entry. */
  function recordingWorker(name: string, handleIndex: 0 | 1, deliveries: { id: number; worker: string }[]) {
    const store = createOutboxStore(db.handles[handleIndex], {
      retry: DEFAULT_OUTBOX_RETRY,
      leaseMs: 120 * SECOND,
    });
    const handler = defineOutboxHandler({
      topic: 'test.record',
      payload: z.object({ n: z.number().int() }),
      async deliver(_payload, info) {
        deliveries.push({ id: info.outboxId, worker: name });
        // Gives the other worker's claims a chance to interleave, as real delivery work would.
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    return createOutboxWorker({ store, handlers: [handler], logger, pollMs: 60_000, batchSize: 5 });
  }

  it('delivers each entry exactly once when two workers on two pools drain the same entries', async (ctx) => {
    if (!db.concurrent) ctx.skip('needs the PostgreSQL server: PGlite has one connection');
    const ids = await unitOfWork(db.handles[0], async (tx) => {
      const out: number[] = [];
      for (let n = 0; n < 300; n++) out.push(await enqueue(tx, 'test.record', { n }));
      return out;
    });
    const deliveries: { id: number; worker: string }[] = [];
    const workers = [recordingWorker('a', 0, deliveries), recordingWorker('b', 1, deliveries)];
    await Promise.all(workers.map((w) => w.wake()));

    expect(deliveries.map((d) => d.id).sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(deliveries.map((d) => d.worker))).toEqual(new Set(['a', 'b']));
    // All recorded as delivered: nothing left to deliver.
    const store = createOutboxStore(db.handles[0], { retry: DEFAULT_OUTBOX_RETRY, leaseMs: 1 });
    expect(await store.pending(10)).toEqual([]);
  });

  it('never delivers an entry enqueued in a transaction that rolled back', async () => {
    await expect(
      unitOfWork(db.handles[0], async (tx) => {
        await enqueue(tx, 'test.record', { n: 1 });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    const committed = await unitOfWork(db.handles[0], (tx) => enqueue(tx, 'test.record', { n: 2 }));

    const deliveries: { id: number; worker: string }[] = [];
    await recordingWorker('a', 0, deliveries).wake();
    expect(deliveries.map((d) => d.id)).toEqual([committed]);
  });

  describe('with an SMTP server that refuses every recipient', () => {
    let peer: SmtpPeer;
    beforeAll(async () => {
      peer = await startSmtpPeer({ rejectRecipients: true });
    });
    afterAll(() => peer.close());

    it('retries with back-off and finally records the entry as failed', async () => {
      let now = new Date(0);
      const runtime = testOutboxRuntime(db.handles[0], {
        logger,
        smtpUrl: peer.url,
        batchSize: 10,
        // What the back-off asserted below counts on, though the test outbox has the same.
        leaseMs: 120 * SECOND,
        maxAttempts: 3,
        retryBaseMs: 30 * SECOND,
        random: () => 0,
        clock: () => now,
      });
      const id = await unitOfWork(db.handles[0], (tx) =>
        sendMail(tx, {
          to: 'gone@example.test',
          language: 'pl',
          template: 'sample',
          data: { name: 'Łucja' },
        }),
      );
      now = await db.databaseNow();
      const row = async () => {
        const [r] = await db.handles[0].db.select().from(schema.outbox).where(eq(schema.outbox.id, id));
        return r!;
      };

      expect(await runtime.worker.wake()).toBe(1);
      expect(peer.recipientsOffered).toEqual(['gone@example.test']);
      expect(await row()).toMatchObject({ attempts: 1, failedAt: null, deliveredAt: null });
      expect((await row()).lastError).toMatch(/550/);
      expect((await row()).availableAt).toEqual(new Date(now.getTime() + 30 * SECOND));

      now = new Date(now.getTime() + 29 * SECOND);
      expect(await runtime.worker.wake()).toBe(0);

      now = new Date(now.getTime() + SECOND);
      expect(await runtime.worker.wake()).toBe(1);
      expect((await row()).availableAt).toEqual(new Date(now.getTime() + 60 * SECOND));

      now = new Date(now.getTime() + 60 * SECOND);
      expect(await runtime.worker.wake()).toBe(1);
      expect(await row()).toMatchObject({ attempts: 3, failedAt: now, deliveredAt: null });
      expect(peer.recipientsOffered).toHaveLength(3);

      now = new Date(now.getTime() + 24 * 3600 * SECOND);
      expect(await runtime.worker.wake()).toBe(0);
      expect((await runtime.store.failed(10)).map((e) => e.id)).toEqual([id]);
      await runtime.stop();
    });
  });
});
