import { ACCOUNT_NOT_CONFIRMED, OTHER_MARKET_ACCOUNT } from '@workwear/contracts';
import { PASSWORD_RULES } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailedSignIn, mailedSignIn } from '../../testing/mailedSignIn';
import { createTestAccount, createTestCompany, TEST_PUBLIC_URL } from '../../testing/signIn';

/**
 * The create-account page's account: made in a consumer market, mailed a signed single-use link
 * (through the outbox to an SMTP peer in the process), refused at sign-in until the link confirms it.
 */
describe('create account and its confirmation', () => {
  let mailed: MailedSignIn;

  beforeAll(async () => {
    mailed = await mailedSignIn();
  });
  afterAll(() => mailed?.close());

  let serial = 0;
  const newEmail = () => `new-${process.pid}-${Date.now().toString(36)}-${++serial}@example.test`;
  const newAddress = () => `198.51.100.${(++serial % 250) + 1}`;
  const password = 'Grön-overall-2027';
  const signUp = (body: Record<string, unknown>, address = newAddress()) =>
    mailed.api.post<{ code?: string; details?: { fields: { field: string; message: string }[] } }>(
      '/api/customer/customers/b2c',
      { firstName: 'Łucja', lastName: 'Ågren', password, market: 'se', language: 'sv', ...body },
      { 'X-Forwarded-For': address },
    );
  const tokenIn = (text: string) => {
    expect(text).toContain(`${TEST_PUBLIC_URL}/sv/confirm-account?token=`);
    return mailed.tokenIn(text);
  };
  const confirm = (token: string) =>
    mailed.api.post<{ confirmed?: true; loginName?: string }>('/api/auth/accounts/confirm', { token });
  const login = (email: string, market = 'se') => mailed.api.login({ loginName: email, password }, market);

  it('mails a link in the chosen language; no sign-in before it, one after; the link works once', async () => {
    const email = newEmail();
    const made = await signUp({ email, newsletter: true });
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    const refused = await login(email);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ACCOUNT_NOT_CONFIRMED);

    await mailed.deliver();
    const [mail] = mailed.mailsTo(email);
    expect(mail?.headers.get('content-language')).toBe('sv');
    expect(mail?.text).toContain('Łucja');
    const token = tokenIn(mail?.text ?? '');
    // An altered link is refused before anything is looked up.
    expect((await confirm(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status).toBe(400);

    const done = await confirm(token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ confirmed: true, loginName: email });
    expect((await confirm(token)).status).toBe(400);
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.customer.role).toBe(111);

    const [row] = await mailed.handle.rows<{ newsletter: boolean; first_name: string }>(
      sql`SELECT newsletter, first_name FROM customers WHERE lower(email_address) = ${email}`,
    );
    expect(row).toEqual({ newsletter: true, first_name: 'Łucja' });
  });

  it('resends: a new link, the earlier one ends; the same answer for any address', async () => {
    const email = newEmail();
    expect((await signUp({ email })).status).toBe(202);
    await mailed.deliver();
    const first = tokenIn(mailed.mailsTo(email)[0]?.text ?? '');
    const resend = (userName: string) =>
      mailed.api.post(
        '/api/auth/accounts/confirm/resend',
        { userName, market: 'se' },
        { 'X-Forwarded-For': newAddress() },
      );
    const again = await resend(email);
    const unknown = await resend(newEmail());
    expect([again.status, unknown.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(again.body);
    await mailed.deliver();
    expect(mailed.mailsTo(email)).toHaveLength(2);
    const second = tokenIn(mailed.mailsTo(email)[1]?.text ?? '');
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('gives an address with an account no second one, and says the same', async () => {
    const company = await createTestCompany(mailed.handle);
    const existing = await createTestAccount(mailed.handle, { companyIds: [company.id] });
    const answer = await signUp({ email: existing.email });
    const fresh = await signUp({ email: newEmail() });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(fresh.body);
    const [count] = await mailed.handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customers WHERE lower(email_address) = lower(${existing.email})`,
    );
    expect(count?.n).toBe(1);
    await mailed.deliver();
    expect(mailed.mailsTo(existing.email)).toHaveLength(0);
  });

  it('names each field that breaks a rule, and writes nothing', async () => {
    const email = newEmail();
    const bad = await signUp({ email: 'not-an-address', firstName: ' ', password: '1234567890' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.fields.map((f) => f.field).sort()).toEqual(['email', 'firstName', 'password']);
    const weak = await signUp({ email, password: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body.details?.fields).toEqual([{ field: 'password', message: PASSWORD_RULES.tooWeak }]);
    const [count] = await mailed.handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customers WHERE lower(email_address) = ${email}`,
    );
    expect(count?.n).toBe(0);
  });

  it('takes consumers only in a consumer market, in one of its languages', async () => {
    expect((await signUp({ email: newEmail(), market: 'de', language: 'de' })).status).toBe(403);
    const language = await signUp({ email: newEmail(), language: 'de' });
    expect(language.status).toBe(400);
    expect(language.body.details?.fields.map((f) => f.field)).toEqual(['language']);
  });

  it('is rate limited like the password reset: per address asked for', async () => {
    const email = newEmail();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await signUp({ email })).status);
    expect(answers).toEqual([202, 202, 202, 429]);
  });

  it('tells a buyer of another market which market and language are theirs', async () => {
    const company = await createTestCompany(mailed.handle, { market: 'de' });
    const german = await createTestAccount(mailed.handle, {
      market: 'de',
      language: 'de',
      companyIds: [company.id],
    });
    const wrong = await mailed.api.login(german, 'se');
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe(OTHER_MARKET_ACCOUNT);
    expect(wrong.body.current).toEqual({ market: 'de', language: 'de' });
  });
});
