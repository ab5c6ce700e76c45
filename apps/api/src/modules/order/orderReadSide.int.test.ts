import type { OrderApi } from '@workwear/client';
import { buyerOrderStatus, buyerStatusRank } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOrderApis } from '../../testing/demoOrderApis';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * What the history and the order page read (issue 27 items 13 and 15): every line's status for the one
 * status a buyer reads, each line's co-worker, comment and product page, and the zone the order's dates
 * are shown in: its market's (setting TimeZone), in the US the delivery state's.
 */
let api: TestServer;
let ordersOf: (name: string) => OrderApi;

beforeAll(async () => {
  api = await testServer();
  ordersOf = await demoOrderApis(api, ['elin.consumer', 'anna.user']);
});

describe('the order read side', () => {
  it('lists every line’s status, so the cancelled and the partly delivered orders read as such', async () => {
    const page = await ordersOf('elin.consumer').list({ sortField: 'Date', sortOrder: 'Desc' });
    const statuses = page.results.map((item) => buyerOrderStatus(item).status);
    expect(statuses).toEqual(expect.arrayContaining(['cancelled', 'partlyDelivered', 'invoiced']));
    for (const item of page.results) {
      expect(item.lineStatuses).toHaveLength(item.lineCount);
      expect(Math.min(...item.lineStatuses)).toBe(item.lineStatus);
      expect(item.timeZone).toBe('Europe/Stockholm');
    }
  });

  it('sorts by the status the buyer reads, in its life cycle, not by the raw order code, a page at a time', async () => {
    // Elin's demo orders and any other file's orders of hers: the rule is checked on all of them.
    const orders = ordersOf('elin.consumer');
    const sorted = async (sortOrder: 'Asc' | 'Desc', page = 1, pageSize = 100) => {
      const list = await orders.list({ sortField: 'Status', sortOrder, page, pageSize });
      return { total: list.total, items: list.results };
    };
    const ranks = (items: Parameters<typeof buyerStatusRank>[0][]) => items.map(buyerStatusRank);
    const ascending = await sorted('Asc');
    expect(ascending.items).toHaveLength(ascending.total);
    expect(ranks(ascending.items)).toEqual([...ranks(ascending.items)].sort((a, b) => a - b));
    // Raw codes: the cancelled order is 0 Default, the partly delivered 500, the invoiced 700. Other
    // files may add orders of these statuses, so the statuses' first appearances are compared.
    const seen = ascending.items
      .map((item) => buyerOrderStatus(item).status)
      .filter((status) => ['partlyDelivered', 'invoiced', 'cancelled'].includes(status));
    expect([...new Set(seen)]).toEqual(['partlyDelivered', 'invoiced', 'cancelled']);
    const descending = await sorted('Desc');
    expect(ranks(descending.items)).toEqual([...ranks(descending.items)].sort((a, b) => b - a));
    // A page of one holds the order the whole list has at that place.
    const second = await sorted('Asc', 2, 1);
    expect(second.total).toBe(ascending.total);
    expect(second.items.map((item) => item.id)).toEqual([ascending.items[1]!.id]);
    expect((await sorted('Asc', ascending.total + 1, 1)).items).toEqual([]);
  });

  it('names each line’s co-worker, keeps its comment and links its product', async () => {
    const orders = ordersOf('anna.user');
    const item = (await orders.list({})).results.find((o) => o.orderLabel === 'Nyanställda');
    const order = await orders.get(item?.id ?? '');
    expect(order.lines.map((l) => [l.coWorker?.name ?? null, l.comment])).toEqual([
      ['Karin Sjöström', 'Storlek enligt provning'],
      [null, 'Till lagret i Sollentuna'],
    ]);
    for (const line of order.lines) expect(line.uniqueName).toMatch(/^[a-z0-9-]+$/);
    expect(order.timeZone).toBe('Europe/Stockholm');
  });

  it('dates an order in its market’s zone, a US order in its delivery state’s', async () => {
    const orders = ordersOf('anna.user');
    const item = (await orders.list({})).results.find((o) => o.orderLabel === 'Bygge Sollentuna');
    const id = item?.id ?? '';
    const moveTo = (market: string, countryCode: string, region: string | null) =>
      api.handle.db.execute(sql`
        UPDATE orders SET market = ${market},
          delivery_address = delivery_address || jsonb_build_object('countryCode', ${countryCode}::text, 'region', ${region}::text)
        WHERE id = ${id}::uuid`);
    const zones = async () => [
      (await orders.get(id)).timeZone,
      (await orders.list({})).results.find((o) => o.id === id)?.timeZone,
    ];
    try {
      await moveTo('fi', 'FI', null);
      expect(await zones()).toEqual(['Europe/Helsinki', 'Europe/Helsinki']);
      await moveTo('us', 'US', 'IL');
      expect(await zones()).toEqual(['America/Chicago', 'America/Chicago']);
      await moveTo('us', 'US', null);
      expect(await zones()).toEqual(['America/New_York', 'America/New_York']);
    } finally {
      await moveTo('se', 'SE', null);
    }
  });
});
