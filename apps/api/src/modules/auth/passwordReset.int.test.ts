import { schema } from '@workwear/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createOutboxRuntime, type OutboxRuntime } from '../../outbox/outboxRuntime';
import { type OutboxDatabase, outboxDatabase } from '../../testing/outboxDatabase';
import {
  createTestAccount,
  createTestCompany,
  type SignInServer,
  serveSignInApp,
  TEST_PUBLIC_URL,
} from '../../testing/signIn';
import { type SmtpPeer, startSmtpPeer } from '../../testing/smtpPeer';

/** The reset link travels as a real e-mail: outbox, worker, SMTP, and back into the API. */
describe('password reset', () => {
  let db: OutboxDatabase;
  let peer: SmtpPeer;
  let runtime: OutboxRuntime;
  let api: SignInServer;
  let companyId: number;

  beforeAll(async () => {
    db = await outboxDatabase();
    await db.clearOutbox();
    peer = await startSmtpPeer();
    runtime = createOutboxRuntime({
      handle: db.handles[0],
      logger: createLogger('silent'),
      smtpUrl: peer.url,
      sender: { name: 'Workwear Shop', address: 'no-reply@workwear.test' },
      pollMs: 60_000,
      batchSize: 20,
      leaseMs: 120_000,
      maxAttempts: 3,
      retryBaseMs: 30_000,
    });
    api = await serveSignInApp(db.handles[0]);
    companyId = (await createTestCompany(db.handles[0], { market: 'pl' })).id;
  });
  afterAll(async () => {
    await api?.close();
    await runtime?.stop();
    await peer?.close();
    await db?.close();
  });

  const ask = (userName: string, market: string) =>
    api.send(
      'GET',
      `/api/auth/ResetPassword/ResetPassword?userName=${encodeURIComponent(userName)}&market=${market}`,
    );
  const mailTo = (address: string) => {
    const mail = peer.received.find((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address);
    if (!mail) throw new Error(`no e-mail reached ${address}`);
    return mail;
  };
  const tokenIn = (text: string) => {
    const link = text.match(/https:\/\/shop\.example\.test\/\S+/)?.[0];
    expect(link).toBeDefined();
    return new URL(link as string).searchParams.get('token') as string;
  };

  it('mails a single-use link in the account’s language; the new password signs in and old sessions end', async () => {
    const account = await createTestAccount(db.handles[0], {
      market: 'pl',
      language: 'pl',
      firstName: 'Świętosław',
      companyIds: [companyId],
    });
    const before = await api.login(account, 'pl');
    expect(before.status).toBe(200);

    const asked = await ask(account.loginName, 'pl');
    expect(asked.status).toBe(202);
    await runtime.worker.wake();
    const mail = mailTo(account.email);
    expect(mail.headers.get('content-language')).toBe('pl');
    expect(mail.text).toContain('Świętosław');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/pl/reset-password?token=`);
    const token = tokenIn(mail.text ?? '');

    const weak = await api.post<{ details: { fields: { field: string }[] } }>('/api/auth/ResetPassword', {
      token,
      newPassword: '12345678901',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.details.fields.map((f) => f.field)).toContain('newPassword');

    const newPassword = 'Żółta-kurtka-2027';
    const done = await api.post('/api/auth/ResetPassword', { token, newPassword });
    expect(done.status).toBe(200);
    expect(
      (await api.post('/api/auth/ResetPassword', { token, newPassword: 'Another-one-2027' })).status,
    ).toBe(422);

    expect((await api.login(account, 'pl')).status).toBe(401);
    expect((await api.login({ ...account, password: newPassword }, 'pl')).status).toBe(200);
    expect((await api.post('/api/auth/refresh', { refreshToken: before.body.refreshToken })).status).toBe(
      401,
    );
  });

  it('answers the same for an unknown name, another market and a real account, and mails only the real one', async () => {
    const account = await createTestAccount(db.handles[0], {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    const answers = await Promise.all([
      ask(account.loginName, 'pl'),
      ask(account.loginName, 'se'),
      ask('nobody-here@example.test', 'pl'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    const resets = await db.handles[0].db
      .select()
      .from(schema.passwordResets)
      .where(eq(schema.passwordResets.accountId, account.accountId));
    expect(resets).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const account = await createTestAccount(db.handles[0], {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    await ask(account.loginName, 'pl');
    await runtime.worker.wake();
    const token = tokenIn(mailTo(account.email).text ?? '');
    await db.handles[0].db
      .update(schema.passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResets.accountId, account.accountId));
    const refused = await api.post('/api/auth/ResetPassword', { token, newPassword: 'Żółta-kurtka-2027' });
    expect(refused.status).toBe(422);
    expect((await api.login(account, 'pl')).status).toBe(200);
  });
});
