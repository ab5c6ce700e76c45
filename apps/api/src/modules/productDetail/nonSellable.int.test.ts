import type { ProductDetail, ProductVariants, VariantDetail } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * UseDisplayNonSellableProducts on product pages: on in Norway, off in Sweden (the demo world's flags).
 * A colour without sizes cannot be ordered; where the market shows such colours they come marked and
 * without a price, elsewhere they are left out, and a product of such colours only is not found.
 */
let api: TestServer;
let whole: { base: string; uniqueName: string };
let mixed: { base: string; discontinued: string };

beforeAll(async () => {
  api = await testServer();
  [whole] = (await api.handle.rows<typeof whole>(sql`
    SELECT p.base_part_no AS base, p.unique_name AS "uniqueName" FROM products p
    WHERE NOT EXISTS (SELECT 1 FROM skus s JOIN variants v ON v.id = s.variant_id WHERE v.product_id = p.id)
    ORDER BY p.id LIMIT 1`)) as [typeof whole];
  [mixed] = (await api.handle.rows<typeof mixed>(sql`
    SELECT p.base_part_no AS base, v.part_no AS discontinued FROM products p JOIN variants v ON v.product_id = p.id
    WHERE NOT EXISTS (SELECT 1 FROM skus s WHERE s.variant_id = v.id)
      AND EXISTS (SELECT 1 FROM skus s JOIN variants o ON o.id = s.variant_id WHERE o.product_id = p.id)
    ORDER BY p.id LIMIT 1`)) as [typeof mixed];
});

const product = (path: string, market: string) =>
  api.get<ProductDetail>(`/api/product/products/${path}?marketId=${market}`);

describe('a product none of whose colours can be ordered', () => {
  it('has a page where the market shows such products, every colour marked and unpriced', async () => {
    for (const path of [whole.base, `uniqueName/${whole.uniqueName}`]) {
      const res = await product(path, 'NO');
      expect(res.status, path).toBe(200);
      expect(res.body.variants.length).toBeGreaterThan(0);
      for (const v of res.body.variants) {
        expect(v).toMatchObject({ sellable: false, price: null, priceIncVat: null, sizes: [] });
      }
    }
  });

  it('is not found where the market does not', async () => {
    expect((await product(whole.base, 'SE')).status).toBe(404);
    expect((await product(`uniqueName/${whole.uniqueName}`, 'SE')).status).toBe(404);
  });
});

describe('a product with a discontinued colour beside others', () => {
  it('is shown as a colour that can be ordered, with the other marked only where the market shows it', async () => {
    const no = await product(mixed.base, 'NO');
    expect(no.status).toBe(200);
    expect(no.body.variants.find((v) => v.partNo === mixed.discontinued)).toMatchObject({
      sellable: false,
      price: null,
    });
    expect(no.body.variants.find((v) => v.partNo === no.body.partNo)?.sellable).toBe(true);
    const se = await product(mixed.base, 'SE');
    expect(se.status).toBe(200);
    expect(se.body.variants.map((v) => v.partNo)).not.toContain(mixed.discontinued);
    expect(se.body.variants.every((v) => v.sellable && v.sizes.length > 0)).toBe(true);
  });

  it('answers for the colour itself the same way', async () => {
    const no = await api.get<VariantDetail>(`/api/product/variants/${mixed.discontinued}?marketId=NO`);
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ partNo: mixed.discontinued, sellable: false, price: null });
    expect((await api.get(`/api/product/variants/${mixed.discontinued}?marketId=SE`)).status).toBe(404);
    const variants = await api.get<ProductVariants>(
      `/api/product/products/${mixed.base}/variants?marketId=SE`,
    );
    expect(variants.body.variants.map((v) => v.partNo)).not.toContain(mixed.discontinued);
  });
});
