import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  DEFAULT_ORDER_SORT,
  orderHistoryHref,
  pageCount,
  parseOrderHistoryQuery,
  sortLinkState,
} from './orderHistoryQuery';
import { buyerStatusKey, lineStateKey, paymentMethodKey, statusDetailKey } from './orderLabels';
import { reorderNotice } from './reorderNotice';

const ID = '0b6f1f0e-9a51-4c38-9d7c-2f2b1e0a4c11';

describe('parseOrderHistoryQuery', () => {
  it('defaults to the newest first, page 1, no order', () => {
    expect(parseOrderHistoryQuery({})).toEqual({ ...DEFAULT_ORDER_SORT, page: 1, orderId: null });
  });

  it('reads the sort fields and directions of the spec, the page and the order', () => {
    expect(parseOrderHistoryQuery({ sort: 'BuyerEmail', dir: 'Asc', page: '3', order: ID })).toEqual({
      sortField: 'BuyerEmail',
      sortOrder: 'Asc',
      page: 3,
      orderId: ID,
    });
    expect(parseOrderHistoryQuery({ sort: ['DispatchNumber', 'Id'] }).sortField).toBe('DispatchNumber');
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(parseOrderHistoryQuery({ sort: 'price', dir: 'up', page: '-1', order: 'abc' })).toEqual({
      ...DEFAULT_ORDER_SORT,
      page: 1,
      orderId: null,
    });
    expect(parseOrderHistoryQuery({ sort: 'date', page: '1.5' }).sortField).toBe('Date');
  });
});

describe('orderHistoryHref', () => {
  const base = '/en/account/orders';
  it('names only what differs from the defaults', () => {
    expect(orderHistoryHref(base, { ...DEFAULT_ORDER_SORT, page: 1 })).toBe(base);
    expect(orderHistoryHref(base, { sortField: 'Status', sortOrder: 'Desc', page: 2 })).toBe(
      `${base}?sort=Status&page=2`,
    );
    expect(orderHistoryHref(base, { sortField: 'Date', sortOrder: 'Asc' })).toBe(`${base}?dir=Asc`);
  });

  it('links one order by its id alone', () => {
    expect(orderHistoryHref(base, { sortField: 'Status', page: 4, orderId: ID })).toBe(`${base}?order=${ID}`);
  });

  it('round-trips through the parser', () => {
    const state = { sortField: 'OrderNumber', sortOrder: 'Asc', page: 5, orderId: null } as const;
    const query = Object.fromEntries(new URLSearchParams(orderHistoryHref(base, state).split('?')[1]));
    expect(parseOrderHistoryQuery(query)).toEqual(state);
  });
});

describe('sorting by a column header', () => {
  const current = { sortField: 'Date', sortOrder: 'Desc', page: 3, orderId: null } as const;

  it('turns the sorted column the other way round and goes back to page 1', () => {
    expect(sortLinkState(current, 'Date')).toEqual({
      sortField: 'Date',
      sortOrder: 'Asc',
      page: 1,
      orderId: null,
    });
    expect(sortLinkState({ ...current, sortOrder: 'Asc' }, 'Date').sortOrder).toBe('Desc');
  });

  it('starts another column A to Z (a date newest first)', () => {
    expect(sortLinkState(current, 'OrderNo').sortOrder).toBe('Asc');
    expect(sortLinkState({ ...current, sortField: 'Status' }, 'Date').sortOrder).toBe('Desc');
  });

  it('announces the sort on the sorted column only', () => {
    expect(ariaSortOf(current, 'Date')).toBe('descending');
    expect(ariaSortOf({ sortField: 'Status', sortOrder: 'Asc' }, 'Status')).toBe('ascending');
    expect(ariaSortOf(current, 'Status')).toBeUndefined();
  });
});

describe('pageCount', () => {
  it('is at least one page and rounds up', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('labels', () => {
  it('names the buyer’s status, its details and each line’s status by the domain’s words', () => {
    expect(buyerStatusKey('partlyDelivered')).toBe('buyerStatus.partlyDelivered');
    expect(statusDetailKey({ kind: 'linesWaiting', count: 2 })).toBe('statusDetails.linesWaiting');
    expect([0, 1, 5, 7, 10, 20, 30, 50, 99].map(lineStateKey)).toEqual([
      'lineState.open',
      'lineState.open',
      'lineState.delivered',
      'lineState.invoiced',
      'lineState.waiting',
      'lineState.declined',
      'lineState.open',
      'lineState.delivered',
      'lineState.open',
    ]);
  });

  it('names the payment methods card and invoice, and others by id', () => {
    expect(paymentMethodKey(168).key).toBe('paymentMethods.card');
    expect(paymentMethodKey(20).key).toBe('paymentMethods.invoice');
    expect(paymentMethodKey(7)).toEqual({ key: 'paymentMethods.other', id: 7 });
  });
});

describe('reorderNotice', () => {
  const texts = {
    title: 'From order 100001',
    added: 'Added',
    unavailable: 'Gone',
    priceChanged: (before: string, now: string) => `${before} -> ${now}`,
    dismiss: 'Hide',
  };
  const money = (minor: number) => `${minor / 100}`;
  const line = (sku: string, outcome: 'added' | 'priceChanged' | 'unavailable', price: number | null) => ({
    sku,
    name: `Jacket ${sku}`,
    quantity: 1,
    outcome,
    previousPrice: 10000,
    price,
  });

  it('writes a note per line, those needing attention first', () => {
    const notice = reorderNotice(
      [
        line('A', 'added', 10000),
        line('B', 'priceChanged', 12500),
        line('C', 'unavailable', null),
        line('D', 'added', 10000),
      ],
      money,
      texts,
    );
    expect(notice.lines.map((l) => [l.sku, l.note])).toEqual([
      ['B', '100 -> 125'],
      ['C', 'Gone'],
      ['A', 'Added'],
      ['D', 'Added'],
    ]);
    expect(new Set(notice.lines.map((l) => l.key)).size).toBe(4);
    expect(notice.title).toBe('From order 100001');
  });
});
