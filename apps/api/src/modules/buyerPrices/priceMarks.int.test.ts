import type { ProductDetail, ProductListResponse, ProductSummary } from '@workwear/contracts';
import { MAX_PAGE_SIZE, ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../testing/accessTokens';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Issue 25: prices are marked for what they are. A card or a detail variant priced from one of the
 * company's lists of a type other than None says `agreed`, with the public price as `referencePrice`
 * where that is higher (the storefront crosses it out with the saving); a public price says neither.
 */
let api: TestServer;
let nordbygg: number;
let listTypes: Map<number, number>;

beforeAll(async () => {
  api = await testServer();
  const [company] = await api.handle.rows<{ id: number }>(
    sql`SELECT id FROM companies WHERE name = 'Nordbygg Entreprenad AB'`,
  );
  nordbygg = company!.id;
  const lists = await api.handle.rows<{ id: number; type: number }>(sql`SELECT id, type FROM price_lists`);
  listTypes = new Map(lists.map((l) => [l.id, l.type]));
});

const SE = 'marketId=SE&cultureCode=sv-SE';

async function cards(headers: Record<string, string>) {
  const out = new Map<string, NonNullable<ProductSummary['price']>>();
  for (let page = 1; ; page++) {
    const res = await api.get<ProductListResponse>(
      `/api/product/products?${SE}&sortField=PartNo&pageSize=${MAX_PAGE_SIZE}&page=${page}`,
      headers,
    );
    expect(res.status).toBe(200);
    for (const card of res.body.results) if (card.price) out.set(card.partNo, card.price);
    if (page >= res.body.totalPages) return out;
  }
}

describe('agreed prices and reference prices', () => {
  it('marks a company price from an agreed list, with the higher public price as reference', async () => {
    const anonymous = await cards({});
    for (const price of anonymous.values()) {
      expect(price.agreed).toBeUndefined();
      expect(price.referencePrice).toBeUndefined();
    }
    const bearer = await bearerFor(api.handle, { role: ROLE.User, companyId: nordbygg, market: 'se' });
    const own = await cards({ Authorization: bearer });
    let referenced: string | undefined;
    for (const [partNo, price] of own) {
      const pub = anonymous.get(partNo)!;
      const fromAgreedList = (listTypes.get(price.priceListId) ?? 0) !== 0;
      expect(price.agreed ?? false, partNo).toBe(fromAgreedList);
      const saves = fromAgreedList && pub.price > price.price && pub.priceIncVat > price.priceIncVat;
      expect(price.referencePrice, partNo).toEqual(
        saves ? { amount: pub.price, amountIncVat: pub.priceIncVat, currency: 'SEK' } : undefined,
      );
      if (saves) referenced = partNo;
    }
    expect(referenced, 'a Nordbygg agreement price below the public one').toBeDefined();

    // The product page says the same about the same variant.
    const detail = await api.get<ProductDetail>(`/api/product/products/${referenced}?${SE}`, {
      Authorization: bearer,
    });
    const variant = detail.body.variants.find((v) => v.partNo === referenced)!;
    expect({ agreed: variant.agreed, referencePrice: variant.referencePrice }).toEqual({
      agreed: own.get(referenced!)!.agreed,
      referencePrice: own.get(referenced!)!.referencePrice,
    });
  });
});
