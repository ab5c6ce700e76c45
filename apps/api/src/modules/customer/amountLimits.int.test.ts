import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../testing/accessTokens';
import { coWorkerOf, setCompanyLimits, setInfo } from '../../testing/amountLimits';
import { jsonCall } from '../../testing/cartApi';
import { testCompanyBuyer } from '../../testing/orderApi';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * GET and PUT api/customer/amountlimits over HTTP (issue 28): who sees a company's limits, what each
 * person has used, and the bulk update: all or nothing, 400 naming the entry, 403 and 404 by role and
 * company. Limits are kept as the spec's info AmountLimit text.
 */
let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const limitsOf = (bearer: string, companyId: number) =>
  jsonCall(`${api.baseUrl}/api/customer/amountlimits?companyId=${companyId}`, 'GET', bearer);
const putLimits = (bearer: string, body: unknown) =>
  jsonCall(`${api.baseUrl}/api/customer/amountlimits`, 'PUT', bearer, body);

/** A company with UseAmountLimit, a signed-in person of the given role in it, and two colleagues. */
async function company(role: number, settings: Record<string, string> = {}, superAdmin = false) {
  const buyer = await testCompanyBuyer(api.handle, { UseAmountLimit: 'True', ...settings });
  await api.handle.db.execute(sql`
    INSERT INTO accounts (customer_id, login_name, password_hash, role_id, is_active)
    VALUES (${buyer.customerId}, ${`limits-${buyer.customerId}`}, 'x', ${role}, true)`);
  const bearer = await bearerFor(api.handle, {
    customerId: buyer.customerId,
    companyId: buyer.companyId,
    role,
    market: 'se',
    sessionId: `limits-${buyer.customerId}`,
    superCustomerAdmin: superAdmin,
  });
  const [first, second] = [
    await coWorkerOf(api.handle, buyer.companyId),
    await coWorkerOf(api.handle, buyer.companyId),
  ];
  return { ...buyer, bearer, first: first!, second: second! };
}

const infoOf = async (customerId: number) =>
  Object.fromEntries(
    (
      await api.handle.rows<{ key: string; value: string }>(
        sql`SELECT key, value FROM customer_info WHERE customer_id = ${customerId} ORDER BY key`,
      )
    ).map((r) => [r.key, r.value]),
  );

describe('the list', () => {
  it('shows each person’s limit (own or the default), attestant and what they used this period', async () => {
    const c = await company(ROLE.Administrator);
    await setCompanyLimits(api.handle, c.companyId, { defaultAmount: 250_000 });
    await setInfo(api.handle, c.first, 'AmountLimit', '1250.50');
    await setInfo(api.handle, c.first, 'AmountLimitAttestant', 'Chef@Example.com');
    const res = await limitsOf(c.bearer, c.companyId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      companyId: c.companyId,
      currency: 'SEK',
      period: 'Month',
      defaultAmount: 250_000,
      visibility: 'shown',
      canEdit: true,
    });
    const byId = new Map(res.body.customers.map((p: { customerId: number }) => [p.customerId, p]));
    expect(byId.get(c.first)).toMatchObject({
      name: 'Łucja Dvořák',
      limit: 125_050,
      usesDefault: false,
      attestantEmail: 'Chef@Example.com',
      used: 0,
    });
    expect(byId.get(c.second)).toMatchObject({ limit: 250_000, usesDefault: true, attestantEmail: null });
  });

  it('is hidden without UseAmountLimit, and forbidden to a plain user', async () => {
    const off = await company(ROLE.Administrator, { UseAmountLimit: 'False' });
    const hidden = await limitsOf(off.bearer, off.companyId);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ visibility: 'hidden', canEdit: false, customers: [] });
    const user = await company(ROLE.User);
    expect((await limitsOf(user.bearer, user.companyId)).status).toBe(403);
  });

  it('shows a restricted team admin only their own team’s users', async () => {
    const c = await company(ROLE.CustomerAdmin, {
      UseCompanyTeam: 'True',
      CompanyTeamType: 'CompanyTeam',
      AttestantSetting: 'AttestantPerUser',
    });
    const [me] = await api.handle.rows<{ email: string }>(
      sql`SELECT email_address AS email FROM customers WHERE id = ${c.customerId}`,
    );
    await setInfo(api.handle, c.first, 'Attestant1', me!.email.toUpperCase());
    const res = await limitsOf(c.bearer, c.companyId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customers.map((p: { customerId: number }) => p.customerId)).toEqual([c.first]);
    // The one outside the team cannot be changed either (404, as if not there); nothing is written.
    const out = await putLimits(c.bearer, {
      companyId: c.companyId,
      limits: [
        { customerId: c.first, amountLimit: 100 },
        { customerId: c.second, amountLimit: 100 },
      ],
    });
    expect(out.status).toBe(404);
    expect(await infoOf(c.first)).not.toHaveProperty('AmountLimit');
  });
});

describe('the bulk update', () => {
  it('writes every limit as the info text, bumps the versions, and answers the list', async () => {
    const c = await company(ROLE.CustomerAdmin);
    const before = (await limitsOf(c.bearer, c.companyId)).body;
    const versionOf = (list: { customers: { customerId: number; version: number }[] }, id: number) =>
      list.customers.find((p) => p.customerId === id)?.version;
    await setInfo(api.handle, c.second, 'AmountLimit', '10');
    const res = await putLimits(c.bearer, {
      companyId: c.companyId,
      limits: [
        { customerId: c.first, amountLimit: 99_999_999_999_999, amountLimitAttestant: 'řehoř@example.com' },
        { customerId: c.second, amountLimit: null },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await infoOf(c.first)).toMatchObject({
      AmountLimit: '999999999999.99',
      AmountLimitAttestant: 'řehoř@example.com',
    });
    expect(await infoOf(c.second)).not.toHaveProperty('AmountLimit');
    expect(versionOf(res.body, c.first)).toBe((versionOf(before, c.first) ?? 0) + 1);
    const first = res.body.customers.find((p: { customerId: number }) => p.customerId === c.first);
    expect(first).toMatchObject({ limit: 99_999_999_999_999, attestantEmail: 'řehoř@example.com' });
  });

  it('refuses bad entries with 400 naming them, and writes nothing of the others', async () => {
    const c = await company(ROLE.Administrator);
    for (const [bad, field] of [
      [-1, 'limits.1.amountLimit'],
      [10.5, 'limits.1.amountLimit'],
      [100_000_000_000_000, 'limits.1.amountLimit'],
    ] as const) {
      const res = await putLimits(c.bearer, {
        companyId: c.companyId,
        limits: [
          { customerId: c.first, amountLimit: 500 },
          { customerId: c.second, amountLimit: bad },
        ],
      });
      expect(res.status, `${bad}`).toBe(400);
      expect(JSON.stringify(res.body), `${bad}`).toContain(field);
    }
    const stranger = await company(ROLE.User);
    const unknown = await putLimits(c.bearer, {
      companyId: c.companyId,
      limits: [
        { customerId: c.first, amountLimit: 500 },
        { customerId: stranger.customerId, amountLimit: 500 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('limits.1.customerId');
    expect(await infoOf(c.first)).not.toHaveProperty('AmountLimit');
  });

  it('is 403 to a plain user and to a customer admin who sees the limits disabled; another company 404', async () => {
    const user = await company(ROLE.User);
    const change = (c: { companyId: number; first: number }) => ({
      companyId: c.companyId,
      limits: [{ customerId: c.first, amountLimit: 100 }],
    });
    expect((await putLimits(user.bearer, change(user))).status).toBe(403);
    const disabled = await company(ROLE.CustomerAdmin, { UseAmountLimitForCustomerAdmins: 'True' });
    const seen = await limitsOf(disabled.bearer, disabled.companyId);
    expect(seen.body).toMatchObject({ visibility: 'disabled', canEdit: false });
    expect((await putLimits(disabled.bearer, change(disabled))).status).toBe(403);
    const superAdmin = await company(ROLE.CustomerAdmin, { UseAmountLimitForCustomerAdmins: 'True' }, true);
    expect((await putLimits(superAdmin.bearer, change(superAdmin))).status).toBe(200);
    const admin = await company(ROLE.Administrator);
    expect((await putLimits(admin.bearer, change(user))).status).toBe(404);
    expect((await limitsOf(admin.bearer, user.companyId)).status).toBe(404);
  });
});
