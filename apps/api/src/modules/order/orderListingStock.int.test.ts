import { readModelsVersion } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartWithRows,
  ensureTestDelivery,
  orderApi,
  sendBody,
  setStock,
  skusSafeToSellOut,
  type TestDelivery,
} from '../../testing/orderApi';
import { type TestServer, testServer } from '../../testing/testServer';
import { createListingIndexStore } from '../catalogueIndex';

/**
 * The listing's "in stock" follows orders (issue 25, item 10): the order that takes a colour's last
 * units turns its flag off, and the cancel that gives them back turns it on again, in the same
 * transaction, with a new read-model version so every process reloads its listing index.
 */
let api: TestServer;
let delivery: TestDelivery;
let sku: string;
let variantId: number;
let before: { sku: string; on_hand: number }[];

beforeAll(async () => {
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
  [sku] = (await skusSafeToSellOut(api.handle, 1, 90)) as [string];
  const [row] = await api.handle.rows<{ variant_id: number }>(
    sql`SELECT variant_id FROM skus WHERE sku = ${sku}`,
  );
  variantId = Number(row!.variant_id);
  before = await api.handle.rows(sql`
    SELECT st.sku, st.on_hand FROM stock st JOIN skus s ON s.sku = st.sku WHERE s.variant_id = ${variantId}`);
  // The colour's one unit left is this size's: in stock, as the listing says.
  await api.handle.db.execute(sql`
    UPDATE stock SET on_hand = 0 WHERE sku IN (SELECT sku FROM skus WHERE variant_id = ${variantId})`);
  await setStock(api.handle, [sku], 1);
});

afterAll(async () => {
  for (const row of before) await setStock(api.handle, [row.sku], Number(row.on_hand));
  await api.handle.db.execute(
    sql`UPDATE variant_listing SET has_stock = true WHERE variant_id = ${variantId}`,
  );
});

const listed = async () => {
  const [row] = await api.handle.rows<{ has_stock: boolean }>(
    sql`SELECT has_stock FROM variant_listing WHERE variant_id = ${variantId}`,
  );
  return row?.has_stock;
};

/** What a process that loads its listing index now shows for the colour. */
const indexed = async () => {
  const index = await createListingIndexStore(api.handle, 60_000).get();
  const row = index.variantId.indexOf(variantId);
  return index.hasStock[row] === 1;
};

describe('the listing’s in-stock flag', () => {
  it('turns off with the order that takes the last unit and on again with its cancel', async () => {
    expect(await listed()).toBe(true);
    const version = await readModelsVersion(api.handle);
    const cart = await cartWithRows(api.baseUrl, [{ sku, quantity: 1 }]);
    const sent = await orderApi(api.baseUrl).send(sendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await listed()).toBe(false);
    const soldOut = await readModelsVersion(api.handle);
    expect(soldOut).not.toBe(version);
    expect(await indexed()).toBe(false);

    expect((await orderApi(api.baseUrl).cancel(sent.body.id)).status).toBe(200);
    expect(await listed()).toBe(true);
    expect(await readModelsVersion(api.handle)).not.toBe(soldOut);
    expect(await indexed()).toBe(true);
  });
});
