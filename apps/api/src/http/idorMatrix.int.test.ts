import type { DatabaseHandle } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdorRoute, idorRoutesOf, type OpenApiDocument, type OwnedRecords } from '../testing/idorRoutes';
import {
  createTestAccount,
  createTestCompany,
  type SignInServer,
  serveSignInApp,
  signInDatabase,
} from '../testing/signIn';

/**
 * Every route of the OpenAPI document that names a record, called by every kind of principal with the
 * id of a record of a company that is not theirs. No answer may be a success: anonymous gets 401, a
 * signed-in stranger 404 (existence does not leak). The owner's own call succeeds, so the ids are real.
 * A route whose parameters the matrix cannot place fails the test until it is classified
 * (testing/idorRoutes.ts).
 */
describe('IDOR matrix from the OpenAPI document', () => {
  let handle: DatabaseHandle;
  let api: SignInServer;
  let routes: IdorRoute[];
  const tokens = new Map<string, string>();
  let victim: OwnedRecords;
  /** Internal staff see every company: kept apart from the strangers. */
  let internalToken: string;

  beforeAll(async () => {
    handle = await signInDatabase();
    api = await serveSignInApp(handle);
    const doc = (await api.send<OpenApiDocument>('GET', '/openapi.json')).body;
    routes = idorRoutesOf(doc);

    const parent = await createTestCompany(handle, { name: 'Attacker Group AB' });
    const child = await createTestCompany(handle, { name: 'Attacker Child AB' });
    await handle.db.execute(sql`UPDATE companies SET parent_id = ${parent.id} WHERE id = ${child.id}`);
    const target = await createTestCompany(handle, { name: 'Victim Żywiec Sp.' });
    const owner = await createTestAccount(handle, { role: ROLE.CustomerAdmin, companyIds: [target.id] });
    // One address of each kind, so the address routes have a real id of the victim's to point at.
    const addressIds: Record<string, number> = {};
    for (const kind of ['delivery', 'invoice'] as const) {
      const [row] = await handle.rows<{ id: number }>(sql`
        INSERT INTO company_addresses (company_id, kind, address_line1, zip_code, city, country_id)
        VALUES (${target.id}, ${kind}, 'ul. Browarna 88', '34-300', 'Żywiec', 616) RETURNING id`);
      addressIds[kind] = Number(row!.id);
    }
    victim = {
      companyId: target.id,
      customerId: owner.customerId,
      coopCode: target.coopCode!,
      deliveryAddressId: addressIds.delivery!,
      invoiceAddressId: addressIds.invoice!,
      email: owner.email,
    };

    const principals: [string, Parameters<typeof createTestAccount>[1]][] = [
      ['User of another company', { role: ROLE.User, companyIds: [parent.id, child.id] }],
      ['CustomerAdmin of another company', { role: ROLE.CustomerAdmin, companyIds: [parent.id] }],
      ['Administrator of another company', { role: ROLE.Administrator, companyIds: [parent.id] }],
      ['consumer', { role: ROLE.B2C }],
    ];
    for (const [name, options] of principals) {
      const account = await createTestAccount(handle, options);
      const res = await api.login(account, 'se');
      expect(res.status, name).toBe(200);
      tokens.set(name, res.body.accessToken);
    }
    const ownerLogin = await api.login(owner, 'se');
    tokens.set('owner', ownerLogin.body.accessToken);
    const internal = await createTestAccount(handle, { role: ROLE.Internal, companyIds: [parent.id] });
    internalToken = (await api.login(internal, 'se')).body.accessToken;
  });
  afterAll(async () => {
    await api?.close();
    await handle?.close();
  });

  const call = (route: IdorRoute, token: string | undefined) => {
    const request = route.request(victim);
    return api.send(
      route.method.toUpperCase(),
      request.path,
      request.body,
      token ? { Authorization: `Bearer ${token}` } : {},
    );
  };

  it('finds the routes that name a record, and places every parameter', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.unplaced, `${route.method} ${route.path}`).toEqual([]);
    // The id kinds beside companyId and customerId: coop code, address ids and e-mail address.
    const paths = routes.map((r) => r.path);
    for (const path of [
      '/api/company/companies/coop/{coopCode}',
      '/api/company/companies/{id}/deliveryaddresses/{addressId}',
      '/api/company/companies/{id}/invoiceaddresses/{addressId}',
      '/api/customer/customers/getByEmail',
      '/api/customer/customers/{id}/addresses',
    ])
      expect(paths, path).toContain(path);
  });

  it('answers 401 to an anonymous caller on every such route', async () => {
    for (const route of routes.filter((r) => r.needsSignIn)) {
      const res = await call(route, undefined);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('never hands another company’s record to a signed-in stranger', async () => {
    for (const route of routes) {
      for (const [name, token] of tokens) {
        if (name === 'owner') continue;
        const res = await call(route, token);
        expect([403, 404], `${name}: ${route.method} ${route.path} answered ${res.status}`).toContain(
          res.status,
        );
      }
    }
  });

  it('serves the owner and Internal staff (so the ids the matrix uses are real)', async () => {
    const reads = routes.filter((r) => r.ownerSucceeds);
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      for (const [name, token] of [
        ['owner', tokens.get('owner')],
        ['Internal', internalToken],
      ] as const) {
        const res = await call(route, token);
        expect(res.status, `${name}: ${route.method} ${route.path}`).toBeLessThan(300);
      }
    }
  });
});
