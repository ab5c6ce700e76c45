import {
  createCompanyApi,
  createFeaturesApi,
  createHttpClient,
  createSettingsApi,
  type HttpError,
} from '@workwear/client';
import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { COMPANY_SETTING_KEYS } from '@workwear/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, demoBearer } from '../../testing/demoBearers';
import { type TestServer, testServer } from '../../testing/testServer';

// The storefront's client against the real API: every answer passes the shared zod contract.
let api: TestServer;
let token: string;
let customerId: number;
let nordbygg: number;

beforeAll(async () => {
  api = await testServer();
  const erik = await demoBearer(
    api.handle,
    DEMO_ACCOUNTS.find((a) => a.login.startsWith('erik.admin@'))!.login,
  );
  token = erik.bearer.replace(/^Bearer /, '');
  customerId = erik.customerId;
  nordbygg = await companyIdOf(api.handle, 'Nordbygg Entreprenad AB');
}, 60_000);

const http = (withToken: boolean) =>
  createHttpClient({
    baseUrl: api.baseUrl,
    defaultQuery: () => ({ marketId: 'SE', cultureCode: 'sv-SE' }),
    getToken: () => (withToken ? token : undefined),
  });

describe('company, customer, settings and feature calls through the client', () => {
  it('reads a company, its children, lists and people, and a customer, within the contracts', async () => {
    const companies = createCompanyApi(http(true));
    const company = await companies.company(nordbygg);
    expect(company.children.map((c) => c.id)).toEqual((await companies.children(nordbygg)).map((c) => c.id));
    expect(await companies.childIds(nordbygg)).toHaveLength(3);
    expect(await companies.deliveryAddresses(nordbygg)).toEqual(company.deliveryAddresses);
    expect(await companies.invoiceAddresses(nordbygg)).toEqual(company.invoiceAddresses);
    expect(await companies.allowedPriceLists(nordbygg)).toEqual(company.allowedPriceLists);
    const people = await companies.customers(nordbygg, { pageSize: 2 });
    expect(people.results.length).toBeLessThanOrEqual(2);
    expect((await companies.customer(customerId)).id).toBe(customerId);
    const anonymous = await createCompanyApi(http(false))
      .company(nordbygg)
      .catch((e: unknown) => e);
    expect((anonymous as HttpError).status).toBe(401);
  });

  it('reads a coop, single addresses, a customer by e-mail and their addresses, within the contracts', async () => {
    const companies = createCompanyApi(http(true));
    const company = await companies.company(nordbygg);
    const coop = await companies.coopCompanies(company.coopCode!);
    expect(coop.map((c) => c.id)).toEqual([nordbygg, ...company.children.map((c) => c.id)]);
    const [delivery] = company.deliveryAddresses;
    const [invoice] = company.invoiceAddresses;
    expect(await companies.deliveryAddress(nordbygg, delivery!.id)).toEqual(delivery);
    expect(await companies.invoiceAddress(nordbygg, invoice!.id)).toEqual(invoice);
    const me = await companies.customer(customerId);
    expect((await companies.customerByEmail(me.emailAddress)).id).toBe(customerId);
    expect(await companies.customerAddresses(customerId)).toEqual(me.addresses);
    const unknown = await companies.customerByEmail('nobody.at.all@example.test').catch((e: unknown) => e);
    expect((unknown as HttpError).status).toBe(404);
  });

  it('reads company settings typed, raw and as a tree, and the market calls', async () => {
    const settings = createSettingsApi(http(true));
    expect((await settings.companySettings(nordbygg)).map((s) => s.key)).toEqual(COMPANY_SETTING_KEYS);
    expect((await settings.companySetting(nordbygg, 'FormViewRules')).type).toBe('json');
    expect((await settings.rawCompanySettings(nordbygg)).length).toBeGreaterThan(0);
    expect((await settings.companySettingsTree(nordbygg)).children).toHaveLength(3);
    expect(Array.isArray(await settings.activeChildren(nordbygg, 'HidePrice'))).toBe(true);
    expect((await settings.marketSetting('SI', 'HidePrice')).value).toBe('True');
    expect((await settings.keys('SI')).length).toBeGreaterThan(0);
    expect((await settings.marketInfo('SE')).b2CActivate).toBe(true);
  });

  it('reads feature flags without a token', async () => {
    const features = createFeaturesApi(http(false));
    expect(await features.features('SE')).toHaveLength(12);
    expect(await features.enabled('UseRecommendations', 'SE')).toBe(true);
    expect((await features.feature('UseLaundryV2')).enabled).toBe(false);
  });
});
