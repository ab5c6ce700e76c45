import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreedAndPublicSkus } from '../../testing/agreedSkus';
import { cartApi, deleteActiveCart, freshCart } from '../../testing/cartApi';
import { type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import { type TestServer, testServer } from '../../testing/testServer';

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

describe('a cart row priced from an agreed list', () => {
  it('says agreed, and a row at the public price does not', async () => {
    const { agreed, pub } = await agreedAndPublicSkus(api, anna.bearer);

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
