import { enqueue, schema, unitOfWork } from '@workwear/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { OutboxRuntime } from '../composition/outboxRuntime';
import { createLogger } from '../logger';
import { MAIL_TOPIC, SAMPLE_RECIPIENT } from '../modules/mail';
import { type OutboxDatabase, outboxDatabase } from '../testing/outboxDatabase';
import { testOutboxRuntime } from '../testing/testOutboxRuntime';
import { serveApp } from '../testing/testServer';
import { createDevTools } from './devTools';

type Served = Awaited<ReturnType<typeof serveApp>>;
const logger = createLogger('silent');

/** The development mailbox with no SMTP_URL: mail is kept in the database and read through /api/dev. */
describe('development mailbox', () => {
  let db: OutboxDatabase;
  let runtime: OutboxRuntime;
  let api: Served;
  let production: Served;

  beforeAll(async () => {
    db = await outboxDatabase();
    await db.clearOutbox();
    const [handle] = db.handles;
    runtime = testOutboxRuntime(handle, {
      logger,
      batchSize: 10,
    });
    runtime.start();
    api = await serveApp(
      createApp({ handle, logger, cache: false, devTools: createDevTools(handle, runtime) }).app,
    );
    production = await serveApp(createApp({ handle, logger, cache: false }).app);
  });
  afterAll(async () => {
    await Promise.all([api.close(), production.close(), runtime.stop()]);
    await db.close();
  });

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('keeps a sample sent through the outbox and lists it, newest first', async () => {
    const lv = await post('/api/dev/mailbox/sample', { language: 'lv' });
    expect(lv.status).toBe(201);
    expect(lv.body).toMatchObject({ outboxId: expect.any(Number), mailId: expect.any(Number) });
    const cs = await post('/api/dev/mailbox/sample', { language: 'cs' });

    const list = await api.get<{ keeping: boolean; messages: Record<string, unknown>[] }>('/api/dev/mailbox');
    expect(list.status).toBe(200);
    expect(list.body.keeping).toBe(true);
    expect(list.body.messages.map((m) => m.id)).toEqual([cs.body.mailId, lv.body.mailId]);
    expect(list.body.messages[1]).toMatchObject({
      to: SAMPLE_RECIPIENT,
      subject: 'Pārbaudes ziņojums no Workwear Shop',
      language: 'lv',
    });
  });

  it('shows one kept e-mail as HTML and text, in its language', async () => {
    const { body: sent } = await post('/api/dev/mailbox/sample', { language: 'pl' });
    const { status, body } = await api.get<Record<string, unknown>>(`/api/dev/mailbox/${sent.mailId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: sent.mailId,
      outboxId: sent.outboxId,
      from: 'no-reply@workwear.test',
      subject: 'Wiadomość testowa od Workwear Shop',
      language: 'pl',
    });
    expect(body.messageId).toMatch(new RegExp(`^<outbox\\.${sent.outboxId}\\.\\d+@workwear\\.test>$`));
    expect(body.html).toContain('<html lang="pl">');
    expect(body.html).toContain('Łucja Wężyk');
    expect(body.text).toContain('Pchnąć w tę łódź jeża lub ośm skrzyń fig.');
  });

  it('keeps one message when an entry is delivered again', async () => {
    const { body: sent } = await post('/api/dev/mailbox/sample', { language: 'et' });
    // As if the worker died after delivering and before recording it: the entry comes due again.
    await db.handles[0].db
      .update(schema.outbox)
      .set({ deliveredAt: null, availableAt: sql`now()` })
      .where(eq(schema.outbox.id, sent.outboxId as number));
    expect(await runtime.deliverNow()).toBe(1);
    const kept = await db.handles[0].db
      .select({ id: schema.mailMessages.id })
      .from(schema.mailMessages)
      .where(eq(schema.mailMessages.outboxId, sent.outboxId as number));
    expect(kept).toEqual([{ id: sent.mailId }]);
  });

  it('lists failed entries with their error', async () => {
    const id = await unitOfWork(db.handles[0], (tx) => enqueue(tx, MAIL_TOPIC, { to: 'not an address' }));
    await runtime.deliverNow();
    const { status, body } = await api.get<{ pending: unknown[]; failed: Record<string, unknown>[] }>(
      '/api/dev/outbox',
    );
    expect(status).toBe(200);
    expect(body.failed[0]).toMatchObject({
      id,
      topic: MAIL_TOPIC,
      attempts: 1,
      failedAt: expect.any(String),
    });
    expect(body.failed[0]?.lastError).toMatch(/^Invalid payload/);
    expect(body.pending).toEqual([]);
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const badLanguage = await post('/api/dev/mailbox/sample', { language: 'xx' });
    expect(badLanguage.status).toBe(400);
    expect(JSON.stringify(badLanguage.body)).toContain('language');
    expect((await api.get('/api/dev/mailbox/abc')).status).toBe(400);
    expect((await api.get('/api/dev/mailbox/987654321')).status).toBe(404);
  });

  it('is not served when the development tools are off', async () => {
    expect((await production.get('/api/dev/mailbox')).status).toBe(404);
    expect((await production.get('/api/dev/outbox')).status).toBe(404);
  });
});
