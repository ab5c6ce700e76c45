import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { cardQueries } from './cardRepository';
import { dimensionQueries } from './dimensionRepository';
import { detailQuery, productQueries } from './productRepository';
import { skuFactsQueries } from './skuFactsRepository';

interface Sample {
  productId: number;
  base: string;
  partNo: string;
  sku: string;
  uniqueName: string;
  sizeGuideId: number;
  sizeGuideCode: string;
  kind: string;
  priceListId: number;
}

let api: TestServer;
let s: Sample;
let variantIds: number[];
beforeAll(async () => {
  api = await testServer();
  // A product with every kind of row: a size guide with tables, dimensions, relations, prices and stock.
  const [row] = await api.handle.rows<Sample>(sql`
    SELECT p.id AS "productId", p.base_part_no AS base, v.part_no AS "partNo", sk.sku, p.unique_name AS "uniqueName",
      g.id AS "sizeGuideId", g.code AS "sizeGuideCode", r.kind,
      (SELECT id FROM price_lists WHERE code = 'PUBLIC-SE') AS "priceListId"
    FROM products p
    JOIN variants v ON v.product_id = p.id
    JOIN skus sk ON sk.variant_id = v.id
    JOIN size_guides g ON g.id = p.size_guide_id
    JOIN product_relations r ON r.product_id = p.id
    WHERE EXISTS (SELECT 1 FROM product_dimensions d WHERE d.product_id = p.id)
      AND EXISTS (SELECT 1 FROM body_measurement_tables b WHERE b.size_guide_id = g.id)
      AND EXISTS (SELECT 1 FROM size_guide_content c WHERE c.size_guide_id = g.id)
    ORDER BY p.id, v.sort_order, sk.sort_order LIMIT 1`);
  s = row!;
  const variants = await api.handle.rows<{ id: number }>(
    sql`SELECT variant_id AS id FROM variant_listing LIMIT 24`,
  );
  variantIds = variants.map((v) => v.id);
});

describe('product detail queries on the demo data', () => {
  const q = productQueries;
  itChecksRowShapes<typeof q>(
    {
      productBySku: (h) => q.productBySku.check(h, s.sku),
      productByUniqueName: (h) => q.productByUniqueName.check(h, s.uniqueName),
      product: (h) => q.product.check(h, s.productId, 'cs'),
      variants: (h) => q.variants.check(h, s.productId),
      skus: (h) => q.skus.check(h, s.productId),
      relatedCandidates: (h) => q.relatedCandidates.check(h, s.productId, s.kind),
      onHand: (h) => q.onHand.check(h, [s.partNo, s.base]),
      variantLook: (h) => q.variantLook.check(h, s.partNo),
    },
    () => api.handle,
  );
});

describe('card queries on the demo data', () => {
  const q = cardQueries;
  itChecksRowShapes<typeof q>(
    {
      summaries: (h) => q.summaries.check(h, variantIds, 'lv'),
      colours: (h) => q.colours.check(h, [s.productId]),
      cardFacts: (h) => q.cardFacts.check(h),
      cardNames: (h) => q.cardNames.check(h, 'cs'),
    },
    () => api.handle,
  );
});

describe('dimension and sku fact queries on the demo data', () => {
  itChecksRowShapes<typeof dimensionQueries>(
    { productDimensions: (h) => dimensionQueries.productDimensions.check(h, s.productId) },
    () => api.handle,
  );
  itChecksRowShapes<typeof skuFactsQueries>(
    {
      skuFacts: (h) => skuFactsQueries.skuFacts.check(h, [s.sku, 'NOSUCHSKU0000XL'], 'de'),
      sizesOfParts: (h) => skuFactsQueries.sizesOfParts.check(h, [s.sku.slice(0, 12)], 'sv'),
    },
    () => api.handle,
  );
});

describe('the detail in one statement on the demo data', () => {
  itChecksRowShapes<{ bySku: unknown; byUniqueName: unknown }>(
    {
      bySku: (h) => detailQuery.check(h, productQueries.productBySku.sql(s.sku), 'cs'),
      byUniqueName: (h) => detailQuery.check(h, productQueries.productByUniqueName.sql(s.uniqueName), 'et'),
    },
    () => api.handle,
  );

  it('gives the rows the product, variants and skus queries give', async () => {
    const [one] = await detailQuery.run(api.handle, productQueries.productBySku.sql(s.sku), 'pl');
    const q = productQueries;
    expect(one!.ref).toEqual((await q.productBySku.run(api.handle, s.sku))[0]);
    expect(one!.product).toEqual((await q.product.run(api.handle, s.productId, 'pl'))[0]);
    expect(one!.variants).toEqual(await q.variants.run(api.handle, s.productId));
    expect(one!.skus).toEqual(await q.skus.run(api.handle, s.productId));
    expect(one!.variants.length).toBeGreaterThan(1);
  });
});
