import { BLOCKED_TEXT_CHARACTERS, blockedCharactersMessage, EMAIL_MESSAGES } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi } from '../testing/cartApi';
import { cartWithRows, orderApi, sendBody } from '../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../testing/orderTestBed';

/*
 * The spec's text rule (cart-services-companies §5: < > " ' { } ; @ blocked) on the server, for the
 * free-text fields a buyer fills: markup is refused with a 400 naming the field and the storefront's
 * message, and nothing is written. Names and addresses keep the apostrophe as the typographic one,
 * e-mail fields keep their @.
 */

const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  'x; DROP TABLE carts',
  'mail@evil.example',
];

let api: TestServer;
let delivery: TestDelivery;
let sku: string;

const count = async (table: 'carts' | 'cart_rows' | 'cart_metadata' | 'orders') =>
  Number(
    (await api.handle.rows<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`))[0]!.n,
  );

type Refused = { status: number; body: { details?: { fields: { field: string; message: string }[] } } };
function expectRefused(res: Refused, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.details?.fields).toContainEqual({ field, message });
}

beforeAll(async () => {
  const bed = await orderTestBed(1);
  ({ api, delivery } = bed);
  sku = bed.skus[0]!;
});

describe('free text on a cart', () => {
  it('a cart name or description with markup is refused and no cart is made or changed', async () => {
    const carts = cartApi(api.baseUrl);
    const before = await count('carts');
    for (const text of MARKUP) {
      expectRefused(
        await carts.call('POST', '/api/cart/carts', { name: text }),
        'name',
        blockedCharactersMessage('Name'),
      );
      expectRefused(
        await carts.call('POST', '/api/cart/carts', { description: `line one\n${text}` }),
        'description',
        blockedCharactersMessage('Description'),
      );
    }
    expect(await count('carts')).toBe(before);

    const cart = (await carts.create()).body;
    const refused = await carts.update(cart.id, { version: cart.version, name: MARKUP[0] });
    expectRefused(refused, 'name', blockedCharactersMessage('Name'));
    expect((await carts.get(cart.id)).body.version).toBe(cart.version);
    // Every blocked character on its own, and the plain text beside it still passes.
    for (const c of BLOCKED_TEXT_CHARACTERS) {
      expect((await carts.update(cart.id, { version: cart.version, name: `Work ${c}` })).status, c).toBe(400);
    }
    expect((await carts.update(cart.id, { version: cart.version, name: 'Winter 2026 – ęřģõ' })).status).toBe(
      200,
    );
  });

  it('a row comment or a metadata value with markup is refused and the cart keeps its rows and metadata', async () => {
    const carts = cartApi(api.baseUrl);
    const cart = (await carts.create()).body;
    const [rows, metadata] = [await count('cart_rows'), await count('cart_metadata')];
    for (const text of MARKUP) {
      expectRefused(
        await carts.add(cart.id, { sku, quantity: 1, comment: text }),
        'comment',
        blockedCharactersMessage('Comment'),
      );
      expectRefused(
        await carts.batch(cart.id, { items: [{ sku, quantity: 1, comment: text }] }),
        'items.0.comment',
        blockedCharactersMessage('Comment'),
      );
      expectRefused(
        await carts.upsert(cart.id, cart.version, 'Note', text),
        'value',
        blockedCharactersMessage('Value'),
      );
    }
    // A TaxLocation is JSON: its quotes and braces are its form, its texts are held to the rule.
    const location = {
      line1: '1 Market St',
      zipCode: '94105',
      city: 'San Francisco',
      countryCode: 'US',
      region: 'CA',
    };
    for (const text of MARKUP) {
      const refused = await carts.upsert(
        cart.id,
        cart.version,
        'TaxLocation',
        JSON.stringify({ ...location, city: text }),
      );
      expectRefused(refused, 'value', blockedCharactersMessage('Value'));
    }
    expect([await count('cart_rows'), await count('cart_metadata')]).toEqual([rows, metadata]);
    const kept = await carts.upsert(
      cart.id,
      cart.version,
      'TaxLocation',
      JSON.stringify({ ...location, line1: "1 O'Farrell St" }),
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });
});

describe('free text in the order send', () => {
  const send = async (overrides: Parameters<typeof sendBody>[2]) => {
    const cart = await cartWithRows(api.baseUrl, [{ sku, quantity: 1 }]);
    return orderApi(api.baseUrl).send(sendBody(cart, delivery, overrides));
  };
  // The default payload's parts, to override one field of them.
  const base = () => sendBody({ id: '' }, delivery);

  it('markup in any buyer, address, reference or company field is refused naming it, and no order is made', async () => {
    const before = await count('orders');
    const text = MARKUP[1]!;
    const cases: [Parameters<typeof sendBody>[2], string, string][] = [
      [
        { buyer: { ...base().buyer, firstName: text } },
        'buyer.firstName',
        blockedCharactersMessage('First name'),
      ],
      [
        { buyer: { ...base().buyer, lastName: text } },
        'buyer.lastName',
        blockedCharactersMessage('Last name'),
      ],
      [
        { deliveryAddress: { ...base().deliveryAddress, addressLine1: text } },
        'deliveryAddress.addressLine1',
        blockedCharactersMessage('Address'),
      ],
      [
        { deliveryAddress: { ...base().deliveryAddress, careOf: text } },
        'deliveryAddress.careOf',
        blockedCharactersMessage('Care of'),
      ],
      [
        { deliveryAddress: { ...base().deliveryAddress, type: text } },
        'deliveryAddress.type',
        blockedCharactersMessage('Address type'),
      ],
      [{ metadata: { OrderLabel: text } }, 'metadata.OrderLabel', blockedCharactersMessage('Order label')],
      [
        { metadata: { B2CCompanyName: text } },
        'metadata.B2CCompanyName',
        blockedCharactersMessage('Company name'),
      ],
      [
        { metadata: { B2CCompanyVatNo: text } },
        'metadata.B2CCompanyVatNo',
        blockedCharactersMessage('VAT number'),
      ],
      [
        { metadata: { OrderConfirmationEmail: `a${text}@example.com` } },
        'metadata.OrderConfirmationEmail',
        EMAIL_MESSAGES.invalid,
      ],
      [{ comment: `first line\n${text}` }, 'comment', blockedCharactersMessage('Comment')],
      [{ deliveryType: text }, 'deliveryType', blockedCharactersMessage('Delivery type')],
      [{ Source: text }, 'Source', blockedCharactersMessage('Source')],
    ];
    for (const [overrides, field, message] of cases) expectRefused(await send(overrides), field, message);
    expect(await count('orders')).toBe(before);
  });

  it('a redirect address must be http or https: javascript: and data: addresses are refused', async () => {
    const urls = { confirmed: 'https://shop.example/ok', failed: 'https://shop.example/failed' };
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/relative',
      'jAvAsCrIpT:alert(1)',
    ]) {
      const res = await send({ redirectUrls: { ...urls, canceled: bad } });
      expect(res.status, bad).toBe(400);
      expect(
        res.body.details.fields.map((f: { field: string }) => f.field),
        bad,
      ).toEqual(['redirectUrls.canceled']);
    }
  });

  it("keeps O'Brien as O’Brien in names and companies, and the e-mail's @", async () => {
    const res = await send({
      buyer: { ...base().buyer, firstName: "O'Brien", email: "o'brien@example.com" },
      deliveryAddress: { ...base().deliveryAddress, addressLine1: "Via dell'Acqua 1" },
      metadata: { B2CCompanyName: "O'Brien AB" },
      redirectUrls: { confirmed: 'http://localhost:3000/sv/order/bekraftad' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.buyer).toMatchObject({ firstName: 'O’Brien', email: "o'brien@example.com" });
    const [stored] = await api.handle.rows<{ metadata: Record<string, string> }>(
      sql`SELECT metadata FROM orders WHERE id = ${res.body.id}`,
    );
    expect(stored!.metadata.B2CCompanyName).toBe('O’Brien AB');
  });
});
