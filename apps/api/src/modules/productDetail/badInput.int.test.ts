import type { OnHand } from '@workwear/contracts';
import { CACHE_DEFAULT_SECONDS, RELATION_KINDS } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveMarketContext } from '../../context/marketContext';
import { ANONYMOUS } from '../../context/requestContext';
import { createLogger } from '../../logger';
import { pricingOwners } from '../../testing/pricingOwners';
import { refusedFields } from '../../testing/refusedFields';
import { type TestServer, testServer } from '../../testing/testServer';
import { createPricingService } from '../buyerPrices';
import { createListingIndexStore } from '../catalogueIndex';
import { createFeatureService } from '../features';
import { createDictionaryService } from '../vocabulary';
import { createCardFacts } from './cardFacts';
import { createProductDetailService, type ProductDetailService } from './service';

type ErrorBody = { code: string; details?: { fields: { field: string }[] } };

let api: TestServer;
let sample: { base: string; partNo: string };
beforeAll(async () => {
  api = await testServer();
  const [row] = await api.handle.rows<typeof sample>(sql`
    SELECT p.base_part_no AS base, v.part_no AS "partNo" FROM products p JOIN variants v ON v.product_id = p.id
    ORDER BY p.id, v.sort_order LIMIT 1`);
  sample = row!;
});

/** 400 with the field named: as itself, or as an item of it (partNo.0) when the route's schema caught it. */
async function expectRefused(path: string, field: string) {
  const res = await api.get<ErrorBody>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
  const fields = res.body.details?.fields.map((f) => f.field) ?? [];
  expect(
    fields.some((f) => f === field || f.startsWith(`${field}.`)),
    `${path}: ${fields}`,
  ).toBe(true);
}

describe('product detail and stock refuse malformed keys with a 400 naming the field', () => {
  it('a NUL in a unique name, a sku, a related or size-guide sku, or an image part number', async () => {
    await expectRefused('/api/product/products/uniqueName/jacket%00', 'name');
    await expectRefused('/api/product/products/AB%00D1234', 'sku');
    for (const kind of RELATION_KINDS) await expectRefused(`/api/product/products/AB%00D1234/${kind}`, 'sku');
    await expectRefused('/api/product/products/AB%00D1234/sizeguide', 'sku');
    await expectRefused('/api/product/images/AB%00D1234EF5/1.svg', 'partNo');
  });

  it('a quote, a backslash or a comma in a stock part number, alone or beside a good one', async () => {
    for (const bad of ['AB%22CD123', 'AB%5CCD123', 'ABCD,EFG', `${'A'.repeat(4)},${'B'.repeat(7)}`]) {
      await expectRefused(`/api/product/Products/onHand?partNo=${bad}`, 'partNo');
      await expectRefused(`/api/product/Products/onHand?partNo=${sample.partNo}&partNo=${bad}`, 'partNo');
    }
    await expectRefused('/api/product/Products/AB%22CD123/onHand', 'basePartNo');
    await expectRefused('/api/product/Products/AB%5CCD123/onHand', 'basePartNo');
  });

  it('answers several part numbers when the key repeats, and nothing for well-formed unknown ones', async () => {
    const both = await api.get<OnHand[]>(
      `/api/product/Products/onHand?partNo=${sample.partNo}&partNo=ZZZZ0000ZZZZ&partNo=${sample.base}`,
    );
    expect(both.status).toBe(200);
    expect(both.body.some((s) => s.partNo === sample.partNo)).toBe(true);
    expect(both.body.every((s) => s.partNo.startsWith(sample.base))).toBe(true);
    const none = await api.get<OnHand[]>('/api/product/Products/onHand?partNo=ZZZZ0000');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });
});

describe('the product-detail service itself refuses text it cannot bind', () => {
  let products: ProductDetailService;
  const ctx = {
    ...resolveMarketContext('SE', 'sv-SE'),
    requestId: 'bad-input',
    now: new Date(),
    principal: ANONYMOUS,
    log: createLogger('silent'),
  };
  beforeAll(() => {
    const listings = createListingIndexStore(api.handle, CACHE_DEFAULT_SECONDS * 1000);
    products = createProductDetailService(
      api.handle,
      createDictionaryService(api.handle, CACHE_DEFAULT_SECONDS * 1000),
      createPricingService(api.handle, listings, pricingOwners(api.handle)),
      createFeatureService(api.handle, { environment: 'local' }),
      createCardFacts(api.handle, listings),
    );
  });

  it('names the field of each call, before any query runs', async () => {
    expect(await refusedFields(() => products.byUniqueName(ctx, 'a\u0000b', false))).toEqual(['name']);
    expect(await refusedFields(() => products.bySku(ctx, 'AB\u0000D1234', false))).toEqual(['sku']);
    expect(
      await refusedFields(() => products.related(ctx, 'AB\u0000D1234', 'siblings', 1, undefined)),
    ).toEqual(['sku']);
    expect(await refusedFields(() => products.sizeGuide(ctx, 'AB\u0000D1234'))).toEqual(['sku']);
    expect(await refusedFields(() => products.sizeGuideByCode('S\u0000', ['sv']))).toEqual(['code']);
    expect(await refusedFields(() => products.onHand([sample.partNo, 'AB"CD123']))).toEqual(['partNo']);
    expect(await refusedFields(() => products.onHand(['AB\\CD123']))).toEqual(['partNo']);
    expect(await refusedFields(() => products.onHand(['ABCD,EFG']))).toEqual(['partNo']);
    expect(await refusedFields(() => products.baseOnHand('AB"CD123'))).toEqual(['basePartNo']);
    expect(await refusedFields(() => products.image('AB\u0000D1234EF5', '1.svg'))).toEqual(['partNo']);
  });
});
