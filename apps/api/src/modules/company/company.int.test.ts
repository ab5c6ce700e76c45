import type { ApiErrorBody, Company, CompanyCustomers, CompanyRef, Customer } from '@workwear/contracts';
import { PRICE_LIST_TYPE, ROLE } from '@workwear/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyIdsOf, type DemoPrincipal, demoBearers, demoLogin } from '../../testing/demoBearers';
import { createTestAccount } from '../../testing/signIn';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Companies and customers, read side, on the demo world (seeded once for every integration file by
 * testServer): each role's own records, the children a parent's admins see, Internal's view of all,
 * and 401 / 404 / 400 for anonymous callers, other companies' ids and malformed ids.
 */
let api: TestServer;
const who: Record<string, DemoPrincipal> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await testServer();
  Object.assign(
    who,
    await demoBearers(api.handle, [
      'anna.user',
      'lukas.user',
      'erik.admin',
      'juergen.admin',
      'michael.superadmin',
      'maria.administrator',
      'johan.internal',
      'elin.consumer',
    ]),
  );
  Object.assign(
    ids,
    await companyIdsOf(api.handle, {
      nordbygg: 'Nordbygg Entreprenad AB',
      nordbyggVast: 'Nordbygg Väst AB',
      nordbyggBau: 'Nordbygg Bau GmbH',
      mueller: 'Müller & Söhne Gebäudeservice GmbH',
      muellerSued: 'Müller & Söhne Süd GmbH',
      greatlakes: 'Great Lakes Utilities Corp.',
      greatlakesSe: 'Great Lakes Energi Sverige AB',
    }),
  );
}, 60_000);

const as = <T>(name: string | null, path: string) =>
  api.get<T>(path, name ? { Authorization: who[name]!.bearer } : {});
const company = (id: number) => `/api/company/companies/${id}`;

describe('GET /api/company/companies/{id}', () => {
  it('gives a User the company the session acts for, with addresses, coop code and allowed price lists', async () => {
    const res = await as<Company>('anna.user', company(ids.nordbygg!));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({
      id: ids.nordbygg,
      parentId: null,
      parent: null,
      name: 'Nordbygg Entreprenad AB',
    });
    expect(body.market).toBe('se');
    expect(body.coopCode).toEqual(expect.any(String));
    expect(body.deliveryAddresses.length).toBeGreaterThan(0);
    expect(body.invoiceAddresses.length).toBeGreaterThan(0);
    expect(body.deliveryAddresses[0]).toMatchObject({
      addressLine1: expect.any(String),
      countryId: expect.any(Number),
    });
    expect(body.allowedPriceLists[0]).toMatchObject({ isPrimary: true, type: PRICE_LIST_TYPE.Agreement });
    expect(body.allowedPriceLists.filter((l) => l.isPrimary)).toHaveLength(1);
    expect(body.settings.find((s) => s.key === 'ShowPriceIncVat')?.value).toMatch(/^(True|False)$/);
    // A User does not see the children (they are the admins' business).
    expect(body.children).toEqual([]);
  });

  it("gives the parent's admin its children sorted by name, and each child with its parent", async () => {
    const parent = await as<Company>('erik.admin', company(ids.nordbygg!));
    expect(parent.status).toBe(200);
    const names = parent.body.children.map((c) => c.name);
    expect(names).toEqual(['Nordbygg Bau GmbH', 'Nordbygg Construction Inc.', 'Nordbygg Väst AB']);
    expect(parent.body.children.every((c) => c.parentId === ids.nordbygg)).toBe(true);
    const child = await as<Company>('erik.admin', company(ids.nordbyggBau!));
    expect(child.status).toBe(200);
    expect(child.body.parent).toMatchObject({ id: ids.nordbygg, name: 'Nordbygg Entreprenad AB' });
    expect(child.body.market).toBe('de');
    const superAdmin = await as<Company>('michael.superadmin', company(ids.greatlakesSe!));
    expect(superAdmin.status).toBe(200);
  });

  it('answers 404 for another company, a parent seen from a child, and a company that does not exist', async () => {
    const refused: [string, number][] = [
      ['anna.user', ids.mueller!],
      ['anna.user', ids.nordbyggVast!], // her other company: switch to it first
      ['lukas.user', ids.mueller!], // a child's user does not see the parent
      ['erik.admin', ids.mueller!],
      ['juergen.admin', ids.nordbygg!],
      ['michael.superadmin', ids.nordbyggBau!],
      ['maria.administrator', ids.nordbygg!],
      ['elin.consumer', ids.nordbygg!],
      ['erik.admin', 2_000_000_000],
    ];
    const bodies = new Set<string>();
    for (const [name, id] of refused) {
      const res = await as<ApiErrorBody>(name, company(id));
      expect(res.status, `${name} → ${id}`).toBe(404);
      expect(res.body.code).toBe('not_found');
      bodies.add(res.body.message.replace(String(id), 'ID'));
    }
    expect(bodies.size, 'the same answer whether or not it exists').toBe(1);
  });

  it('lets Internal see every company, and a child’s parent', async () => {
    for (const id of Object.values(ids)) {
      expect((await as('johan.internal', company(id))).status).toBe(200);
    }
    const child = await as<Company>('johan.internal', company(ids.muellerSued!));
    expect(child.body.parent?.id).toBe(ids.mueller);
  });
});

describe('the other company calls', () => {
  it('list children and their ids for the admin; nothing of them for a User', async () => {
    const children = await as<CompanyRef[]>('juergen.admin', `${company(ids.mueller!)}/children`);
    expect(children.status).toBe(200);
    const names = children.body.map((c) => c.name);
    expect(names).toHaveLength(3);
    expect([...names].sort(new Intl.Collator('de').compare)).toEqual(names);
    const childIds = await as<number[]>('juergen.admin', `${company(ids.mueller!)}/children/ids`);
    expect(childIds.body).toEqual(children.body.map((c) => c.id).sort((a, b) => a - b));
    expect((await as<CompanyRef[]>('anna.user', `${company(ids.nordbygg!)}/children`)).body).toEqual([]);
  });

  it('give addresses and price lists with the same scope', async () => {
    const delivery = await as<Company['deliveryAddresses']>(
      'anna.user',
      `${company(ids.nordbygg!)}/deliveryaddresses`,
    );
    const invoice = await as<Company['invoiceAddresses']>(
      'anna.user',
      `${company(ids.nordbygg!)}/invoiceaddresses`,
    );
    const lists = await as<Company['allowedPriceLists']>('anna.user', `${company(ids.nordbygg!)}/pricelists`);
    const whole = await as<Company>('anna.user', company(ids.nordbygg!));
    expect(delivery.body).toEqual(whole.body.deliveryAddresses);
    expect(invoice.body).toEqual(whole.body.invoiceAddresses);
    expect(lists.body).toEqual(whole.body.allowedPriceLists);
    for (const suffix of [
      'deliveryaddresses',
      'invoiceaddresses',
      'pricelists',
      'children',
      'children/ids',
    ]) {
      expect((await as('anna.user', `${company(ids.mueller!)}/${suffix}`)).status, suffix).toBe(404);
      expect((await as('erik.admin', `${company(ids.nordbyggVast!)}/${suffix}`)).status, suffix).toBe(200);
    }
  });

  it('names each listed customer’s account role and state (auth’s accounts, read after the page)', async () => {
    const res = await as<CompanyCustomers>('erik.admin', `${company(ids.nordbygg!)}/customers`);
    const anna = res.body.results.find((c) => c.id === who['anna.user']!.customerId);
    expect(anna).toMatchObject({ roleId: ROLE.User, isActive: true });
    const erik = res.body.results.find((c) => c.id === who['erik.admin']!.customerId);
    expect(erik?.roleId).not.toBe(ROLE.User);
    expect(erik?.isActive).toBe(true);
  });

  it('list a company’s customers for its admins and Internal, by last then first name; 404 for a User', async () => {
    const res = await as<CompanyCustomers>('erik.admin', `${company(ids.nordbygg!)}/customers`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((c) => c.id)).toEqual(expect.arrayContaining([who['anna.user']!.customerId]));
    const keys = res.body.results.map((c) => `${c.lastName}\u0000${c.firstName}`);
    expect(res.body.total).toBeGreaterThanOrEqual(res.body.results.length);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const paged = await as<CompanyCustomers>(
      'erik.admin',
      `${company(ids.nordbygg!)}/customers?pageSize=1&page=2`,
    );
    expect(paged.body.results).toEqual(res.body.results.slice(1, 2));
    expect((await as('johan.internal', `${company(ids.nordbygg!)}/customers`)).status).toBe(200);
    expect((await as('anna.user', `${company(ids.nordbygg!)}/customers`)).status).toBe(404);
    expect((await as('erik.admin', `${company(ids.mueller!)}/customers`)).status).toBe(404);
    const bad = await as<ApiErrorBody>(
      'erik.admin',
      `${company(ids.nordbygg!)}/customers?sortField=Password`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details?.fields.map((f) => f.field)).toContain('sortField');
  });

  it('answer 401 to anonymous callers and 400 naming id for a malformed id', async () => {
    const paths = [
      '',
      '/children',
      '/children/ids',
      '/deliveryaddresses',
      '/invoiceaddresses',
      '/pricelists',
      '/customers',
    ];
    for (const suffix of paths) {
      expect((await as(null, `${company(ids.nordbygg!)}${suffix}`)).status, suffix).toBe(401);
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        const res = await as<ApiErrorBody>('johan.internal', `/api/company/companies/${id}${suffix}`);
        expect(res.status, `${id}${suffix}`).toBe(400);
        expect(res.body.details?.fields.map((f) => f.field)).toEqual(['id']);
      }
    }
  });
});

describe('GET /api/customer/customers/{id}', () => {
  const customer = (name: string) => `/api/customer/customers/${who[name]!.customerId}`;

  it('gives everyone their own record with info, account and companies (the default first)', async () => {
    const res = await as<Customer>('anna.user', customer('anna.user'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account).toMatchObject({
      loginName: demoLogin('anna.user'),
      roleId: ROLE.User,
      isActive: true,
    });
    expect(res.body.companies.map((c) => c.name)).toEqual(['Nordbygg Entreprenad AB', 'Nordbygg Väst AB']);
    expect(res.body.companies[0]!.isDefault).toBe(true);
    expect(res.body.info.length).toBeGreaterThan(0);
    const consumer = await as<Customer>('elin.consumer', customer('elin.consumer'));
    expect(consumer.status).toBe(200);
    expect(consumer.body.companies).toEqual([]);
    expect(consumer.body.account?.roleId).toBe(ROLE.B2C);
    const superAdmin = await as<Customer>('michael.superadmin', customer('michael.superadmin'));
    expect(superAdmin.body.info).toContainEqual({ key: 'IsSuperCustomerAdmin', value: 'True' });
  });

  it("lets an admin see the people of the companies they see, and no one else's", async () => {
    expect((await as('erik.admin', customer('anna.user'))).status).toBe(200);
    expect((await as('erik.admin', customer('lukas.user'))).status).toBe(404);
    expect((await as('juergen.admin', customer('lukas.user'))).status).toBe(200); // a child's user
    expect((await as('maria.administrator', customer('anna.user'))).status).toBe(404);
  });

  it("hides other people's records from a User and a consumer; Internal sees everyone", async () => {
    expect((await as('anna.user', customer('erik.admin'))).status).toBe(404);
    expect((await as('lukas.user', customer('juergen.admin'))).status).toBe(404);
    expect((await as('elin.consumer', customer('anna.user'))).status).toBe(404);
    expect((await as('anna.user', customer('elin.consumer'))).status).toBe(404);
    for (const name of Object.keys(who)) {
      expect((await as('johan.internal', customer(name))).status, name).toBe(200);
    }
    expect((await as('erik.admin', '/api/customer/customers/2000000000')).status).toBe(404);
  });

  it('names to an admin only the companies of a person that the admin may see', async () => {
    const both = await createTestAccount(api.handle, {
      role: ROLE.User,
      companyIds: [ids.nordbyggVast!, ids.muellerSued!],
    });
    const path = `/api/customer/customers/${both.customerId}`;
    const namesFor = async (name: string) =>
      (await as<Customer>(name, path)).body.companies.map((c) => c.name);
    expect(await namesFor('erik.admin')).toEqual(['Nordbygg Väst AB']);
    expect(await namesFor('juergen.admin')).toEqual(['Müller & Söhne Süd GmbH']);
    expect(await namesFor('johan.internal')).toEqual(['Nordbygg Väst AB', 'Müller & Söhne Süd GmbH']);
    expect((await as('michael.superadmin', path)).status).toBe(404);
  });

  it('answers 401 without a token and 400 naming id for a malformed id', async () => {
    expect((await as(null, customer('anna.user'))).status).toBe(401);
    for (const id of ['x', '0', '2147483648']) {
      const res = await as<ApiErrorBody>('johan.internal', `/api/customer/customers/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.details?.fields.map((f) => f.field)).toEqual(['id']);
    }
  });
});
