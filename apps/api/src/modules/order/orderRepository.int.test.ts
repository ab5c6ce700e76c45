import { randomUUID } from 'node:crypto';
import type { OrderView } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartWithRows,
  ensureTestDelivery,
  orderApi,
  orderableSkus,
  sendBody,
  type TestBuyer,
  type TestDelivery,
  testCompanyBuyer,
} from '../../testing/orderApi';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { consumerAccountQueries } from '../customer';
import { stockQueries } from '../stock';
import { checkoutQueries } from './checkoutRepository';
import { customerAccountQueries } from './customerAccountRepository';
import { orderQueries } from './orderRepository';

/**
 * Every raw row query of the order module, run through `check` on an order sent here (a business
 * buyer's, with a saved buyer id, an invoice address and a held reservation).
 */
let api: TestServer;
let delivery: TestDelivery;
let buyer: TestBuyer;
let order: OrderView;
/** A guest's card order, waiting for its payment. */
let unpaid: OrderView;
let skus: string[];

beforeAll(async () => {
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
  skus = await orderableSkus(api.handle, 2);
  buyer = await testCompanyBuyer(api.handle, { ActivateWeeklyDelivery: 'True' });
  const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 2 }], buyer.bearer);
  const res = await orderApi(api.baseUrl, buyer.bearer).send(
    sendBody(cart, delivery, {
      paymentMethodId: 20,
      useIncVat: false,
      buyer: { id: buyer.customerId, firstName: 'Row', lastName: 'Shape', email: 'row.shape@example.com' },
      invoiceAddress: { addressLine1: 'Box 1', zipCode: '11122', city: 'Stockholm', countryId: 752 },
      metadata: { OrderNumber: 'RS-1', WeeklyDelivery: true },
    }),
  );
  if (res.status !== 201) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
  order = res.body;
  const guestCart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }]);
  const guest = await orderApi(api.baseUrl).send(sendBody(guestCart, delivery));
  if (guest.status !== 201) throw new Error(`send: ${guest.status} ${JSON.stringify(guest.body)}`);
  unpaid = guest.body;
});

describe('order repository row shapes', () => {
  itChecksRowShapes<typeof orderQueries>(
    {
      byId: (h) => orderQueries.byId.check(h, order.id),
      byCart: (h) => orderQueries.byCart.check(h, order.cartId),
      locked: (h) => orderQueries.locked.check(h, order.id),
      // Minutes 0: every unpaid order sent before this statement is past its time.
      unpaidSince: (h) => orderQueries.unpaidSince.check(h, 0, [168], 5),
      lockedUnpaid: (h) => orderQueries.lockedUnpaid.check(h, unpaid.id, 0),
      inserted: (h) =>
        orderQueries.inserted.check(h, {
          cartId: randomUUID(),
          market: 'se',
          cultureCode: 'sv-SE',
          customerId: null,
          companyId: null,
          buyer: {
            id: null,
            companyId: null,
            firstName: 'A',
            lastName: 'B',
            email: 'a@example.com',
            cellphone: null,
          },
          deliveryAddress: {
            careOf: null,
            addressLine1: 'Storgatan 1',
            addressLine2: null,
            zipCode: '11122',
            city: 'Stockholm',
            region: null,
            countryId: 752,
            countryCode: 'SE',
            isValidated: false,
            type: null,
            companyName: null,
          },
          invoiceAddress: null,
          deliveryMethodId: 91_001,
          deliveryGroupId: delivery.groupId,
          deliveryGroupEntryId: delivery.choice.standard.deliveryGroupEntryId,
          deliveryMethodName: 'Test',
          carrierCode: 200,
          servicePoint: null,
          paymentMethodId: 168,
          // Not a sent order (it took no stock): cancelled, so the order invariants leave it out.
          paymentState: 'Cancelled',
          status: 0,
          metadata: {},
          comment: '',
          isTestOrder: true,
          useIncVat: true,
          deliveryType: null,
          source: null,
          ipAddress: null,
          totals: order.totals,
          promotions: [],
          lines: order.lines.map((l) => ({ ...l, priceListId: null, coWorkerId: null })),
          reservations: [],
        }),
      list: (h) =>
        orderQueries.list.check(
          h,
          { customerId: buyer.customerId, companyId: buyer.companyId },
          { sortField: 'Date', sortOrder: 'Desc', page: 1, pageSize: 20 },
        ),
      statusCodes: (h) =>
        orderQueries.statusCodes.check(h, { customerId: buyer.customerId, companyId: buyer.companyId }),
      listOf: (h) =>
        orderQueries.listOf.check(h, { customerId: buyer.customerId, companyId: buyer.companyId }, [
          order.id,
        ]),
      declinedPayments: (h) => orderQueries.declinedPayments.check(h, order.id),
    },
    () => api.handle,
  );
  itChecksRowShapes<typeof stockQueries>(
    {
      lockedStock: (h) => stockQueries.lockedStock.check(h, skus),
      stock: (h) => stockQueries.stock.check(h, skus),
      heldReservations: (h) => stockQueries.heldReservations.check(h, order.id),
    },
    () => api.handle,
  );
  itChecksRowShapes<typeof checkoutQueries>(
    {
      facts: (h) =>
        checkoutQueries.facts.check(h, {
          entryId: delivery.choice.standard.deliveryGroupEntryId,
          market: 'se',
          companyId: buyer.companyId,
          buyerId: buyer.customerId,
        }),
    },
    () => api.handle,
  );
  itChecksRowShapes<typeof customerAccountQueries>(
    {
      // In this order: the wish is kept, then taken.
      requested: (h) => customerAccountQueries.requested.check(h, order.id),
      taken: (h) => customerAccountQueries.taken.check(h, order.id),
    },
    () => api.handle,
  );
  itChecksRowShapes<typeof consumerAccountQueries>(
    {
      createdAccount: (h) =>
        consumerAccountQueries.createdAccount.check(h, {
          customerCode: `ROW-SHAPE-${randomUUID()}`,
          firstName: 'Row',
          lastName: 'Shape',
          email: `row-shape-${randomUUID()}@example.com`,
          cellphone: null,
          market: 'se',
          language: 'sv',
          roleId: 111,
        }),
    },
    () => api.handle,
  );
});

describe('the carrier an order was sent with', () => {
  it('is the order’s own: a later change of its method’s carrier does not reach the sent order', async () => {
    const { id: methodId, carrierCode: sentWith } = order.deliveryMethod;
    expect(sentWith).toBeGreaterThan(0);
    const setCarrier = (code: number) =>
      api.handle.db.execute(sql`UPDATE delivery_methods SET carrier_code = ${code} WHERE id = ${methodId}`);
    await setCarrier(sentWith + 7);
    try {
      const res = await orderApi(api.baseUrl, buyer.bearer).get(order.id);
      expect(res.status).toBe(200);
      expect(res.body.deliveryMethod.carrierCode).toBe(sentWith);
    } finally {
      await setCarrier(sentWith);
    }
  });
});
