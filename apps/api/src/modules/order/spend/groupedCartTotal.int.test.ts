import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../../testing/accessTokens';
import {
  coWorkerOf,
  ledgerUse,
  limitCart,
  limitedBuyer,
  limitSendBody,
  orderNetOf,
  setCompanyLimits,
  setInfo,
} from '../../../testing/amountLimits';
import { cartWithRows, orderApi, type TestBuyer, testCompanyBuyer } from '../../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../../testing/orderTestBed';

/**
 * POST amountlimit/cart over HTTP: the cart grouped by the customer each row is for, against their
 * limits, priced as the checkout's summary prices it, writing nothing (issue 28).
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(3));
});

const grouped = (bearer: string | undefined, body: Record<string, unknown>) =>
  orderApi(api.baseUrl, bearer).call('POST', '/amountlimit/cart?marketId=SE', body);

const withMethod = (cartId: string) => ({ cartId, deliveryMethod: delivery.choice.standard });

describe('the grouped total', () => {
  it('groups the rows by customer, each against their limit and what the period used, adding up to the summary', async () => {
    const buyer = await limitedBuyer(api.handle);
    const colleague = await coWorkerOf(api.handle, buyer.companyId);
    const first = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    const firstNet = await orderNetOf(api.baseUrl, buyer, first, delivery);
    await setInfo(api.handle, buyer.customerId, 'AmountLimit', '100000');
    expect((await orderApi(api.baseUrl, buyer.bearer).send(limitSendBody(first, delivery))).status).toBe(201);

    const cart = await limitCart(api.baseUrl, buyer, [
      { sku: skus[0]!, quantity: 2 },
      { sku: skus[1]!, quantity: 1, coWorkerId: colleague },
    ]);
    const net = await orderNetOf(api.baseUrl, buyer, cart, delivery);
    const colleagueRow = cart.rows.find((r) => r.coWorkerId === colleague)!;
    await setCompanyLimits(api.handle, buyer.companyId, {
      defaultAmount: colleagueRow.discounted.net - 1,
      invoiceCreditStopAmount: 10_000_000,
    });
    const res = await grouped(buyer.bearer, withMethod(cart.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ currency: 'SEK', period: 'Month', visibility: 'shown' });
    const shareOf = (id: number) => body.customers.find((c: { customerId: number }) => c.customerId === id);
    const [colleagueShare, buyerShare] = [shareOf(colleague), shareOf(buyer.customerId)];
    expect(buyerShare).toMatchObject({
      limit: 10_000_000,
      used: firstNet,
      thisCart: net - colleagueRow.discounted.net,
      remaining: 10_000_000 - firstNet - (net - colleagueRow.discounted.net),
      over: false,
      points: null,
      attestant: null,
    });
    expect(colleagueShare).toMatchObject({
      name: 'Łucja Dvořák',
      limit: colleagueRow.discounted.net - 1,
      used: 0,
      thisCart: colleagueRow.discounted.net,
      remaining: -1,
      over: true,
      rowIds: [colleagueRow.id],
    });
    expect(body.customers.reduce((s: number, c: { thisCart: number }) => s + c.thisCart, 0)).toBe(net);
    expect(body.company).toEqual({
      limit: 10_000_000,
      used: firstNet,
      thisCart: net,
      remaining: 10_000_000 - firstNet - net,
      over: false,
    });
    // The colleague has no attestant: the send would be refused with 5.
    expect(body.approval).toEqual({ needed: false, kind: null, attestants: [], refusalCode: 5 });
    // Nothing written: the period's use is the first order's alone, and the cart is as it was.
    expect(await ledgerUse(api.handle, 'customer', colleague)).toBe(0);
    const [after] = await api.handle.rows<{ version: number }>(
      sql`SELECT version FROM carts WHERE id = ${cart.id}::uuid`,
    );
    expect(after?.version).toBe(cart.version);
  });

  it('names the attestant a send over the limit would wait for, and shows points', async () => {
    const buyer = await limitedBuyer(api.handle, { ShowPoints: 'True', PricePointsFactor: '2.5' });
    const [chef] = await api.handle.rows<{ id: number }>(sql`
      INSERT INTO customers (customer_code, first_name, last_name, email_address, market_name, language)
      VALUES (${`CHEF-${buyer.customerId}`}, 'Ģirts', 'Õunapuu', ${`chef-${buyer.customerId}@example.com`}, 'se', 'sv')
      RETURNING id`);
    const cart = await limitCart(api.baseUrl, buyer, [{ sku: skus[2]!, quantity: 1 }]);
    await setInfo(api.handle, buyer.customerId, 'AmountLimit', '0.50');
    await setInfo(
      api.handle,
      buyer.customerId,
      'AmountLimitAttestant',
      `CHEF-${buyer.customerId}@example.com`,
    );
    const res = await grouped(buyer.bearer, withMethod(cart.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const chefPerson = {
      customerId: Number(chef!.id),
      name: 'Ģirts Õunapuu',
      email: `chef-${buyer.customerId}@example.com`,
    };
    expect(res.body.approval).toEqual({
      needed: true,
      kind: 'AmountLimit',
      attestants: [chefPerson],
      refusalCode: null,
    });
    const [share] = res.body.customers;
    expect(share.attestant).toEqual(chefPerson);
    // 0.50 / 2.5 = 0.20 points; the cart's share in points likewise, rounded to hundredths.
    expect(share.points).toMatchObject({ limit: 20, used: 0, thisCart: Math.round(share.thisCart / 2.5) });
  });

  it('shows a plain customer admin the figures disabled under UseAmountLimitForCustomerAdmins', async () => {
    const buyer = await limitedBuyer(api.handle, { UseAmountLimitForCustomerAdmins: 'True' });
    const admin: TestBuyer = {
      ...buyer,
      bearer: await bearerFor(api.handle, {
        customerId: buyer.customerId,
        companyId: buyer.companyId,
        role: ROLE.CustomerAdmin,
        market: 'se',
        sessionId: `grouped-admin-${buyer.customerId}`,
      }),
    };
    const cart = await limitCart(api.baseUrl, admin, [{ sku: skus[0]!, quantity: 1 }]);
    const res = await grouped(admin.bearer, withMethod(cart.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.visibility).toBe('disabled');
  });

  it('is hidden, without figures, for a company without UseAmountLimit and for a consumer', async () => {
    const plain = await testCompanyBuyer(api.handle);
    const cart = await limitCart(api.baseUrl, plain, [{ sku: skus[0]!, quantity: 1 }]);
    const res = await grouped(plain.bearer, withMethod(cart.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      visibility: 'hidden',
      customers: [],
      company: null,
      approval: { needed: false },
    });
    const guestCart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    expect((await grouped(undefined, { cartId: guestCart.id })).status).toBe(401);
  });

  it('answers 404 for another buyer’s cart and 400 for a method not offered', async () => {
    const owner = await limitedBuyer(api.handle);
    const other = await limitedBuyer(api.handle);
    const cart = await limitCart(api.baseUrl, owner, [{ sku: skus[0]!, quantity: 1 }]);
    expect((await grouped(other.bearer, { cartId: cart.id })).status).toBe(404);
    const wrong = await grouped(owner.bearer, {
      cartId: cart.id,
      deliveryMethod: { ...delivery.choice.standard, deliveryGroupEntryId: 999_999 },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('deliveryMethod');
  });
});
