import type { ProductListResponse } from '@workwear/contracts';
import { MAX_PAGE_SIZE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';
import { type DemoPrincipal, demoBearers } from '../company/demoBearers.testing';
import { cartApi, deleteActiveCart, freshCart } from './cartApi.testing';

/**
 * Issue 25: prices say what they are, in the cart too. A row Anna (Nordbygg) pays from one of her
 * company's agreed lists says `agreed`, as the card of its colour does; a row priced from the public
 * list does not. The server derives it from the one pricing function; the client sends no such thing.
 */
let api: TestServer;
let anna: DemoPrincipal;

beforeAll(async () => {
  api = await testServer();
  anna = (await demoBearers(api.handle, ['anna.user']))['anna.user']!;
});

afterAll(() => deleteActiveCart(cartApi(api.baseUrl, anna.bearer, 'SE')));

/** A sku of the colour (part number) that the cart takes one of at a time. */
const skuOf = async (partNo: string) =>
  (
    await api.handle.rows<{ sku: string }>(sql`
      SELECT s.sku FROM skus s
      JOIN variants v ON v.id = s.variant_id
      JOIN products p ON p.id = v.product_id
      WHERE v.part_no = ${partNo} AND p.quantity_factor = 1
      ORDER BY s.sku LIMIT 1`)
  )[0]?.sku;

describe('a cart row priced from an agreed list', () => {
  it('says agreed, and a row at the public price does not', async () => {
    const list = await api.get<ProductListResponse>(
      `/api/product/products?marketId=SE&cultureCode=sv-SE&sortField=PartNo&pageSize=${MAX_PAGE_SIZE}`,
      { Authorization: anna.bearer },
    );
    expect(list.status).toBe(200);
    const pick = async (agreed: boolean) => {
      for (const card of list.body.results) {
        if (!card.price || (card.price.agreed ?? false) !== agreed) continue;
        const sku = await skuOf(card.partNo);
        if (sku) return { sku, priceListId: card.price.priceListId };
      }
      throw new Error(`no ${agreed ? 'agreed' : 'public'} price among Anna's cards`);
    };
    const agreed = await pick(true);
    const pub = await pick(false);

    const client = cartApi(api.baseUrl, anna.bearer, 'SE');
    const cart = await freshCart(client);
    const res = await client.batch(cart.id, {
      items: [
        { sku: agreed.sku, quantity: 1 },
        { sku: pub.sku, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const read = await client.get(cart.id);
    const row = (sku: string) => read.body.rows.find((r) => r.sku === sku)!;
    expect(row(agreed.sku)).toMatchObject({ agreed: true, priceListId: agreed.priceListId });
    expect(row(pub.sku).agreed).toBeUndefined();
    expect(row(pub.sku).priceListId).toBe(pub.priceListId);
  });
});
