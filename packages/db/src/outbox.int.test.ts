import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { migrateDatabase } from './migrate';
import { createOutboxStore, enqueue, type OutboxStore } from './outbox';
import { outbox } from './schema/writes';
import { databaseTargets } from './testing/databaseTargets';
import { inTransaction } from './unitOfWork';

const targets = databaseTargets('outbox_test', 10);

const SECOND = 1000;
const retry = { maxAttempts: 3, baseDelayMs: 30 * SECOND, maxDelayMs: 3600 * SECOND, jitter: 0.1 };
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function enqueueMany(handle: DatabaseHandle, count: number): Promise<number[]> {
  return inTransaction(handle, async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++)
      ids.push(await enqueue(tx, 'test.topic', { n: i, text: 'Zażółć ģērbšanās' }));
    return ids;
  });
}

describe.each(targets)('outbox store on $name', ({ name, open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let store: OutboxStore;
  let t0: Date;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
    // No jitter: the back-off below is asserted to the millisecond.
    store = createOutboxStore(handle, { retry, leaseMs: 120 * SECOND, random: () => 0 });
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await handle.db.execute(sql`DELETE FROM outbox`);
    // The database's clock: entries are due from their insert time on.
    const [row] = await handle.rows<{ now: Date | string }>(sql`SELECT now() AS now`);
    t0 = at(new Date(row!.now), 60 * SECOND);
  });

  it('keeps an entry only when its transaction commits', async () => {
    await expect(
      inTransaction(handle, async (tx) => {
        await enqueue(tx, 'test.topic', { kept: false });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [committed] = await enqueueMany(handle, 1);

    const claimed = await store.claim(t0, 10);
    expect(claimed.map((e) => e.id)).toEqual([committed]);
    expect(claimed[0]).toMatchObject({
      topic: 'test.topic',
      attempts: 1,
      payload: { n: 0, text: 'Zażółć ģērbšanās' },
    });
    expect(await store.claim(t0, 10)).toEqual([]);
  });

  it('claims an entry due within the millisecond of the worker clock (the database counts microseconds)', async () => {
    const [id] = await enqueueMany(handle, 1);
    await handle.db.execute(
      sql`UPDATE outbox SET available_at = '2026-11-25 08:00:00.000400+00' WHERE id = ${id}`,
    );
    expect(await store.claim(new Date('2026-11-25T07:59:59.999Z'), 10)).toEqual([]);
    expect((await store.claim(new Date('2026-11-25T08:00:00.000Z'), 10)).map((e) => e.id)).toEqual([id]);
  });

  it('leases a claimed entry: not claimed again until the lease runs out, then claimed as a new attempt', async () => {
    const [id] = await enqueueMany(handle, 1);
    expect((await store.claim(t0, 10)).map((e) => e.id)).toEqual([id]);
    expect(await store.claim(at(t0, 119 * SECOND), 10)).toEqual([]);
    // The worker holding it died: the entry comes back, so it is still delivered at least once.
    const again = await store.claim(at(t0, 121 * SECOND), 10);
    expect(again.map((e) => [e.id, e.attempts])).toEqual([[id, 2]]);
  });

  it('backs off 30 s, then 60 s, and records the entry as failed after the last attempt', async () => {
    const [id] = await enqueueMany(handle, 1);
    let now = t0;
    const [first] = await store.claim(now, 1);
    expect(await store.recordFailure(first!, '421 try later', now)).toEqual({
      kind: 'retry',
      at: at(now, 30 * SECOND),
    });
    expect(await store.claim(at(now, 29 * SECOND), 1)).toEqual([]);

    now = at(now, 30 * SECOND);
    const [second] = await store.claim(now, 1);
    expect(second?.attempts).toBe(2);
    expect(await store.recordFailure(second!, '421 try later', now)).toEqual({
      kind: 'retry',
      at: at(now, 60 * SECOND),
    });
    expect(await store.claim(at(now, 59 * SECOND), 1)).toEqual([]);

    now = at(now, 60 * SECOND);
    const [third] = await store.claim(now, 1);
    expect(await store.recordFailure(third!, '550 no such user', now)).toEqual({ kind: 'failed' });
    expect(await store.claim(at(now, 24 * 3600 * SECOND), 1)).toEqual([]);

    const [failed] = await store.failed(10);
    expect(failed).toMatchObject({ id, attempts: 3, lastError: '550 no such user', failedAt: now });
    expect(await store.pending(10)).toEqual([]);
  });

  it('gives up at once on a permanent failure', async () => {
    await enqueueMany(handle, 1);
    const [entry] = await store.claim(t0, 1);
    expect(await store.recordFailure(entry!, 'Invalid payload', t0, { permanent: true })).toEqual({
      kind: 'failed',
    });
    expect((await store.failed(10)).map((e) => e.attempts)).toEqual([1]);
  });

  it('ignores the record of a worker whose lease ran out and whose entry another worker took', async () => {
    const [id] = await enqueueMany(handle, 1);
    const [stale] = await store.claim(t0, 1);
    const [current] = await store.claim(at(t0, 121 * SECOND), 1);
    expect(await store.recordFailure(stale!, 'late', at(t0, 122 * SECOND))).toEqual({ kind: 'stale' });
    await store.markDelivered(current!, at(t0, 122 * SECOND));
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(row).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
    expect(row?.deliveredAt).toEqual(at(t0, 122 * SECOND));
  });

  it('lists entries still to deliver, the one waiting out a back-off included', async () => {
    const ids = await enqueueMany(handle, 3);
    const [first] = await store.claim(t0, 1);
    await store.recordFailure(first!, 'timeout', t0);
    await store.markDelivered((await store.claim(t0, 1))[0]!, t0);
    const pending = await store.pending(10);
    expect(pending.map((e) => e.id)).toEqual([ids[2], ids[0]]);
    expect(pending[1]).toMatchObject({ attempts: 1, lastError: 'timeout', failedAt: null });
  });

  it.skipIf(name === 'PGlite')(
    'gives each entry to one claimer when claims run at the same moment (FOR UPDATE SKIP LOCKED)',
    async () => {
      const ids = await enqueueMany(handle, 200);
      // Eight claims on eight connections at once, each for more than its share.
      const batches = await Promise.all(Array.from({ length: 8 }, () => store.claim(t0, 40)));
      const claimed = batches.flat().map((e) => e.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.length).toBeLessThanOrEqual(200);
      // Whatever a busy claimer skipped is there for the next round.
      const rest = await store.claim(t0, 200);
      expect([...claimed, ...rest.map((e) => e.id)].sort((a, b) => a - b)).toEqual(ids);
      expect(batches.filter((b) => b.length > 0).length).toBeGreaterThan(1);
    },
  );
});
