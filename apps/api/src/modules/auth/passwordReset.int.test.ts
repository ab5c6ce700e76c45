import { schema } from '@workwear/db';
import { PASSWORD_RULES } from '@workwear/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailedSignIn, mailedSignIn } from '../../testing/mailedSignIn';
import { createTestAccount, createTestCompany, TEST_PUBLIC_URL } from '../../testing/signIn';
import { accountHolders } from '../customer';
import { PASSWORD_RESET_TOPIC, passwordResetOutboxHandler } from './passwordResetRequests';
import { RESET_ACCOUNT_THROTTLE, RESET_ADDRESS_THROTTLE } from './policy';

/** The reset link travels as a real e-mail: outbox, worker, SMTP, and back into the API. */
describe('password reset', () => {
  let mailed: MailedSignIn;
  let companyId: number;

  beforeAll(async () => {
    mailed = await mailedSignIn((handle) => [
      passwordResetOutboxHandler({ handle, holders: accountHolders, publicOriginOf: () => TEST_PUBLIC_URL }),
    ]);
    companyId = (await createTestCompany(mailed.handle, { market: 'pl' })).id;
  });
  afterAll(() => mailed?.close());

  let addressSerial = 0;
  /** Each test asks from an address of its own (X-Forwarded-For from the trusted loopback). */
  const newAddress = () => `203.0.113.${++addressSerial}`;
  const ask = (userName: string, market: string, address = newAddress()) =>
    mailed.api.send(
      'GET',
      `/api/auth/ResetPassword/ResetPassword?userName=${encodeURIComponent(userName)}&market=${market}`,
      undefined,
      { 'X-Forwarded-For': address },
    );
  /** The latest e-mail that reached address. */
  const mailTo = (address: string) => {
    const mail = mailed.mailsTo(address).at(-1);
    if (!mail) throw new Error(`no e-mail reached ${address}`);
    return mail;
  };
  const resetsOf = (accountId: number) =>
    mailed.handle.db
      .select()
      .from(schema.passwordResets)
      .where(eq(schema.passwordResets.accountId, accountId));
  const tokenIn = (text: string) => mailed.tokenIn(text);

  it('mails a single-use link in the account’s language; the new password signs in and old sessions end', async () => {
    const account = await createTestAccount(mailed.handle, {
      market: 'pl',
      language: 'pl',
      firstName: 'Świętosław',
      companyIds: [companyId],
    });
    const before = await mailed.api.login(account, 'pl');
    expect(before.status).toBe(200);

    const asked = await ask(account.loginName, 'pl');
    expect(asked.status).toBe(202);
    await mailed.deliver();
    const mail = mailTo(account.email);
    expect(mail.headers.get('content-language')).toBe('pl');
    expect(mail.text).toContain('Świętosław');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/pl/reset-password?token=`);
    const token = tokenIn(mail.text ?? '');

    const weak = await mailed.api.post<{ details: { fields: { field: string }[] } }>(
      '/api/auth/ResetPassword',
      {
        token,
        newPassword: '12345678901',
      },
    );
    expect(weak.status).toBe(422);
    expect(weak.body.details.fields.map((f) => f.field)).toContain('newPassword');
    // Long enough and not only digits, but among the first guesses of any attacker.
    for (const common of ['password123', 'qwertyuiop']) {
      const guessable = await mailed.api.post<{ details: { fields: { field: string; message: string }[] } }>(
        '/api/auth/ResetPassword',
        { token, newPassword: common },
      );
      expect(guessable.status).toBe(422);
      expect(guessable.body.details.fields).toEqual([
        { field: 'newPassword', message: PASSWORD_RULES.tooWeak },
      ]);
    }

    const newPassword = 'Żółta-kurtka-2027';
    const done = await mailed.api.post('/api/auth/ResetPassword', { token, newPassword });
    expect(done.status).toBe(200);
    expect(
      (await mailed.api.post('/api/auth/ResetPassword', { token, newPassword: 'Another-one-2027' })).status,
    ).toBe(422);

    expect((await mailed.api.login(account, 'pl')).status).toBe(401);
    expect((await mailed.api.login({ ...account, password: newPassword }, 'pl')).status).toBe(200);
    expect(
      (await mailed.api.post('/api/auth/refresh', { refreshToken: before.body.refreshToken })).status,
    ).toBe(401);
  });

  it('does the same work for an unknown name, another market and a real account, and mails only the real one', async () => {
    const account = await createTestAccount(mailed.handle, {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    const unknown = `nobody-here-${account.accountId}@example.test`;
    const answers = await Promise.all([
      ask(account.loginName, 'pl'),
      ask(account.loginName, 'se'),
      ask(unknown, 'pl'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    // Nothing about the account is looked up while the caller waits: each request wrote the same entry.
    expect(await resetsOf(account.accountId)).toHaveLength(0);
    const entries = await mailed.handle.rows<{ payload: { userName: string; market: string } }>(
      sql`SELECT payload FROM outbox WHERE topic = ${PASSWORD_RESET_TOPIC}
          AND payload->>'userName' IN (${account.loginName}, ${unknown}) ORDER BY id`,
    );
    // The three requests ran at once, so their rows' order is any; compare them sorted.
    const byMarketThenName = (a: { market: string; userName: string }, b: typeof a) =>
      a.market.localeCompare(b.market) || a.userName.localeCompare(b.userName);
    expect(entries.map((e) => e.payload).sort(byMarketThenName)).toEqual(
      [
        { userName: account.loginName, market: 'pl' },
        { userName: unknown, market: 'pl' },
        { userName: account.loginName, market: 'se' },
      ].sort(byMarketThenName),
    );
    await mailed.deliver();
    expect(await resetsOf(account.accountId)).toHaveLength(1);
    expect(mailed.mailsTo(account.email)).toHaveLength(1);
    expect(mailed.mailsTo(unknown)).toHaveLength(0);
  });

  it('ends an older link when a newer one is sent, and every link with the new password', async () => {
    const account = await createTestAccount(mailed.handle, {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await ask(account.loginName, 'pl')).status).toBe(202);
      await mailed.deliver();
      links.push(tokenIn(mailTo(account.email).text ?? ''));
    }
    const [first, second, third] = links as [string, string, string];
    const refusedFirst = await mailed.api.post('/api/auth/ResetPassword', {
      token: first,
      newPassword: 'Żółta-kurtka-2027',
    });
    expect(refusedFirst.status).toBe(422);
    expect(
      (await mailed.api.post('/api/auth/ResetPassword', { token: second, newPassword: 'Żółta-kurtka-2027' }))
        .status,
    ).toBe(422);
    expect(
      (await mailed.api.post('/api/auth/ResetPassword', { token: third, newPassword: 'Zielona-czapka-2028' }))
        .status,
    ).toBe(200);
    expect(
      (await mailed.api.post('/api/auth/ResetPassword', { token: first, newPassword: 'Żółta-kurtka-2027' }))
        .status,
    ).toBe(422);
    expect((await mailed.api.login({ ...account, password: 'Zielona-czapka-2028' }, 'pl')).status).toBe(200);
  });

  it('ends every other live link of the account when the password is changed', async () => {
    const account = await createTestAccount(mailed.handle, {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    expect((await ask(account.loginName, 'pl')).status).toBe(202);
    await mailed.deliver();
    const older = tokenIn(mailTo(account.email).text ?? '');
    // A newer link, used before the older one: the older one must not work after it.
    const [row] = await resetsOf(account.accountId);
    await mailed.handle.db
      .update(schema.passwordResets)
      .set({ usedAt: null })
      .where(eq(schema.passwordResets.id, row!.id));
    expect((await ask(account.loginName, 'pl')).status).toBe(202);
    await mailed.deliver();
    const newer = tokenIn(mailTo(account.email).text ?? '');
    await mailed.handle.db
      .update(schema.passwordResets)
      .set({ usedAt: null })
      .where(eq(schema.passwordResets.id, row!.id));
    expect(
      (await mailed.api.post('/api/auth/ResetPassword', { token: newer, newPassword: 'Zielona-czapka-2028' }))
        .status,
    ).toBe(200);
    expect(
      (await mailed.api.post('/api/auth/ResetPassword', { token: older, newPassword: 'Żółta-kurtka-2027' }))
        .status,
    ).toBe(422);
    expect((await mailed.api.login({ ...account, password: 'Zielona-czapka-2028' }, 'pl')).status).toBe(200);
  });

  it('limits requests per login name, known or not, and per address, with Retry-After', async () => {
    const account = await createTestAccount(mailed.handle, {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    for (const name of [account.loginName, `nobody-${account.accountId}@example.test`]) {
      for (let i = 0; i <= RESET_ACCOUNT_THROTTLE.free; i++) expect((await ask(name, 'pl')).status).toBe(202);
      // From yet another address: the name's own limit.
      const refused = await ask(name, 'pl');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);
    }
    const address = newAddress();
    for (let i = 0; i <= RESET_ADDRESS_THROTTLE.free; i++) {
      expect((await ask(`someone-${i}-${account.accountId}@example.test`, 'pl', address)).status).toBe(202);
    }
    const refused = await ask(`someone-else-${account.accountId}@example.test`, 'pl', address);
    expect(refused.status).toBe(429);
    await mailed.deliver();
    expect(mailed.mailsTo(account.email)).toHaveLength(RESET_ACCOUNT_THROTTLE.free + 1);
  });

  it('sends one link for an outbox entry delivered twice', async () => {
    const account = await createTestAccount(mailed.handle, {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    const handler = passwordResetOutboxHandler({
      handle: mailed.handle,
      holders: accountHolders,
      publicOriginOf: () => TEST_PUBLIC_URL,
    });
    const prepared = handler.prepare({ userName: account.loginName, market: 'pl' });
    if (!prepared.ok) throw new Error(prepared.error);
    const info = { outboxId: 1, createdAt: new Date(), attempt: 1 };
    await prepared.deliver(info);
    await prepared.deliver({ ...info, attempt: 2 });
    expect(await resetsOf(account.accountId)).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const account = await createTestAccount(mailed.handle, {
      market: 'pl',
      language: 'pl',
      companyIds: [companyId],
    });
    await ask(account.loginName, 'pl');
    await mailed.deliver();
    const token = tokenIn(mailTo(account.email).text ?? '');
    await mailed.handle.db
      .update(schema.passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResets.accountId, account.accountId));
    const refused = await mailed.api.post('/api/auth/ResetPassword', {
      token,
      newPassword: 'Żółta-kurtka-2027',
    });
    expect(refused.status).toBe(422);
    expect((await mailed.api.login(account, 'pl')).status).toBe(200);
  });
});
