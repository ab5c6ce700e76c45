import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { isTransientConflict } from './retry';
import { sqlStateOf } from './sqlState';
import { databaseTargets, ONE_CONNECTION } from './testing/databaseTargets';
import { inTransaction, type TransactionHandle, unitOfWork } from './unitOfWork';

const targets = databaseTargets('unit_of_work_test', 4);

/** Resolves for everyone once `parties` have arrived: makes two transactions interleave for certain. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived++;
    if (arrived >= parties) open();
    return opened;
  };
}

/** A repository function: it only ever sees the handle it is given. */
const backendAndTransaction = async (tx: TransactionHandle) =>
  (
    await tx.rows<{ pid: number; xid: string }>(
      sql`SELECT pg_backend_pid() AS pid, txid_current()::text AS xid`,
    )
  )[0];

describe.each(targets)('unit of work on $name', ({ name, open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await handle.db.execute(sql`CREATE TABLE uow_items (id int PRIMARY KEY, label text NOT NULL)`);
    await handle.db.execute(
      sql`CREATE TABLE uow_on_call (doctor text PRIMARY KEY, on_call boolean NOT NULL)`,
    );
    await handle.db.execute(sql`CREATE TABLE uow_accounts (id int PRIMARY KEY, balance int NOT NULL)`);
  });

  afterAll(async () => {
    await dispose?.();
  });

  const labels = async () =>
    (await handle.rows<{ label: string }>(sql`SELECT label FROM uow_items ORDER BY id`)).map((r) => r.label);

  it('commits everything together or nothing, on one connection and one transaction', async () => {
    await unitOfWork(handle, async (tx) => {
      const first = await backendAndTransaction(tx);
      await tx.db.execute(sql`INSERT INTO uow_items VALUES (1, 'Mężczyźni')`);
      // A nested use case joins the outer transaction instead of committing on its own.
      await unitOfWork(tx, async (inner) => {
        expect(await backendAndTransaction(inner)).toEqual(first);
        await inner.db.execute(sql`INSERT INTO uow_items VALUES (2, 'příliš žluťoučký')`);
      });
      expect(await backendAndTransaction(tx)).toEqual(first);
    });
    expect(await labels()).toEqual(['Mężczyźni', 'příliš žluťoučký']);

    await expect(
      unitOfWork(handle, async (tx) => {
        await tx.db.execute(sql`INSERT INTO uow_items VALUES (3, 'ģērbšanās')`);
        await tx.db.execute(sql`INSERT INTO uow_items VALUES (1, 'duplicate')`);
      }),
    ).rejects.toSatisfy((error) => sqlStateOf(error) === '23505');
    expect(await labels()).toEqual(['Mężczyźni', 'příliš žluťoučký']);
  });

  it('retries a real serialization failure of two concurrent SERIALIZABLE transactions', async (ctx) => {
    if (name === 'PGlite') ctx.skip(ONE_CONNECTION);
    await handle.db.execute(sql`INSERT INTO uow_on_call VALUES ('ana', true), ('bo', true)`);
    // Write skew: each doctor may go off call only while another stays on. Both read "two on call"
    // before either writes, so serializable isolation must abort one of them.
    const goOffCall =
      (doctor: string, arrive: () => Promise<void>, attempts: number[]) => async (tx: TransactionHandle) => {
        attempts.push(attempts.length + 1);
        const [row] = await tx.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM uow_on_call WHERE on_call`,
        );
        if (attempts.length === 1) await arrive();
        if ((row?.n ?? 0) < 2) return 'stays';
        await tx.db.execute(sql`UPDATE uow_on_call SET on_call = false WHERE doctor = ${doctor}`);
        return 'off';
      };

    // Without a retry the failure reaches the caller: proof that the scenario provokes a real one.
    const arriveOnce = barrier(2);
    const plain = await Promise.allSettled([
      inTransaction(handle, goOffCall('ana', arriveOnce, []), { isolationLevel: 'serializable' }),
      inTransaction(handle, goOffCall('bo', arriveOnce, []), { isolationLevel: 'serializable' }),
    ]);
    const failed = plain.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(isTransientConflict((failed[0] as PromiseRejectedResult).reason)).toBe(true);
    await handle.db.execute(sql`UPDATE uow_on_call SET on_call = true`);

    const arrive = barrier(2);
    const attempts: number[][] = [[], []];
    const outcomes = await Promise.all([
      unitOfWork(handle, goOffCall('ana', arrive, attempts[0] ?? []), { isolationLevel: 'serializable' }),
      unitOfWork(handle, goOffCall('bo', arrive, attempts[1] ?? []), { isolationLevel: 'serializable' }),
    ]);
    expect(outcomes.sort()).toEqual(['off', 'stays']);
    expect(attempts.map((a) => a.length).sort()).toEqual([1, 2]);
    const [onCall] = await handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM uow_on_call WHERE on_call`,
    );
    expect(onCall?.n).toBe(1);
  });

  it('retries the victim of a real deadlock', async (ctx) => {
    if (name === 'PGlite') ctx.skip(ONE_CONNECTION);
    await handle.db.execute(sql`INSERT INTO uow_accounts VALUES (1, 100), (2, 100)`);
    const arrive = barrier(2);
    let attempts = 0;
    // Opposite lock order on purpose (the shop's rule is to lock by id; this breaks it).
    const transfer = (from: number, to: number) => async (tx: TransactionHandle) => {
      attempts++;
      await tx.db.execute(sql`UPDATE uow_accounts SET balance = balance - 10 WHERE id = ${from}`);
      if (attempts <= 2) await arrive();
      await tx.db.execute(sql`UPDATE uow_accounts SET balance = balance + 10 WHERE id = ${to}`);
    };
    const retried: string[] = [];
    const onRetry = (error: unknown) => retried.push(sqlStateOf(error) ?? '');
    await Promise.all([
      unitOfWork(handle, transfer(1, 2), { onRetry }),
      unitOfWork(handle, transfer(2, 1), { onRetry }),
    ]);
    expect(retried).toEqual(['40P01']);
    expect(attempts).toBe(3);
    const balances = await handle.rows<{ balance: number }>(
      sql`SELECT balance FROM uow_accounts ORDER BY id`,
    );
    expect(balances.map((b) => b.balance)).toEqual([100, 100]);
  });
});
