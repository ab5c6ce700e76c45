import type { Customer, CustomerAddress } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { ADDRESS_MESSAGES, PASSWORD_RULES, ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  createTestCompany,
  type SignInServer,
  serveSignInApp,
  signInDatabase,
  type TestAccount,
} from '../../testing/signIn';

/**
 * A consumer's own account page through the API: every rule the forms check is checked here too,
 * naming the field; only one's own record; versions guard every change.
 */
let handle: DatabaseHandle;
let api: SignInServer;
let elin: TestAccount;
let other: TestAccount;
let business: TestAccount;
let bearer: Record<string, string>;

const SWEDEN = 752;
const home = { addressLine1: 'Storgatan 1', zipCode: '111 22', city: 'Stockholm', countryId: SWEDEN };

type Answer<T> = {
  status: number;
  body: T & { code?: string; current?: unknown; details?: { fields: { field: string; message: string }[] } };
};
let as: <T>(who: TestAccount, method: string, path: string, body?: unknown) => Promise<Answer<T>>;
const fieldsOf = (answer: Answer<unknown>) => answer.body.details?.fields.map((f) => f.field) ?? [];

beforeAll(async () => {
  handle = await signInDatabase();
  api = await serveSignInApp(handle);
  elin = await createTestAccount(handle, { role: ROLE.B2C, firstName: 'Elin' });
  other = await createTestAccount(handle, { role: ROLE.B2C, firstName: 'Olle' });
  const company = await createTestCompany(handle);
  business = await createTestAccount(handle, { role: ROLE.User, companyIds: [company.id] });
  bearer = {};
  for (const a of [elin, other, business]) bearer[a.loginName] = (await api.login(a)).body.accessToken;
  as = (who, method, path, body) =>
    api.send(method, path, body, { Authorization: `Bearer ${bearer[who.loginName]}` }) as never;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const me = (a: TestAccount) => `/api/customer/customers/${a.customerId}`;
const read = async (a: TestAccount) => (await as<Customer>(a, 'GET', me(a))).body;

describe('PUT customers/{id}: own details', () => {
  it('changes name, phone and e-mail preferences, and answers the record with its new version', async () => {
    const before = await read(elin);
    const changed = await as<Customer>(elin, 'PUT', me(elin), {
      version: before.version,
      firstName: ' Elin ',
      lastName: 'Ödmark',
      cellPhone: '+46 70-123 45 67',
      emailPreferences: { newsletter: true },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      firstName: 'Elin',
      lastName: 'Ödmark',
      cellPhone: '+46701234567',
      emailPreferences: { newsletter: true, orderStatus: true },
      version: before.version + 1,
    });
    const removed = await as<Customer>(elin, 'PUT', me(elin), {
      version: changed.body.version,
      cellPhone: '',
    });
    expect(removed.body.cellPhone).toBeNull();
  });

  it('names each field that breaks its rule and changes nothing', async () => {
    const before = await read(elin);
    const bad = await as(elin, 'PUT', me(elin), {
      version: before.version,
      firstName: '',
      lastName: 'Ödmark<script>',
      cellPhone: '1234567890123456',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['cellPhone', 'firstName', 'lastName']);
    expect((await read(elin)).version).toBe(before.version);
  });

  it('refuses a number of a phone’s shape that is no number of the market’s country (the full rule)', async () => {
    const before = await read(elin);
    const bad = await as(elin, 'PUT', me(elin), { version: before.version, cellPhone: '070-123 45' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['cellPhone']);
    expect((await read(elin)).version).toBe(before.version);
  });

  it('answers a stale version with 409 and the record as it is now', async () => {
    const before = await read(elin);
    const stale = await as(elin, 'PUT', me(elin), { version: before.version - 1, firstName: 'Someone' });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({
      id: elin.customerId,
      version: before.version,
      firstName: before.firstName,
    });
  });

  it('answers 404 for another customer and 403 for a business user', async () => {
    const theirs = await read(other);
    expect((await as(elin, 'PUT', me(other), { version: theirs.version, firstName: 'X' })).status).toBe(404);
    const mine = await read(business);
    expect((await as(business, 'PUT', me(business), { version: mine.version, firstName: 'X' })).status).toBe(
      403,
    );
  });
});

describe('customers/{id}/addresses', () => {
  const addresses = (a: TestAccount) => `${me(a)}/addresses`;

  it('adds, changes, makes default, deletes and restores, each with its version', async () => {
    const first = await as<CustomerAddress>(elin, 'POST', addresses(elin), home);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await as<CustomerAddress>(elin, 'POST', addresses(elin), {
      ...home,
      careOf: 'c/o Åsa Ek',
      addressLine1: 'Sveavägen 12',
      zipCode: '11157',
    });
    expect(second.body).toMatchObject({ zipCode: '111 57', careOf: 'c/o Åsa Ek', version: 1 });

    const changed = await as<CustomerAddress>(elin, 'PUT', `${addresses(elin)}/${second.body.id}`, {
      ...home,
      addressLine1: 'Sveavägen 14',
      version: 1,
    });
    expect(changed.body).toMatchObject({ addressLine1: 'Sveavägen 14', careOf: null, version: 2 });
    const stale = await as(elin, 'PUT', `${addresses(elin)}/${second.body.id}`, { ...home, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: second.body.id, version: 2 });

    const made = await as<CustomerAddress[]>(elin, 'PUT', `${addresses(elin)}/${second.body.id}/default`, {
      version: 2,
    });
    expect(made.body.map((a) => a.id).slice(0, 2)).toEqual([second.body.id, first.body.id]);

    const current = made.body.find((a) => a.id === second.body.id)!;
    const left = await as<CustomerAddress[]>(
      elin,
      'DELETE',
      `${addresses(elin)}/${current.id}?version=${current.version}`,
    );
    expect(left.status).toBe(200);
    expect(left.body.map((a) => a.id)).not.toContain(current.id);
    expect((await read(elin)).addresses.map((a) => a.id)).not.toContain(current.id);

    const back = await as<CustomerAddress[]>(elin, 'POST', `${addresses(elin)}/${current.id}/restore`);
    expect(back.status).toBe(200);
    expect(back.body[0]?.id).toBe(current.id);
  });

  it('refuses a PO box, a postcode of the wrong form and a country outside the market, naming the field', async () => {
    const box = await as(elin, 'POST', addresses(elin), { ...home, addressLine1: 'PO Box 123' });
    expect(box.status).toBe(400);
    expect(box.body.details?.fields).toEqual([{ field: 'addressLine1', message: ADDRESS_MESSAGES.poBox }]);
    const zip = await as(elin, 'POST', addresses(elin), { ...home, zipCode: '1234' });
    expect(fieldsOf(zip)).toEqual(['zipCode']);
    const country = await as(elin, 'POST', addresses(elin), { ...home, countryId: 276, zipCode: '10115' });
    expect(fieldsOf(country)).toEqual(['countryId']);
    const blank = await as(elin, 'POST', addresses(elin), { ...home, city: ' ', addressLine1: '' });
    expect(fieldsOf(blank).sort()).toEqual(['addressLine1', 'city']);
  });

  it("answers another customer's address with 404, for every change", async () => {
    const theirs = await as<CustomerAddress>(other, 'POST', addresses(other), home);
    const id = theirs.body.id;
    for (const [method, path, body] of [
      ['PUT', `${addresses(elin)}/${id}`, { ...home, version: 1 }],
      ['DELETE', `${addresses(elin)}/${id}?version=1`, undefined],
      ['POST', `${addresses(elin)}/${id}/restore`, undefined],
      ['PUT', `${addresses(elin)}/${id}/default`, { version: 1 }],
      ['PUT', `${addresses(other)}/${id}`, { ...home, version: 1 }],
    ] as const) {
      expect((await as(elin, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await read(other)).addresses.map((a) => a.id)).toContain(id);
  });
});

describe('POST /api/auth/password', () => {
  it('needs the current password, follows the rules, ends every other session and signs this one in anew', async () => {
    const account = await createTestAccount(handle, { role: ROLE.B2C });
    const first = await api.login(account);
    const auth = { Authorization: `Bearer ${first.body.accessToken}` };
    const change = (body: unknown) =>
      api.send<{
        accessToken?: string;
        refreshToken?: string;
        details?: { fields: { field: string; message: string }[] };
      }>('POST', '/api/auth/password', body, auth);
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'Blå-jacka-på-tork-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details?.fields.map((f) => f.field)).toEqual(['currentPassword']);
    const weak = await change({ currentPassword: account.password, newPassword: 'password123' });
    expect(weak.body.details?.fields).toEqual([{ field: 'newPassword', message: PASSWORD_RULES.tooWeak }]);

    const done = await change({ currentPassword: account.password, newPassword: 'Blå-jacka-på-tork-9' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await api.post('/api/auth/refresh', { refreshToken: first.body.refreshToken })).status).toBe(401);
    expect((await api.post('/api/auth/refresh', { refreshToken: done.body.refreshToken })).status).toBe(200);
    expect((await api.login(account)).status).toBe(401);
    expect((await api.login({ ...account, password: 'Blå-jacka-på-tork-9' })).status).toBe(200);
  });
});

describe('the tables', () => {
  it('keep a deleted address out of the customer record until it is restored', async () => {
    const [row] = await handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customer_addresses WHERE deleted_at IS NOT NULL AND customer_id = ${elin.customerId}`,
    );
    expect(row?.n).toBe(0);
  });
});
