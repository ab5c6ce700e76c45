import type { ProductDetail, ProductListResponse, ProductSummary } from '@workwear/contracts';
import { schema } from '@workwear/db';
import { RELATION_KINDS, ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../testing/accessTokens';
import { oraclePrice } from '../../testing/pricingOracle';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
let lists: { id: number; type: number; marketName: string }[];

beforeAll(async () => {
  api = await testServer();
  // Every list of the demo world: public ones, agreements of several companies, one of every other type.
  lists = await api.handle.rows(
    sql`SELECT id, type, market_name AS "marketName" FROM price_lists ORDER BY id`,
  );
});

const MARKETS = [
  { marketId: 'SE', cultureCode: 'sv-SE', name: 'se' },
  { marketId: 'DE', cultureCode: 'de-DE', name: 'de' },
  { marketId: 'US', cultureCode: 'en-US', name: 'us' },
] as const;

const SETTING_KEYS = [
  'HidePrice',
  'ShowPriceIncVat',
  'ShowAgreedAssortmentOnly',
  'ShowAgreedAssortmentOnlyForAllRoles',
  // A reseller: only then does a Reseller list count (issue 25).
  'AccessPartnerWeb',
] as const;

const principalArb = fc.record({
  role: fc.constantFrom<number | null>(
    null,
    ROLE.B2C,
    ROLE.User,
    ROLE.CustomerAdmin,
    ROLE.Administrator,
    ROLE.Internal,
  ),
  market: fc.constantFrom(...MARKETS),
  companyMarket: fc.constantFrom('se', 'de', 'us'),
  /** Indexes into the stored lists: the first is the primary one (or none). */
  listPicks: fc.uniqueArray(fc.nat(200), { minLength: 0, maxLength: 4 }),
  noPrimary: fc.boolean(),
  settings: fc.record(
    Object.fromEntries(SETTING_KEYS.map((k) => [k, fc.boolean()])) as Record<
      (typeof SETTING_KEYS)[number],
      fc.Arbitrary<boolean>
    >,
  ),
  includeMarketPrice: fc.boolean(),
  sortField: fc.constantFrom('PartNo', 'LowestPrice', 'HighestPrice', 'PopularityRank'),
  relation: fc.constantFrom(...RELATION_KINDS),
});
type DrawnPrincipal = typeof principalArb extends fc.Arbitrary<infer T> ? T : never;

let serial = 0;

/** A company of the drawn lists and settings, written as the company tables hold one. */
async function companyOf(p: DrawnPrincipal): Promise<number> {
  const picked = [...new Set(p.listPicks.map((i) => lists[i % lists.length]!.id))];
  const [company] = await api.handle.db
    .insert(schema.companies)
    .values({
      name: `Price property ${process.pid}-${++serial}`,
      marketName: p.companyMarket,
      primaryPriceListId: p.noPrimary ? null : (picked[0] ?? null),
    })
    .returning({ id: schema.companies.id });
  const id = company!.id;
  if (picked.length > 0) {
    await api.handle.db
      .insert(schema.companyPriceLists)
      .values(picked.map((priceListId) => ({ companyId: id, priceListId })));
  }
  await api.handle.db
    .insert(schema.companySettings)
    .values(SETTING_KEYS.map((key) => ({ companyId: id, key, value: p.settings[key] ? 'True' : 'False' })));
  return id;
}

async function get<T>(path: string, headers: Record<string, string>) {
  const res = await api.get<T>(path, headers);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** What a card, a detail variant or a related card says about one variant's price. */
const priceOfCard = (c: ProductSummary) =>
  c.price === null
    ? null
    : {
        price: c.price.price,
        priceIncVat: c.price.priceIncVat,
        priceListId: c.price.priceListId,
        market: c.price.marketPrice?.amount,
      };

describe('one price per variant, wherever it shows', () => {
  it('list, product detail and related products agree for random principals (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(principalArb, async (p) => {
        const b2b = p.role !== null && p.role !== ROLE.B2C;
        const companyId = b2b ? await companyOf(p) : null;
        const headers: Record<string, string> =
          p.role === null
            ? {}
            : {
                Authorization: await bearerFor(api.handle, {
                  role: p.role,
                  companyId,
                  market: p.companyMarket,
                }),
              };
        const market = `marketId=${p.market.marketId}&cultureCode=${p.market.cultureCode}`;
        const extra = p.includeMarketPrice ? '&includeMarketPrice=true' : '';
        const page = await get<ProductListResponse>(
          `/api/product/products?${market}&sortField=${p.sortField}&pageSize=12${extra}`,
          headers,
        );
        for (const card of page.results.slice(0, 6)) {
          const detail = await get<ProductDetail>(
            `/api/product/products/${card.partNo}?${market}${extra}`,
            headers,
          );
          const variant = detail.variants.find((v) => v.partNo === card.partNo);
          expect(variant, card.partNo).toBeDefined();
          const fromDetail =
            variant!.price === null
              ? null
              : {
                  price: variant!.price,
                  priceIncVat: variant!.priceIncVat,
                  priceListId: variant!.priceListId,
                  market: variant!.marketPrice?.amount,
                };
          expect(fromDetail, card.partNo).toEqual(priceOfCard(card));
          if (card.price) {
            const [variantRow] = await api.handle.rows<{ id: number }>(
              sql`SELECT id FROM variants WHERE part_no = ${card.partNo}`,
            );
            const oracle = await oraclePrice(api.handle, companyId, p.market.name, variantRow!.id);
            expect(card.price.price).toBe(oracle!.price);
          }
        }
        const first = page.results[0];
        if (!first) return;
        const related = await get<ProductListResponse>(
          `/api/product/products/${first.partNo}/${p.relation}?${market}`,
          headers,
        );
        for (const card of related.results.slice(0, 6)) {
          const listed = await get<ProductListResponse>(
            `/api/product/products?${market}&sku=${card.partNo}&mode=AllVariants`,
            headers,
          );
          const same = listed.results.find((r) => r.partNo === card.partNo);
          expect(same, card.partNo).toBeDefined();
          expect(priceOfCard(card), card.partNo).toEqual(priceOfCard(same!));
        }
      }),
      { numRuns: 25 },
    );
  });
});
