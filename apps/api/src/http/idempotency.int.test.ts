import {
  type DatabaseHandle,
  hashRequest,
  migrateDatabase,
  purgeExpiredIdempotencyKeys,
  runIdempotent,
} from '@workwear/db';
import { databaseTargets, ONE_CONNECTION } from '@workwear/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotesApp, createTestNotesTable, send } from '../testing/notesApp';
import { serveApp } from '../testing/testServer';

interface Note {
  id: number;
  text: string;
  version: number;
}
interface ErrorBody {
  code: string;
  message: string;
  details?: { fields: { field: string; message: string }[] };
}

const KEY = 'Idempotency-Key';

describe.each(databaseTargets('idempotency_test', 25))('idempotent POST on $name', ({ name, open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let server: Awaited<ReturnType<typeof serveApp>>;
  // A short wait for the test where the first request outlives it.
  let impatient: Awaited<ReturnType<typeof serveApp>>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
    await createTestNotesTable(handle);
    server = await serveApp(createNotesApp(handle));
    impatient = await serveApp(createNotesApp(handle, { waitMs: 200 }));
  });

  afterAll(async () => {
    await server?.close();
    await impatient?.close();
    await dispose?.();
  });

  const post = (body: unknown, headers: Record<string, string> = {}, path = '/notes') =>
    send<Note & ErrorBody>(server.baseUrl, 'POST', path, body, headers);
  const notesWith = async (text: string) =>
    (await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM test_notes WHERE text = ${text}`))[0]
      ?.n;

  it('answers a repeat of the key and body with the stored response, and makes one row', async () => {
    const first = await post({ text: 'Mężczyźni' }, { [KEY]: 'order-1' });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post({ text: 'Mężczyźni' }, { [KEY]: 'order-1' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await notesWith('Mężczyźni')).toBe(1);
  });

  it('refuses the key with another body (422), and scopes keys to the principal', async () => {
    await post({ text: 'first body' }, { [KEY]: 'order-2' });
    const other = await post({ text: 'second body' }, { [KEY]: 'order-2' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('unprocessable');
    expect(other.body.message).toMatch(/Idempotency-Key was already used with a different request body/);
    expect(await notesWith('second body')).toBe(0);

    // Another customer's identical key is another key.
    const customer = await post({ text: 'first body' }, { [KEY]: 'order-2', 'x-test-customer': '7' });
    expect(customer.status).toBe(201);
    expect(customer.headers.get('idempotent-replayed')).toBeNull();
    expect(await notesWith('first body')).toBe(2);
  });

  it('rejects a malformed key with 400 naming the header, and runs requests without a key each time', async () => {
    for (const bad of [' spaced key', 'x'.repeat(256), 'tab\tkey', 'ünïcode']) {
      const answer = await post({ text: 'never' }, { [KEY]: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.details?.fields).toEqual([
        { field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters (no spaces)' },
      ]);
    }
    expect(await notesWith('never')).toBe(0);
    expect((await post({ text: 'ok' }, { [KEY]: 'x'.repeat(255) })).status).toBe(201);
    await post({ text: 'keyless' });
    await post({ text: 'keyless' });
    expect(await notesWith('keyless')).toBe(2);
  });

  it('forgets expired keys: a new request may take the key over, and the purge removes only expired ones', async () => {
    await post({ text: 'old' }, { [KEY]: 'expiry-old' });
    await post({ text: 'live' }, { [KEY]: 'expiry-live' });
    const expire = sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'expiry-old'`;
    await handle.db.execute(expire);
    const reused = await post({ text: 'new' }, { [KEY]: 'expiry-old' });
    expect(reused.status).toBe(201);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();

    await handle.db.execute(expire);
    expect(await purgeExpiredIdempotencyKeys(handle)).toBe(1);
    const keys = await handle.rows<{ key: string; day: boolean }>(sql`
      SELECT key, expires_at - created_at = interval '24 hours' AS day
      FROM idempotency_keys WHERE key LIKE 'expiry-%'`);
    expect(keys).toEqual([{ key: 'expiry-live', day: true }]);
  });

  it('gives 20 concurrent POSTs with one key one effect and the same response', async (ctx) => {
    if (name === 'PGlite') ctx.skip(ONE_CONNECTION);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ text: 'concurrent ąčęėįšųūž' }, { [KEY]: 'burst' }, '/notes?holdMs=200'),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await notesWith('concurrent ąčęėįšųūž')).toBe(1);

    // A concurrent duplicate with another body waits for the first, then gets 422.
    const [first, other] = await Promise.all([
      post({ text: 'winner' }, { [KEY]: 'race' }, '/notes?holdMs=300'),
      new Promise((r) => setTimeout(r, 50)).then(() => post({ text: 'loser' }, { [KEY]: 'race' })),
    ]);
    expect(first.status).toBe(201);
    expect(other.status).toBe(422);
    expect(await notesWith('loser')).toBe(0);
  });

  it('answers 409 while the first request outlasts the wait, and runs the effect once it rolled back', async (ctx) => {
    if (name === 'PGlite') ctx.skip(ONE_CONNECTION);
    const body = { text: 'slow first' };
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed: () => void = () => {};
    const keyHeld = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    // The first request with the key: it holds the key row until released, then fails and rolls back.
    const first = runIdempotent(
      handle,
      { principal: 'anonymous', operation: 'notes.create', key: 'slow', requestHash: hashRequest(body) },
      async () => {
        claimed();
        await released;
        throw new Error('the first request failed');
      },
    );
    await keyHeld;
    const waiting = await send<ErrorBody>(impatient.baseUrl, 'POST', '/notes', body, { [KEY]: 'slow' });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toMatch(/still being processed/);
    expect(await notesWith('slow first')).toBe(0);

    release();
    await expect(first).rejects.toThrow('the first request failed');
    const retried = await send<Note>(server.baseUrl, 'POST', '/notes', body, { [KEY]: 'slow' });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await notesWith('slow first')).toBe(1);
  });
});
