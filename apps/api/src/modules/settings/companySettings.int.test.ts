import type { ApiErrorBody, CompanySettingEntry, CompanySettingsTreeNode } from '@workwear/contracts';
import { COMPANY_SETTING_KEYS, type MarketSettingEntry, ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../testing/accessTokens';
import { companyIdOf, type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import { createTestCompany } from '../../testing/signIn';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Company settings (typed, inherited, raw, tree, active children) on the demo world and on a group of
 * this file's own companies, plus the market calls by key and the market info.
 */
let api: TestServer;
const who: Record<string, DemoPrincipal> = {};
let nordbygg: number;
let mueller: number;
// This file's own group: top > middle > (bottom, second); stranger elsewhere.
const group = { top: 0, middle: 0, bottom: 0, second: 0 };
let groupAdmin: string;
let middleAdmin: string;

async function store(companyId: number, rows: Record<string, string>) {
  for (const [key, value] of Object.entries(rows)) {
    await api.handle.db.execute(
      sql`INSERT INTO company_settings (company_id, key, value) VALUES (${companyId}, ${key}, ${value})`,
    );
  }
}

beforeAll(async () => {
  api = await testServer();
  Object.assign(
    who,
    await demoBearers(api.handle, ['anna.user', 'erik.admin', 'johan.internal', 'elin.consumer']),
  );
  nordbygg = await companyIdOf(api.handle, 'Nordbygg Entreprenad AB');
  mueller = await companyIdOf(api.handle, 'Müller & Söhne Gebäudeservice GmbH');

  group.top = (await createTestCompany(api.handle, { name: 'Settings Top AB' })).id;
  group.middle = (await createTestCompany(api.handle, { name: 'Settings Middle AB' })).id;
  group.bottom = (await createTestCompany(api.handle, { name: 'Ödla Settings AB' })).id;
  group.second = (await createTestCompany(api.handle, { name: 'Ärla Settings AB' })).id;
  await api.handle.db.execute(sql`UPDATE companies SET parent_id = ${group.top} WHERE id = ${group.middle}`);
  await api.handle.db.execute(
    sql`UPDATE companies SET parent_id = ${group.middle} WHERE id IN (${group.bottom}, ${group.second})`,
  );
  await store(group.top, { HidePrice: 'True', PricePointsFactor: '2.5', UseLaundry: 'True', LegacyKey: 'x' });
  await store(group.middle, { HidePrice: 'False', ShowVas: 'True', UseLaundry: 'maybe' });
  await store(group.bottom, { ShowVas: 'False', AttestantSetting: 'attestantperuser' });
  groupAdmin = await bearerFor(api.handle, {
    customerId: 900_001,
    companyId: group.top,
    role: ROLE.CustomerAdmin,
  });
  middleAdmin = await bearerFor(api.handle, {
    customerId: 900_002,
    companyId: group.middle,
    role: ROLE.Administrator,
  });
}, 60_000);

const get = <T>(bearer: string | null, path: string) =>
  api.get<T>(path, bearer ? { Authorization: bearer } : {});
const as = <T>(name: string, path: string) => get<T>(who[name]!.bearer, path);
const entry = (entries: CompanySettingEntry[], key: string) => entries.find((e) => e.key === key)!;

describe('GET /api/settings/company/{id}', () => {
  it('gives every key of the table, typed, in its order, with the stored values and the defaults', async () => {
    const res = await as<CompanySettingEntry[]>('anna.user', `/api/settings/company/${nordbygg}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((e) => e.key)).toEqual(COMPANY_SETTING_KEYS);
    const [stored] = await api.handle.rows<{ value: string }>(
      sql`SELECT value FROM company_settings WHERE company_id = ${nordbygg} AND key = 'ShowPriceIncVat'`,
    );
    expect(entry(res.body, 'ShowPriceIncVat')).toEqual({
      key: 'ShowPriceIncVat',
      type: 'boolean',
      value: stored!.value === 'True',
      source: 'own',
      inheritedFrom: null,
    });
    expect(entry(res.body, 'FormViewRules')).toMatchObject({ type: 'json', source: 'own' });
    expect(Array.isArray(entry(res.body, 'FormViewRules').value)).toBe(true);
    expect(entry(res.body, 'PricePointsFactor')).toMatchObject({
      type: 'number',
      value: 0,
      source: 'default',
    });
  });

  it("inherits the nearest ancestor's value unless overridden, and ignores a value not of its type", async () => {
    const res = await get<CompanySettingEntry[]>(groupAdmin, `/api/settings/company/${group.bottom}`);
    expect(res.status).toBe(200);
    expect(entry(res.body, 'HidePrice')).toMatchObject({
      value: false,
      source: 'inherited',
      inheritedFrom: group.middle,
    });
    expect(entry(res.body, 'PricePointsFactor')).toMatchObject({ value: 2.5, inheritedFrom: group.top });
    expect(entry(res.body, 'ShowVas')).toMatchObject({ value: false, source: 'own' });
    expect(entry(res.body, 'AttestantSetting')).toMatchObject({ value: 'AttestantPerUser', source: 'own' });
    // The middle company's 'maybe' is no boolean: the top's True applies.
    expect(entry(res.body, 'UseLaundry')).toMatchObject({ value: true, inheritedFrom: group.top });
    const top = await get<CompanySettingEntry[]>(groupAdmin, `/api/settings/company/${group.top}`);
    expect(entry(top.body, 'HidePrice')).toMatchObject({ value: true, source: 'own' });
    expect(entry(top.body, 'ShowVas')).toMatchObject({ value: false, source: 'default' });
  });

  it('answers one key typed, and the raw values as stored', async () => {
    const one = await get<CompanySettingEntry>(
      groupAdmin,
      `/api/settings/company/${group.middle}/PricePointsFactor`,
    );
    expect(one.body).toMatchObject({ key: 'PricePointsFactor', value: 2.5, source: 'inherited' });
    const raw = await get<MarketSettingEntry[]>(groupAdmin, `/api/settings/company/${group.top}/raw`);
    expect(raw.body).toEqual([
      { key: 'HidePrice', value: 'True' },
      { key: 'LegacyKey', value: 'x' },
      { key: 'PricePointsFactor', value: '2.5' },
      { key: 'UseLaundry', value: 'True' },
    ]);
    const rawOne = await get(groupAdmin, `/api/settings/company/${group.middle}/UseLaundry/raw`);
    expect(rawOne.body).toEqual({ key: 'UseLaundry', value: 'maybe' });
    const missing = await get(groupAdmin, `/api/settings/company/${group.middle}/ShowPoints/raw`);
    expect(missing.body).toEqual({ key: 'ShowPoints', value: null });
  });

  it('gives the tree below the company the principal may see, children by name, in either context', async () => {
    const tree = await get<CompanySettingsTreeNode>(groupAdmin, `/api/settings/company/${group.top}/tree`);
    expect(tree.status).toBe(200);
    expect(tree.body.companyId).toBe(group.top);
    const middle = tree.body.children[0]!;
    expect(middle.companyId).toBe(group.middle);
    // Swedish order: Ä before Ö, both after z.
    expect(middle.children.map((c) => c.name)).toEqual(['Ärla Settings AB', 'Ödla Settings AB']);
    expect(entry(middle.children[0]!.settings, 'ShowVas')).toMatchObject({
      value: true,
      inheritedFrom: group.middle,
    });
    const own = await get<CompanySettingsTreeNode>(
      groupAdmin,
      `/api/settings/company/${group.top}/tree?context=own`,
    );
    expect(own.body.settings.map((s) => s.key)).toEqual(['HidePrice', 'PricePointsFactor', 'UseLaundry']);
    expect(own.body.children[0]!.children[0]!.settings).toEqual([]);
    // An admin of the middle company sees its subtree, not the top.
    const fromMiddle = await get<CompanySettingsTreeNode>(
      middleAdmin,
      `/api/settings/company/${group.middle}/tree`,
    );
    expect(fromMiddle.body.children).toHaveLength(2);
    expect((await get(middleAdmin, `/api/settings/company/${group.top}/tree`)).status).toBe(404);
    // A User's tree is the company alone.
    const user = await as<CompanySettingsTreeNode>('anna.user', `/api/settings/company/${nordbygg}/tree`);
    expect(user.body.children).toEqual([]);
    const erik = await as<CompanySettingsTreeNode>('erik.admin', `/api/settings/company/${nordbygg}/tree`);
    expect(erik.body.children).toHaveLength(3);
    const bad = await get<ApiErrorBody>(groupAdmin, `/api/settings/company/${group.top}/tree?context=all`);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.fields.map((f) => f.field)).toEqual(['context']);
  });

  it('lists the child companies with a boolean key on; refuses a key that is not boolean', async () => {
    const on = await get<number[]>(
      groupAdmin,
      `/api/settings/company/${group.middle}/children/active/ShowVas`,
    );
    expect(on.body).toEqual([group.second]);
    const hidden = await get<number[]>(
      groupAdmin,
      `/api/settings/company/${group.top}/children/active/HidePrice`,
    );
    expect(hidden.body).toEqual([]);
    const bad = await get<ApiErrorBody>(
      groupAdmin,
      `/api/settings/company/${group.middle}/children/active/PricePointsFactor`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details?.fields.map((f) => f.field)).toEqual(['key']);
  });

  it('answers 401 anonymous, 404 for a company not visible, 400 naming id or key', async () => {
    const paths = ['', '/raw', '/tree', '/HidePrice', '/HidePrice/raw', '/children/active/HidePrice'];
    for (const suffix of paths) {
      expect((await get(null, `/api/settings/company/${nordbygg}${suffix}`)).status, suffix).toBe(401);
      expect((await as('erik.admin', `/api/settings/company/${mueller}${suffix}`)).status, suffix).toBe(404);
      expect((await as('anna.user', `/api/settings/company/${group.top}${suffix}`)).status, suffix).toBe(404);
      expect((await as('elin.consumer', `/api/settings/company/${nordbygg}${suffix}`)).status, suffix).toBe(
        404,
      );
      expect(
        (await as('johan.internal', `/api/settings/company/${group.bottom}${suffix}`)).status,
        suffix,
      ).toBe(200);
      const bad = await as<ApiErrorBody>('johan.internal', `/api/settings/company/abc${suffix}`);
      expect(bad.status, suffix).toBe(400);
      expect(bad.body.details?.fields.map((f) => f.field)).toContain('id');
    }
    const badKey = await as<ApiErrorBody>('johan.internal', `/api/settings/company/${nordbygg}/hideprice`);
    expect(badKey.status).toBe(400);
    expect(badKey.body.details?.fields.map((f) => f.field)).toEqual(['key']);
  });
});

describe('market settings by key and market info', () => {
  it('answers one market key as stored, its default when not stored, and 400 / 404 for bad input', async () => {
    expect((await api.get('/api/settings/market/SI/HidePrice')).body).toEqual({
      key: 'HidePrice',
      value: 'True',
    });
    expect((await api.get('/api/settings/market/se/HidePrice')).body).toEqual({
      key: 'HidePrice',
      value: 'False',
    });
    const badKey = await api.get<ApiErrorBody>('/api/settings/market/SE/Bogus');
    expect(badKey.status).toBe(400);
    expect(badKey.body.details?.fields.map((f) => f.field)).toEqual(['key']);
    expect((await api.get('/api/settings/market/XX/HidePrice')).status).toBe(404);
  });

  it('lists the keys of the market in the query, and one of them', async () => {
    const si = await api.get<MarketSettingEntry[]>('/api/settings/keys?marketId=SI');
    expect(si.body).toEqual((await api.get('/api/settings/market/SI')).body);
    expect((await api.get('/api/settings/keys/ActivateDiscountCode?marketId=SE')).body).toEqual({
      key: 'ActivateDiscountCode',
      value: 'True',
    });
    const bad = await api.get<ApiErrorBody>('/api/settings/keys?marketId=ZZ');
    expect(bad.status).toBe(400);
    expect(bad.body.details?.fields.map((f) => f.field)).toEqual(['marketId']);
  });

  it('gives the market info: consumers in SE, address validation and no on-hand feed in the US', async () => {
    expect((await api.get('/api/settings/market/SE/info')).body).toEqual({
      marketId: 'SE',
      b2CActivate: true,
      useAddressValidation: false,
      useProductOnHand: true,
      currency: expect.objectContaining({ code: 'SEK' }),
    });
    expect((await api.get('/api/settings/market/us/info')).body).toMatchObject({
      b2CActivate: false,
      useAddressValidation: true,
      useProductOnHand: false,
    });
    expect((await api.get('/api/settings/market/XX/info')).status).toBe(404);
  });
});
