import type { ApiErrorBody, CompanyAddress, CompanyRef } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Coop companies by coop code and single delivery and invoice addresses, on the demo world: what each
 * role sees, 404 for another company's code or address (the same answer as for one that does not
 * exist), 401 without a token, 400 naming the field for malformed input.
 */
let api: TestServer;
const who: Record<string, DemoPrincipal> = {};
const ids: Record<string, number> = {};
const coop: Record<string, string> = {};

beforeAll(async () => {
  api = await testServer();
  Object.assign(
    who,
    await demoBearers(api.handle, [
      'anna.user',
      'lukas.user',
      'erik.admin',
      'juergen.admin',
      'johan.internal',
      'elin.consumer',
    ]),
  );
  for (const [key, name] of Object.entries({
    nordbygg: 'Nordbygg Entreprenad AB',
    nordbyggVast: 'Nordbygg Väst AB',
    mueller: 'Müller & Söhne Gebäudeservice GmbH',
    muellerSued: 'Müller & Söhne Süd GmbH',
  })) {
    ids[key] = await companyIdOf(api.handle, name);
    const [row] = await api.handle.rows<{ coop_code: string }>(
      sql`SELECT coop_code FROM companies WHERE id = ${ids[key]}`,
    );
    coop[key] = row!.coop_code;
  }
}, 60_000);

const as = <T>(name: string | null, path: string) =>
  api.get<T>(path, name ? { Authorization: who[name]!.bearer } : {});
const coopPath = (code: string) => `/api/company/companies/coop/${encodeURIComponent(code)}`;
const addressPath = (companyId: number, kind: 'delivery' | 'invoice', addressId: number | string) =>
  `/api/company/companies/${companyId}/${kind}addresses/${addressId}`;

describe('GET /api/company/companies/coop/{coopCode}', () => {
  it('gives a User only the own company, even when holding its coop code', async () => {
    const res = await as<CompanyRef[]>('anna.user', coopPath(coop.nordbygg!));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual([ids.nordbygg]);
    expect(res.body[0]).toMatchObject({ coopCode: coop.nordbygg, parentId: null });
  });

  it('gives the admin the holder first, then the children below it sorted by name', async () => {
    const res = await as<CompanyRef[]>('erik.admin', coopPath(coop.nordbygg!));
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual([
      'Nordbygg Entreprenad AB',
      'Nordbygg Bau GmbH',
      'Nordbygg Construction Inc.',
      'Nordbygg Väst AB',
    ]);
    const child = await as<CompanyRef[]>('erik.admin', coopPath(coop.nordbyggVast!));
    expect(child.body.map((c) => c.id)).toEqual([ids.nordbyggVast]);
    const internal = await as<CompanyRef[]>('johan.internal', coopPath(coop.mueller!));
    expect(internal.body[0]?.id).toBe(ids.mueller);
    expect(internal.body).toHaveLength(4);
  });

  it('answers 404 for a code held by a company the principal may not see, exactly as for an unknown code', async () => {
    const refused: [string, string][] = [
      ['anna.user', coop.mueller!],
      ['anna.user', coop.nordbyggVast!], // her other company: switch to it first
      ['lukas.user', coop.mueller!], // a child's user does not see the parent's coop
      ['erik.admin', coop.muellerSued!],
      ['juergen.admin', coop.nordbygg!],
      ['elin.consumer', coop.nordbygg!],
      ['erik.admin', 'NO-SUCH-COOP-0'],
    ];
    const bodies = new Set<string>();
    for (const [name, code] of refused) {
      const res = await as<ApiErrorBody>(name, coopPath(code));
      expect(res.status, `${name} → ${code}`).toBe(404);
      bodies.add(JSON.stringify({ ...res.body, message: res.body.message.replace(code, 'CODE') }));
    }
    expect(bodies.size, 'the same answer whether or not the code exists').toBe(1);
  });

  it('answers 401 without a token and 400 naming coopCode for a malformed code', async () => {
    expect((await as(null, coopPath(coop.nordbygg!))).status).toBe(401);
    for (const code of ['a b', 'x'.repeat(101), 'åäö', "1' OR '1'='1"]) {
      const res = await as<ApiErrorBody>('johan.internal', coopPath(code));
      expect(res.status, code).toBe(400);
      expect(res.body.details?.fields.map((f) => f.field)).toEqual(['coopCode']);
    }
  });
});

describe('GET /api/company/companies/{id}/deliveryaddresses/{addressId} and invoiceaddresses', () => {
  it('gives each address of the list by its id, and only under its own kind', async () => {
    for (const kind of ['delivery', 'invoice'] as const) {
      const list = await as<CompanyAddress[]>(
        'anna.user',
        `/api/company/companies/${ids.nordbygg}/${kind}addresses`,
      );
      expect(list.body.length, kind).toBeGreaterThan(0);
      for (const address of list.body) {
        const res = await as<CompanyAddress>('anna.user', addressPath(ids.nordbygg!, kind, address.id));
        expect(res.status).toBe(200);
        expect(res.body).toEqual(address);
        const other = kind === 'delivery' ? 'invoice' : 'delivery';
        expect((await as('anna.user', addressPath(ids.nordbygg!, other, address.id))).status).toBe(404);
      }
    }
    const child = await as<CompanyAddress[]>(
      'erik.admin',
      `/api/company/companies/${ids.nordbyggVast}/deliveryaddresses`,
    );
    const res = await as('erik.admin', addressPath(ids.nordbyggVast!, 'delivery', child.body[0]!.id));
    expect(res.status).toBe(200);
  });

  it("answers 404 for another company's address, under its own id or the caller's, like a missing one", async () => {
    const [foreign] = (
      await as<CompanyAddress[]>('johan.internal', `/api/company/companies/${ids.mueller}/deliveryaddresses`)
    ).body;
    const refused: [string, number, number][] = [
      ['anna.user', ids.nordbygg!, foreign!.id], // own company, another company's address
      ['anna.user', ids.mueller!, foreign!.id],
      ['lukas.user', ids.mueller!, foreign!.id],
      ['erik.admin', ids.nordbyggVast!, foreign!.id],
      ['elin.consumer', ids.mueller!, foreign!.id],
      ['anna.user', ids.nordbygg!, 2_000_000_000],
    ];
    const bodies = new Set<string>();
    for (const [name, companyId, addressId] of refused) {
      const res = await as<ApiErrorBody>(name, addressPath(companyId, 'delivery', addressId));
      expect(res.status, `${name} → ${companyId}/${addressId}`).toBe(404);
      bodies.add(res.body.code);
    }
    expect([...bodies]).toEqual(['not_found']);
    expect((await as('juergen.admin', addressPath(ids.mueller!, 'delivery', foreign!.id))).status).toBe(200);
  });

  it('answers 401 without a token and 400 naming the malformed id', async () => {
    expect((await as(null, addressPath(ids.nordbygg!, 'invoice', 1))).status).toBe(401);
    for (const [companyId, addressId, field] of [
      [String(ids.nordbygg), 'abc', 'addressId'],
      [String(ids.nordbygg), '0', 'addressId'],
      ['x', '1', 'id'],
    ] as const) {
      const res = await as<ApiErrorBody>(
        'johan.internal',
        `/api/company/companies/${companyId}/deliveryaddresses/${addressId}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.details?.fields.map((f) => f.field)).toEqual([field]);
    }
  });
});
