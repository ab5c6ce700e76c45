import type { ApiErrorBody, Customer, CustomerAddress } from '@workwear/contracts';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyIdOf,
  type DemoPrincipal,
  demoBearer,
  demoBearers,
  demoLogin,
} from '../../testing/demoBearers';
import { createTestAccount, type TestAccount } from '../../testing/signIn';
import { type TestServer, testServer } from '../../testing/testServer';
import { isCompanyMember } from './repository';

/**
 * Customer by e-mail and customer addresses, on the demo world: the same scope as the customer record
 * (own record; admins the people of the companies they see; Internal everyone), and no way to learn
 * whether an address has an account: anyone else's address answers as an unknown one.
 */
let api: TestServer;
const who: Record<string, DemoPrincipal> = {};
/** Two people of different groups sharing one e-mail address (in different case). */
let west: TestAccount;
let south: TestAccount;
let southBearer: string;

beforeAll(async () => {
  api = await testServer();
  Object.assign(
    who,
    await demoBearers(api.handle, [
      'anna.user',
      'lukas.user',
      'erik.admin',
      'juergen.admin',
      'maria.administrator',
      'johan.internal',
      'elin.consumer',
    ]),
  );
  const nordbyggVast = await companyIdOf(api.handle, 'Nordbygg Väst AB');
  const muellerSued = await companyIdOf(api.handle, 'Müller & Söhne Süd GmbH');
  west = await createTestAccount(api.handle, { role: ROLE.User, companyIds: [nordbyggVast] });
  south = await createTestAccount(api.handle, { role: ROLE.User, companyIds: [muellerSued] });
  await api.handle.db.execute(
    sql`UPDATE customers SET email_address = ${west.email.toUpperCase()} WHERE id = ${south.customerId}`,
  );
  southBearer = (await demoBearer(api.handle, south.loginName)).bearer;
}, 60_000);

const as = <T>(name: string | null, path: string) =>
  api.get<T>(path, name ? { Authorization: name === 'south' ? southBearer : who[name]!.bearer } : {});
const byEmail = (email: string) => `/api/customer/customers/getByEmail?email=${encodeURIComponent(email)}`;
const addresses = (id: number) => `/api/customer/customers/${id}/addresses`;

describe('GET /api/customer/customers/getByEmail', () => {
  it('gives everyone their own record, without regard to case, with addresses', async () => {
    const anna = await as<Customer>('anna.user', byEmail(demoLogin('anna.user').toUpperCase()));
    expect(anna.status, JSON.stringify(anna.body)).toBe(200);
    expect(anna.body.id).toBe(who['anna.user']!.customerId);
    expect(anna.body.addresses.length).toBeGreaterThan(0);
    const elin = await as<Customer>('elin.consumer', byEmail(demoLogin('elin.consumer')));
    expect(elin.body).toMatchObject({ id: who['elin.consumer']!.customerId, companies: [] });
    expect(elin.body.addresses[0]).toMatchObject({ city: 'Stockholm', countryId: 752 });
  });

  it('gives an admin the people of the companies they see, and Internal everyone', async () => {
    const res = await as<Customer>('erik.admin', byEmail(demoLogin('anna.user')));
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(who['anna.user']!.customerId);
    expect((await as<Customer>('juergen.admin', byEmail(demoLogin('lukas.user')))).body.id).toBe(
      who['lukas.user']!.customerId,
    );
    for (const name of Object.keys(who)) {
      const found = await as<Customer>('johan.internal', byEmail(demoLogin(name)));
      expect(found.body.id, name).toBe(who[name]!.customerId);
    }
  });

  it('picks, among people sharing an address, one the principal may see: one’s own first', async () => {
    expect((await as<Customer>('erik.admin', byEmail(west.email))).body.id).toBe(west.customerId);
    expect((await as<Customer>('juergen.admin', byEmail(west.email))).body.id).toBe(south.customerId);
    expect((await as<Customer>('johan.internal', byEmail(west.email))).body.id).toBe(west.customerId);
    expect((await as<Customer>('south', byEmail(west.email))).body.id).toBe(south.customerId);
  });

  it('answers anyone else’s address exactly as an unknown one (no account enumeration)', async () => {
    const refused: [string, string][] = [
      ['anna.user', demoLogin('erik.admin')],
      ['anna.user', west.email], // a colleague's in her other company: still not hers to look up
      ['lukas.user', demoLogin('juergen.admin')],
      ['erik.admin', demoLogin('lukas.user')],
      ['maria.administrator', demoLogin('anna.user')],
      ['elin.consumer', demoLogin('anna.user')],
      ['anna.user', demoLogin('elin.consumer')],
      ['erik.admin', 'nobody.at.all@demo.workwear.test'],
    ];
    const bodies = new Set<string>();
    for (const [name, email] of refused) {
      const res = await as<ApiErrorBody>(name, byEmail(email));
      expect(res.status, `${name} → ${email}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(email);
      bodies.add(JSON.stringify(res.body));
    }
    expect(bodies.size, 'one answer for every refused address').toBe(1);
  });

  it('answers 401 without a token and 400 naming email for a missing or malformed address', async () => {
    expect((await as(null, byEmail(demoLogin('anna.user')))).status).toBe(401);
    for (const path of [
      byEmail('not-an-address'),
      byEmail(''),
      byEmail(`${'a'.repeat(320)}@example.test`),
      '/api/customer/customers/getByEmail',
    ]) {
      const res = await as<ApiErrorBody>('johan.internal', path);
      expect(res.status, path).toBe(400);
      expect(res.body.details?.fields.map((f) => f.field)).toEqual(['email']);
    }
  });
});

describe('GET /api/customer/customers/{id}/addresses', () => {
  it('gives the addresses of the customer record, the default first, with the record’s scope', async () => {
    const anna = who['anna.user']!.customerId;
    const own = await as<CustomerAddress[]>('anna.user', addresses(anna));
    expect(own.status).toBe(200);
    const record = await as<Customer>('erik.admin', `/api/customer/customers/${anna}`);
    expect(record.body.addresses).toEqual(own.body);
    expect((await as<CustomerAddress[]>('erik.admin', addresses(anna))).body).toEqual(own.body);
    const consumer = await as<CustomerAddress[]>(
      'elin.consumer',
      addresses(who['elin.consumer']!.customerId),
    );
    expect(consumer.body.length).toBeGreaterThan(0);
    expect((await as<CustomerAddress[]>('anna.user', addresses(west.customerId))).status).toBe(404);
    expect((await as<CustomerAddress[]>('erik.admin', addresses(west.customerId))).body).toEqual([]);
  });

  it('orders by position and answers 404 for anyone else’s, 401 without a token, 400 naming id', async () => {
    await api.handle.db.execute(sql`
      INSERT INTO customer_addresses (customer_id, position, address_line1, zip_code, city, country_id)
      VALUES (${west.customerId}, 2, 'Hamngatan 4', '411 14', 'Göteborg', 752),
             (${west.customerId}, 1, 'Kungsgatan 9', '411 19', 'Göteborg', 752)`);
    const listed = await as<CustomerAddress[]>('erik.admin', addresses(west.customerId));
    expect(listed.body.map((a) => a.addressLine1)).toEqual(['Kungsgatan 9', 'Hamngatan 4']);
    for (const [name, id] of [
      ['juergen.admin', west.customerId],
      ['lukas.user', who['anna.user']!.customerId],
      ['elin.consumer', who['anna.user']!.customerId],
      ['erik.admin', 2_000_000_000],
    ] as const) {
      expect((await as(name, addresses(id))).status, `${name} → ${id}`).toBe(404);
    }
    expect((await as(null, addresses(west.customerId))).status).toBe(401);
    for (const id of ['x', '0', '2147483648']) {
      const res = await as<ApiErrorBody>('johan.internal', `/api/customer/customers/${id}/addresses`);
      expect(res.status).toBe(400);
      expect(res.body.details?.fields.map((f) => f.field)).toEqual(['id']);
    }
  });
});

describe('isCompanyMember', () => {
  it('holds for a company’s own person and not for someone else’s or a consumer', async () => {
    const nordbygg = await companyIdOf(api.handle, 'Nordbygg Entreprenad AB');
    expect(await isCompanyMember(api.handle, who['anna.user']!.customerId, nordbygg)).toBe(true);
    expect(await isCompanyMember(api.handle, who['juergen.admin']!.customerId, nordbygg)).toBe(false);
    expect(await isCompanyMember(api.handle, who['elin.consumer']!.customerId, nordbygg)).toBe(false);
  });
});
