import type { ProductListResponse } from '@workwear/contracts';
import { MAX_PAGE_SIZE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import type { TestServer } from './testServer';

export interface PricedSku {
  sku: string;
  priceListId: number;
}

/**
 * For a Swedish company buyer: a sku whose colour the product list prices from one of the company's
 * agreed lists, and one priced from the public list (issue 25's marks). Both are sold one at a time
 * and have stock to spare, so a test that orders one unit changes no colour's stock state.
 */
export async function agreedAndPublicSkus(
  api: TestServer,
  bearer: string,
): Promise<{ agreed: PricedSku; pub: PricedSku }> {
  const list = await api.get<ProductListResponse>(
    `/api/product/products?marketId=SE&cultureCode=sv-SE&sortField=PartNo&pageSize=${MAX_PAGE_SIZE}`,
    { Authorization: bearer },
  );
  if (list.status !== 200) throw new Error(`product list: ${list.status}`);
  const skuOf = async (partNo: string) =>
    (
      await api.handle.rows<{ sku: string }>(sql`
        SELECT s.sku FROM skus s
        JOIN variants v ON v.id = s.variant_id
        JOIN products p ON p.id = v.product_id
        JOIN stock st ON st.sku = s.sku AND st.on_hand >= 5
        WHERE v.part_no = ${partNo} AND p.quantity_factor = 1
        ORDER BY s.sku LIMIT 1`)
    )[0]?.sku;
  const pick = async (agreed: boolean): Promise<PricedSku> => {
    for (const card of list.body.results) {
      if (!card.price || (card.price.agreed ?? false) !== agreed) continue;
      const sku = await skuOf(card.partNo);
      if (sku) return { sku, priceListId: card.price.priceListId };
    }
    throw new Error(`no ${agreed ? 'agreed' : 'public'} price among the buyer's cards`);
  };
  return { agreed: await pick(true), pub: await pick(false) };
}
