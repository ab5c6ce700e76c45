import type { ProductListResponse, ProductSummary } from '@workwear/contracts';
import { MAX_PAGE_SIZE, ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../testing/accessTokens';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Issue 25: a business buyer paid more than anyone signed out (an agreement list above the public
 * price, and PreOrder and Reseller lists pricing ordinary orders). Over the whole demo world: every
 * company's user, in every market one of its lists prices in, sees no variant dearer than the public
 * price of the same variant in the same market, ex VAT or inc VAT. The README names no exception.
 */
let api: TestServer;

const CULTURE: Record<string, string> = { se: 'sv-SE', de: 'de-DE', us: 'en-US' };

beforeAll(async () => {
  api = await testServer();
});

/** Every colour variant's price in a market's list, page by page, as the principal sees it. */
async function pricesOf(marketName: string, headers: Record<string, string>) {
  const market = `marketId=${marketName.toUpperCase()}&cultureCode=${CULTURE[marketName]}`;
  const prices = new Map<string, NonNullable<ProductSummary['price']>>();
  for (let page = 1; ; page++) {
    const res = await api.get<ProductListResponse>(
      `/api/product/products?${market}&sortField=PartNo&pageSize=${MAX_PAGE_SIZE}&page=${page}`,
      headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const card of res.body.results) if (card.price) prices.set(card.partNo, card.price);
    if (page >= res.body.totalPages) return prices;
  }
}

describe('no principal pays more than the public price', () => {
  it('holds for every demo company in every market its lists price in', async () => {
    const companies = await api.handle.rows<{ id: number; name: string; marketName: string }>(sql`
      SELECT DISTINCT c.id, c.name, l.market_name AS "marketName"
      FROM companies c JOIN price_lists l ON l.id = c.primary_price_list_id
        OR l.id IN (SELECT price_list_id FROM company_price_lists WHERE company_id = c.id)
      WHERE l.market_name IN ('se', 'de', 'us') AND l.type <> 0
      ORDER BY c.id, "marketName"`);
    // The demo world has agreements in all three markets and one list of every other type.
    expect(new Set(companies.map((c) => c.marketName))).toEqual(new Set(['se', 'de', 'us']));

    const publicPrices = new Map<string, Awaited<ReturnType<typeof pricesOf>>>();
    let compared = 0;
    for (const company of companies) {
      let publicOf = publicPrices.get(company.marketName);
      if (!publicOf) {
        publicOf = await pricesOf(company.marketName, {});
        publicPrices.set(company.marketName, publicOf);
      }
      const bearer = await bearerFor(api.handle, {
        role: ROLE.User,
        companyId: company.id,
        market: company.marketName,
      });
      const own = await pricesOf(company.marketName, { Authorization: bearer });
      for (const [partNo, price] of own) {
        const pub = publicOf.get(partNo);
        if (!pub) continue;
        const where = `${company.name} (${company.marketName}) ${partNo}`;
        expect(price.price, where).toBeLessThanOrEqual(pub.price);
        expect(price.priceIncVat, where).toBeLessThanOrEqual(pub.priceIncVat);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
