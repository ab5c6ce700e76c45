import type { DatabaseHandle } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdorRoute, idorRoutesOf, type OpenApiDocument, type OwnedRecords } from '../testing/idorRoutes';
import {
  createTestAccount,
  createTestCompany,
  type SignInServer,
  serveSignInApp,
  signInDatabase,
} from '../testing/signIn';

/**
 * Every route of the OpenAPI document that names a record, called by every kind of principal with the
 * id of a record of a company that is not theirs. No answer may be a success: anonymous gets 401, a
 * signed-in stranger 404 (existence does not leak). The owner's own call succeeds, so the ids are real.
 * Cart routes name the owner's cart: anyone else, anonymous callers and Internal staff included, gets 404.
 * A route whose parameters the matrix cannot place fails the test until it is classified
 * (testing/idorRoutes.ts).
 */
describe('IDOR matrix from the OpenAPI document', () => {
  let handle: DatabaseHandle;
  let api: SignInServer;
  let routes: IdorRoute[];
  const tokens = new Map<string, string>();
  let victim: OwnedRecords;
  /** Internal staff see every company: kept apart from the strangers. */
  let internalToken: string;

  beforeAll(async () => {
    handle = await signInDatabase();
    api = await serveSignInApp(handle);
    const doc = (await api.send<OpenApiDocument>('GET', '/openapi.json')).body;
    routes = idorRoutesOf(doc);

    const parent = await createTestCompany(handle, { name: 'Attacker Group AB' });
    const child = await createTestCompany(handle, { name: 'Attacker Child AB' });
    await handle.db.execute(sql`UPDATE companies SET parent_id = ${parent.id} WHERE id = ${child.id}`);
    const target = await createTestCompany(handle, { name: 'Victim Żywiec Sp.' });
    const owner = await createTestAccount(handle, { role: ROLE.CustomerAdmin, companyIds: [target.id] });
    // One address of each kind, so the address routes have a real id of the victim's to point at.
    const addressIds: Record<string, number> = {};
    for (const kind of ['delivery', 'invoice'] as const) {
      const [row] = await handle.rows<{ id: number }>(sql`
        INSERT INTO company_addresses (company_id, kind, address_line1, zip_code, city, country_id)
        VALUES (${target.id}, ${kind}, 'ul. Browarna 88', '34-300', 'Żywiec', 616) RETURNING id`);
      addressIds[kind] = Number(row!.id);
    }
    // And one of the owner's own addresses (a customer's address book: the consumer account's routes).
    const [own] = await handle.rows<{ id: number }>(sql`
      INSERT INTO customer_addresses (customer_id, address_line1, zip_code, city, country_id)
      VALUES (${owner.customerId}, 'ul. Browarna 90', '34-300', 'Żywiec', 616) RETURNING id`);
    const ownerLogin = await api.login(owner, 'se');
    tokens.set('owner', ownerLogin.body.accessToken);
    // The owner's cart, with a row put in directly (this database has no catalogue to add from); a cart
    // is priced in its market, so the market needs its public list.
    await handle.db.execute(sql`
      INSERT INTO price_lists (code, name, type, market_name, currency)
      VALUES ('PUBLIC-SE', 'Public SE', 0, 'se', 'SEK') ON CONFLICT (code) DO NOTHING`);
    await handle.db.execute(sql`
      INSERT INTO listing_price_slots (price_list_id, slot)
      SELECT id, coalesce((SELECT max(slot) FROM listing_price_slots), 0) + 1 FROM price_lists
      WHERE code = 'PUBLIC-SE' ON CONFLICT DO NOTHING`);
    const cart = await api.send<{ id: string }>(
      'POST',
      '/api/cart/carts?marketId=se',
      {},
      {
        Authorization: `Bearer ${ownerLogin.body.accessToken}`,
      },
    );
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const [row] = await handle.rows<{ id: number }>(sql`
      INSERT INTO cart_rows (cart_id, row_number, sku, quantity)
      VALUES (${cart.body.id}::uuid, 1, 'ABCDEFGH0101XL', 1) RETURNING id::int AS id`);
    // An order of the owner's that waits for approval (issue 28), written as the send writes one: its
    // own ordered cart, a waiting line, and its approval at version 1.
    const [orderCart] = await handle.rows<{ id: string }>(sql`
      INSERT INTO carts (owner_customer_id, owner_company_id, market, status, is_active)
      VALUES (${owner.customerId}, ${target.id}, 'se', 'ordered', false) RETURNING id::text`);
    const address = {
      careOf: null,
      addressLine1: 'ul. Browarna 88',
      addressLine2: null,
      zipCode: '34-300',
      city: 'Żywiec',
      region: null,
      countryId: 616,
      countryCode: 'PL',
      companyName: 'Victim Żywiec Sp.',
      isValidated: true,
      type: null,
    };
    const buyer = {
      id: owner.customerId,
      companyId: target.id,
      firstName: 'Żaneta',
      lastName: 'Łęcka',
      email: owner.email,
      cellphone: null,
    };
    const [order] = await handle.rows<{ id: string }>(sql`
      INSERT INTO orders (cart_id, market, culture_code, currency, customer_id, company_id, buyer,
        delivery_address, payment_method_id, payment_state, status, products_net, products_gross,
        discount_net, discount_gross, delivery_net, delivery_gross, vat, total_net, total_gross)
      VALUES (${orderCart!.id}::uuid, 'se', 'sv-SE', 'SEK', ${owner.customerId}, ${target.id},
        ${JSON.stringify(buyer)}::jsonb, ${JSON.stringify(address)}::jsonb, 20, 'Default', 0,
        10000, 12500, 0, 0, 0, 0, 2500, 10000, 12500)
      RETURNING id::text`);
    await handle.db.execute(sql`
      INSERT INTO order_lines (order_id, line_no, sku, part_no, name, quantity, unit_net, unit_gross,
        line_net, line_gross, vat_rate_bp, status)
      VALUES (${order!.id}::uuid, 1, 'ABCDEFGH0101XL', 'ABCDEFGH', 'Ślęża jacket', 1, 10000, 12500, 10000,
        12500, 2500, 10)`);
    await handle.db.execute(sql`
      INSERT INTO order_approvals (order_id, company_id, buyer_customer_id, kind, attestant_type,
        attestant_emails, snapshot_hash, amount, expires_at)
      VALUES (${order!.id}::uuid, ${target.id}, ${owner.customerId}, 'Approval', 'Company', '{}',
        'hash', 10000, now() + interval '14 days')`);
    victim = {
      companyId: target.id,
      customerId: owner.customerId,
      coopCode: target.coopCode!,
      deliveryAddressId: addressIds.delivery!,
      invoiceAddressId: addressIds.invoice!,
      customerAddressId: Number(own!.id),
      email: owner.email,
      cartId: cart.body.id,
      cartRowId: Number(row!.id),
      orderId: order!.id,
    };

    const principals: [string, Parameters<typeof createTestAccount>[1]][] = [
      ['User of another company', { role: ROLE.User, companyIds: [parent.id, child.id] }],
      ['CustomerAdmin of another company', { role: ROLE.CustomerAdmin, companyIds: [parent.id] }],
      ['Administrator of another company', { role: ROLE.Administrator, companyIds: [parent.id] }],
      ['consumer', { role: ROLE.B2C }],
    ];
    for (const [name, options] of principals) {
      const account = await createTestAccount(handle, options);
      const res = await api.login(account, 'se');
      expect(res.status, name).toBe(200);
      tokens.set(name, res.body.accessToken);
    }
    const internal = await createTestAccount(handle, { role: ROLE.Internal, companyIds: [parent.id] });
    internalToken = (await api.login(internal, 'se')).body.accessToken;
  });
  afterAll(async () => {
    await api?.close();
    await handle?.close();
  });

  const call = (route: IdorRoute, token: string | undefined) => {
    const request = route.request(victim);
    return api.send(
      route.method.toUpperCase(),
      request.path,
      request.body,
      token ? { Authorization: `Bearer ${token}` } : {},
    );
  };

  it('finds the routes that name a record, and places every parameter', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.unplaced, `${route.method} ${route.path}`).toEqual([]);
    // The id kinds beside companyId and customerId: coop code, address ids and e-mail address.
    const paths = routes.map((r) => r.path);
    for (const path of [
      '/api/company/companies/coop/{coopCode}',
      '/api/company/companies/{id}/deliveryaddresses/{addressId}',
      '/api/company/companies/{id}/invoiceaddresses/{addressId}',
      '/api/customer/customers/getByEmail',
      '/api/customer/customers/{id}/addresses',
      '/api/cart/carts/{id}',
      '/api/cart/carts/{id}/products/{rowId}',
      '/api/cart/carts/{id}/append/{otherId}',
      '/api/price/cart/{id}/promotions',
      '/api/price/cart/{id}/discountcodes/{code}',
      '/api/order/amountlimit/cart',
      '/api/customer/amountlimits',
      '/api/order/orders/{id}',
      '/api/order/orders/{id}/confirm',
      '/api/order/orders/{id}/deny',
      '/api/order/orders/{id}/withdraw',
      '/api/order/orders/{id}/approvals',
    ])
      expect(paths, path).toContain(path);
  });

  it('answers 401 to an anonymous caller on every such route', async () => {
    for (const route of routes.filter((r) => r.needsSignIn)) {
      const res = await call(route, undefined);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 404 to an anonymous caller on every cart route', async () => {
    const carts = routes.filter((r) => r.cart);
    expect(carts.length).toBeGreaterThanOrEqual(15);
    for (const route of carts) {
      const res = await call(route, undefined);
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
    }
  });

  it('never hands another company’s record to a signed-in stranger', async () => {
    for (const route of routes) {
      for (const [name, token] of tokens) {
        if (name === 'owner') continue;
        const res = await call(route, token);
        expect([403, 404], `${name}: ${route.method} ${route.path} answered ${res.status}`).toContain(
          res.status,
        );
      }
    }
  });

  it('serves the owner their cart (so its id is real), and no one else, Internal staff neither', async () => {
    const owner = { Authorization: `Bearer ${tokens.get('owner')}` };
    const internal = { Authorization: `Bearer ${internalToken}` };
    const path = `/api/cart/carts/${victim.cartId}?marketId=se`;
    expect((await api.send('GET', path, undefined, owner)).status).toBe(200);
    expect((await api.send('GET', path, undefined, internal)).status).toBe(404);
    // A stranger's own cart cannot take the owner's rows in by naming it as the other cart.
    const strangerToken = { Authorization: `Bearer ${tokens.get('consumer')}` };
    const own = await api.send<{ id: string; version: number }>(
      'POST',
      '/api/cart/carts?marketId=se',
      {},
      strangerToken,
    );
    for (const action of ['append', 'replace']) {
      const res = await api.send(
        'PUT',
        `/api/cart/carts/${own.body.id}/${action}/${victim.cartId}?marketId=se`,
        { version: own.body.version },
        strangerToken,
      );
      expect(res.status, action).toBe(404);
    }
    expect((await api.send('GET', path, undefined, owner)).status).toBe(200);
  });

  it('answers 404 on every order route to another company’s principal, Internal staff too', async () => {
    const orders = routes.filter((r) => r.order);
    expect(orders.length).toBeGreaterThanOrEqual(5);
    for (const route of orders) {
      for (const [name, token] of [...tokens, ['Internal', internalToken] as const]) {
        if (name === 'owner') continue;
        const res = await call(route, token);
        expect(res.status, `${name}: ${route.method} ${route.path}`).toBe(404);
      }
    }
    // Anonymous: 401 where a sign-in is needed, else 404 (a guest's order is reached by its id).
    for (const route of orders)
      expect([401, 404], `anonymous: ${route.method} ${route.path}`).toContain(
        (await call(route, undefined)).status,
      );
    // Nothing was decided by them: the order still waits at its first version.
    const [approval] = await handle.rows<{ status: string; version: number }>(
      sql`SELECT status, version FROM order_approvals WHERE order_id = ${victim.orderId}::uuid`,
    );
    expect(approval).toMatchObject({ status: 'Waiting', version: 1 });
  });

  it('serves the owner and Internal staff (so the ids the matrix uses are real)', async () => {
    const reads = routes.filter((r) => r.ownerSucceeds);
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      // An order is its buyer's: Internal staff of another company do not reach it.
      const readers = route.order
        ? ([['owner', tokens.get('owner')]] as const)
        : ([
            ['owner', tokens.get('owner')],
            ['Internal', internalToken],
          ] as const);
      for (const [name, token] of readers) {
        const res = await call(route, token);
        expect(res.status, `${name}: ${route.method} ${route.path}`).toBeLessThan(300);
      }
    }
  });
});
