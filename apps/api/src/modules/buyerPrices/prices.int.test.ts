import type {
  FilterSearchResponse,
  ProductDetail,
  ProductListResponse,
  ProductSummary,
} from '@workwear/contracts';
import { schema } from '@workwear/db';
import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../testing/accessTokens';
import { oraclePrice } from '../../testing/pricingOracle';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { pricingQueries } from './repository';

let api: TestServer;
const bearers = new Map<string, string>();

/** Signs a demo account in through the real login and keeps its bearer. */
async function signedIn(login: string): Promise<Record<string, string>> {
  let bearer = bearers.get(login);
  if (!bearer) {
    const account = DEMO_ACCOUNTS.find((a) => a.login === login)!;
    const res = await fetch(`${api.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: account.login, password: account.password, market: account.market }),
    });
    const body = (await res.json()) as { accessToken: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    bearer = `Bearer ${body.accessToken}`;
    bearers.set(login, bearer);
  }
  return { Authorization: bearer };
}

const ANNA = 'anna.user@demo.workwear.test'; // User, Nordbygg Entreprenad AB (SE): agreement + two allowed lists
const ERIK = 'erik.admin@demo.workwear.test'; // CustomerAdmin of the same company
const NILS = 'nils.user@demo.workwear.test'; // User, Great Lakes Energi Sverige AB: HidePrice, agreed assortment only
const LUKAS = 'lukas.user@demo.workwear.test'; // User, Müller & Söhne Süd (DE): agreed assortment only for all roles
const MARIA = 'maria.administrator@demo.workwear.test'; // Administrator (SE)
const JOHAN = 'johan.internal@demo.workwear.test'; // Internal (SE)
const ELIN = 'elin.consumer@demo.workwear.test'; // B2C

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const res = await api.get<T>(path, headers);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}
const list = (query: string, headers?: Record<string, string>) =>
  get<ProductListResponse>(`/api/product/products?api-version=2&${query}`, headers);

async function companyId(name: string): Promise<number> {
  const [row] = await api.handle.rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = ${name}`);
  return row!.id;
}

const variantIdOf = async (partNo: string) => {
  const [row] = await api.handle.rows<{ id: number }>(sql`SELECT id FROM variants WHERE part_no = ${partNo}`);
  return row!.id;
};

/** The rule in SQL for a card: its price equals the oracle's for the company and market. */
async function expectOracle(card: ProductSummary, company: number | null, market: string) {
  const oracle = await oraclePrice(api.handle, company, market, await variantIdOf(card.partNo));
  expect(card.price, card.partNo).toMatchObject({
    price: oracle!.price,
    priceIncVat: oracle!.priceIncVat,
    priceListId: oracle!.priceListId,
  });
}

let nordbygg: number;
/** A listed Swedish variant of Nordbygg's agreement (primary) list, with both prices. */
let sample: { partNo: string; base: string; agreement: number; agreementListId: number; market: number };

beforeAll(async () => {
  api = await testServer();
  nordbygg = await companyId('Nordbygg Entreprenad AB');
  const [row] = await api.handle.rows<typeof sample>(sql`
    SELECT l.part_no AS "partNo", left(l.part_no, 8) AS base, a.price::int AS agreement,
      a.price_list_id AS "agreementListId", m.price::int AS market
    FROM variant_listing l
    JOIN companies c ON c.id = ${nordbygg}
    JOIN variant_prices a ON a.variant_id = l.variant_id AND a.price_list_id = c.primary_price_list_id
    JOIN variant_prices m ON m.variant_id = l.variant_id
      AND m.price_list_id = (SELECT id FROM price_lists WHERE code = 'PUBLIC-SE')
    WHERE l.is_sellable AND l.has_stock AND m.price >= a.price + 200
    ORDER BY l.part_no LIMIT 1`);
  sample = row!;
});

describe('a company user sees the company prices everywhere', () => {
  it('in the list, for the one variant and for a whole page sorted by price', async () => {
    const anna = await signedIn(ANNA);
    const [own] = (await list(`sku=${sample.partNo}`, anna)).results;
    expect(own!.price).toMatchObject({ price: sample.agreement, priceListId: sample.agreementListId });
    const [anonymous] = (await list(`sku=${sample.partNo}`)).results;
    expect(anonymous!.price!.price).toBe(sample.market);

    for (const sortOrder of ['asc', 'desc']) {
      const page = await list(`sortField=LowestPrice&sortOrder=${sortOrder}&pageSize=60`, anna);
      const prices = page.results.map((r) => r.price!.price);
      expect(prices).toEqual([...prices].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a)));
      for (const card of page.results) await expectOracle(card, nordbygg, 'se');
    }
  });

  it('sorts the whole assortment by the company price: the cheapest is the cheapest by the rule', async () => {
    const anna = await signedIn(ANNA);
    const all = await list('sortField=PartNo&pageSize=100', anna);
    const everything: ProductSummary[] = [...all.results];
    for (let page = 2; page <= all.totalPages; page++) {
      everything.push(...(await list(`sortField=PartNo&pageSize=100&page=${page}`, anna)).results);
    }
    const expected = everything
      .map((c) => [c.price!.price, c.partNo] as const)
      .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))
      .slice(0, 30)
      .map((e) => e[0]);
    const sorted = await list('sortField=LowestPrice&pageSize=30', anna);
    expect(sorted.results.map((r) => r.price!.price)).toEqual(expected);
    expect(sorted.total).toBe((await list('')).total);
  });

  it('in the price filter and the price range of the facets', async () => {
    const anna = await signedIn(ANNA);
    const min = Math.floor(sample.agreement / 100);
    const max = Math.ceil(sample.agreement / 100);
    const query = `sku=${sample.partNo}&price=price,${min},${max}`;
    expect((await list(query, anna)).total).toBe(1);
    expect((await list(query)).total).toBe(0);
    const facets = await get<FilterSearchResponse>(`/api/product/filter/search?sku=${sample.partNo}`, anna);
    expect(facets.price.min).toBe(sample.agreement);
    const anonymousFacets = await get<FilterSearchResponse>(
      `/api/product/filter/search?sku=${sample.partNo}`,
    );
    expect(anonymousFacets.price.min).toBe(sample.market);
  });

  it('in search, product detail and the variants call', async () => {
    const anna = await signedIn(ANNA);
    const found = await list(`query=${sample.partNo}`, anna);
    expect(found.results.find((r) => r.partNo === sample.partNo)!.price!.price).toBe(sample.agreement);
    const detail = await get<ProductDetail>(`/api/product/products/${sample.partNo}`, anna);
    const variant = detail.variants.find((v) => v.partNo === sample.partNo)!;
    expect(variant).toMatchObject({ price: sample.agreement, priceListId: sample.agreementListId });
    const anonymous = await get<ProductDetail>(`/api/product/products/${sample.partNo}`);
    expect(anonymous.variants.find((v) => v.partNo === sample.partNo)!.price).toBe(sample.market);
  });

  it('gives another company its own prices, and its customer admin the same as its user', async () => {
    const other = await companyId('Müller Fastighetsservice Sverige AB');
    const [own] = await api.handle.rows<{ id: number }>(
      sql`SELECT primary_price_list_id AS id FROM companies WHERE id = ${other}`,
    );
    expect(own!.id).not.toBe(sample.agreementListId);
    // A User of that company (a token as sign-in issues it): the cards follow its lists, not Nordbygg's.
    const theirs = { Authorization: await bearerFor(api.handle, { role: ROLE.User, companyId: other }) };
    const mine = await list('sortField=PartNo&pageSize=60', await signedIn(ANNA));
    const their = await list('sortField=PartNo&pageSize=60', theirs);
    for (const card of their.results) await expectOracle(card, other, 'se');
    const differs = their.results.filter((c, i) => c.price!.price !== mine.results[i]!.price!.price);
    expect(differs.length).toBeGreaterThan(0);
    const admin = await list('sortField=PartNo&pageSize=40', await signedIn(ERIK));
    for (const card of admin.results) await expectOracle(card, nordbygg, 'se');
    const anonymous = await list('sortField=PartNo&pageSize=40');
    for (const card of anonymous.results) await expectOracle(card, null, 'se');
  });
});

describe('agreed assortment', () => {
  it('shows a User of a company with ShowAgreedAssortmentOnly only variants its lists price', async () => {
    const nils = await signedIn(NILS);
    const company = await companyId('Great Lakes Energi Sverige AB');
    const body = await list('pageSize=100', nils);
    const [count] = await api.handle.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM variant_listing l
      JOIN variant_prices vp ON vp.variant_id = l.variant_id
      JOIN companies c ON c.id = ${company} AND vp.price_list_id = c.primary_price_list_id
      WHERE l.is_sellable AND l.has_stock`);
    expect(body.total).toBe(count!.n);
    expect(body.total).toBeLessThan((await list('')).total);
  });

  it('shows every role the agreed assortment with ...ForAllRoles, in its market', async () => {
    const lukas = await signedIn(LUKAS);
    const company = await companyId('Müller & Söhne Süd GmbH');
    const body = await list('marketId=DE&cultureCode=de-DE&sortField=LowestPrice&pageSize=100', lukas);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan((await list('marketId=DE&cultureCode=de-DE')).total);
    for (const card of body.results) {
      const oracle = await oraclePrice(api.handle, company, 'de', await variantIdOf(card.partNo));
      expect(oracle!.agreed).toBe(true);
      expect(card.price!.price).toBe(oracle!.price);
    }
  });

  it('answers context=agreement with the agreed assortment; 401 anonymous, 403 for a consumer', async () => {
    const anna = await signedIn(ANNA);
    const agreed = await list('context=agreement&pageSize=100', anna);
    expect(agreed.total).toBeLessThan((await list('', anna)).total);
    for (const card of agreed.results) {
      const oracle = await oraclePrice(api.handle, nordbygg, 'se', await variantIdOf(card.partNo));
      expect(oracle!.agreed).toBe(true);
    }
    expect((await api.get('/api/product/products?context=agreement')).status).toBe(401);
    expect((await api.get('/api/product/products?context=agreement', await signedIn(ELIN))).status).toBe(403);
  });
});

describe('agreed categories', () => {
  type Nav = { catalogueCategory: { id: number; productCount: number }[] };
  type Cat = { id: number; productCount: number };

  it('answers the agreement navigation with the categories holding the agreed assortment', async () => {
    const anna = await signedIn(ANNA);
    const agreed = await get<Nav>('/api/product/Categories/context?context=agreement', anna);
    const all = await get<Nav>('/api/product/Categories/context', anna);
    expect(agreed.catalogueCategory.length).toBeGreaterThan(0);
    expect(agreed.catalogueCategory.every((c) => c.productCount > 0)).toBe(true);
    const count = (nav: Nav) => nav.catalogueCategory.reduce((n, c) => n + c.productCount, 0);
    expect(count(agreed)).toBeLessThan(count(all));
    expect((await api.get('/api/product/Categories/context?context=agreement')).status).toBe(401);
    expect(
      (await api.get('/api/product/Categories/context?context=agreement', await signedIn(ELIN))).status,
    ).toBe(403);
  });

  it('counts only the agreed assortment in the menus of a principal shown nothing else', async () => {
    const nils = await get<Cat[]>('/api/product/categories/all', await signedIn(NILS));
    const anonymous = await get<Cat[]>('/api/product/categories/all');
    const byId = new Map(anonymous.map((c) => [c.id, c.productCount]));
    expect(nils.every((c) => c.productCount <= byId.get(c.id)!)).toBe(true);
    expect(nils.some((c) => c.productCount < byId.get(c.id)!)).toBe(true);
    const listed = await list('pageSize=1', await signedIn(NILS));
    const root = nils.filter((c) => anonymous.find((a) => a.id === c.id));
    expect(Math.max(...root.map((c) => c.productCount))).toBeLessThanOrEqual(listed.total);
  });
});

describe('hidden prices and market prices', () => {
  it('hides the prices of a company with HidePrice in lists, facets and detail', async () => {
    const nils = await signedIn(NILS);
    const body = await list('pageSize=5&price=price,1,100000', nils);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.price === null)).toBe(true);
    const facets = await get<FilterSearchResponse>('/api/product/filter/search', nils);
    expect(facets.price.min).toBeNull();
    const detail = await get<ProductDetail>(`/api/product/products/${body.results[0]!.partNo}`, nils);
    expect(detail.variants.every((v) => v.price === null && v.priceIncVat === null)).toBe(true);
    // Listed means offered: the storefront may sell every sellable variant the detail lists.
    expect(detail.pricesHidden).toBe(true);
    const anonymous = await get<ProductDetail>(`/api/product/products/${body.results[0]!.partNo}`);
    expect(anonymous.pricesHidden).toBe(false);
  });

  it('ignores a price sort where prices are hidden: the order would reveal them', async () => {
    const nils = await signedIn(NILS);
    const byDefault = await list('pageSize=24', nils);
    for (const sort of ['sortField=LowestPrice', 'sortField=HighestPrice&sortOrder=asc']) {
      const asked = await list(`pageSize=24&${sort}`, nils);
      expect(asked.sortField).toBe(byDefault.sortField);
      expect(asked.results.map((r) => r.partNo)).toEqual(byDefault.results.map((r) => r.partNo));
    }
    // Where prices show, the sort is taken.
    expect((await list('pageSize=1&sortField=LowestPrice', await signedIn(ANNA))).sortField).toBe(
      'LowestPrice',
    );
  });

  it('gives market prices to administrators and internal users who ask, in a market that allows it', async () => {
    for (const login of [MARIA, JOHAN]) {
      const headers = await signedIn(login);
      const [card] = (await list(`sku=${sample.partNo}&includeMarketPrice=true`, headers)).results;
      expect(card!.price!.marketPrice).toMatchObject({ amount: sample.market, currency: 'SEK' });
      const detail = await get<ProductDetail>(
        `/api/product/products/${sample.partNo}?includeMarketPrice=true`,
        headers,
      );
      expect(detail.variants.find((v) => v.partNo === sample.partNo)!.marketPrice!.amount).toBe(
        sample.market,
      );
      const [unasked] = (await list(`sku=${sample.partNo}`, headers)).results;
      expect(unasked!.price!.marketPrice).toBeUndefined();
    }
    // Germany does not show administrators the market price.
    const [german] = (
      await list('marketId=DE&cultureCode=de-DE&pageSize=1&includeMarketPrice=true', await signedIn(MARIA))
    ).results;
    expect(german!.price!.marketPrice).toBeUndefined();
  });

  it('ignores includeMarketPrice for anonymous callers, users, customer admins and consumers', async () => {
    for (const headers of [{}, await signedIn(ANNA), await signedIn(ERIK), await signedIn(ELIN)]) {
      const [card] = (await list(`sku=${sample.partNo}&includeMarketPrice=true`, headers)).results;
      expect(card!.price!.marketPrice).toBeUndefined();
      const detail = await get<ProductDetail>(
        `/api/product/products/${sample.partNo}?includeMarketPrice=true`,
        headers,
      );
      expect(detail.variants.every((v) => v.marketPrice === undefined)).toBe(true);
    }
  });

  it('marks a signed-in answer private and never cacheable', async () => {
    const res = await api.get('/api/product/products?pageSize=1', await signedIn(ANNA));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('Authorization');
  });
});

describe('company settings pricing reads', () => {
  it('inherits HidePrice from the parent when the child company does not store it', async () => {
    const insert = (values: typeof schema.companies.$inferInsert) =>
      api.handle.db.insert(schema.companies).values(values).returning({ id: schema.companies.id });
    const [parent] = await insert({ name: `Pricing parent ${process.pid}`, marketName: 'se' });
    const [child] = await insert({
      name: `Pricing child ${process.pid}`,
      marketName: 'se',
      parentId: parent!.id,
      primaryPriceListId: sample.agreementListId,
    });
    await api.handle.db
      .insert(schema.companySettings)
      .values({ companyId: parent!.id, key: 'HidePrice', value: 'True' });
    const user = { Authorization: await bearerFor(api.handle, { role: ROLE.User, companyId: child!.id }) };
    const [card] = (await list(`sku=${sample.partNo}`, user)).results;
    expect(card!.price).toBeNull();
  });
});

describe('pricing queries on the demo data', () => {
  const q = pricingQueries;
  itChecksRowShapes<typeof q>(
    {
      listPrices: (h) => q.listPrices.check(h, sample.agreementListId),
    },
    () => api.handle,
  );
});
