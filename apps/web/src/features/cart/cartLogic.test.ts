import type { CartRowView, CartView } from '@workwear/contracts';
import { ROW_SAVE_DEBOUNCE_MS } from '@workwear/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBlockedReason } from './addButtonState';
import { cartUnitCount, groupRowsByCustomer } from './cartRowGroups';
import { freeDeliveryLeft, totalsLines } from './cartTotalsView';
import { canStepDown, canStepUp, steppedQuantity, typedQuantity } from './quantityStepper';
import { removedRowOf, restoreInput } from './removedRow';
import { createRowSaveScheduler } from './rowSaveScheduler';
import { sendVersioned } from './versionedChange';

const row = (over: Partial<CartRowView>): CartRowView => ({
  id: 1,
  rowNumber: 1,
  sku: '100246719800C52',
  partNo: '100246719800',
  basePartNo: '10024671',
  name: 'Jacket',
  colour: 'Black',
  size: 'C52',
  imageUrl: '',
  uniqueName: 'jacket',
  quantity: 1,
  quantityFactor: 1,
  quantityStep: 1,
  comment: '',
  coWorkerId: null,
  type: 'DefaultArticle',
  parentRowId: null,
  gift: false,
  priceListId: null,
  price: 10000,
  priceIncVat: 12500,
  line: { net: 10000, gross: 12500 },
  discount: { net: 0, gross: 0 },
  discounted: { net: 10000, gross: 12500 },
  onHand: 5,
  canSplit: false,
  created: '',
  modified: '',
  ...over,
});

describe('groupRowsByCustomer', () => {
  const labels = { me: 'Me', unknown: (id: number) => `Customer ${id}` };
  it('groups by the real person: a row given to the buyer themself is under Me with the rows without one', () => {
    const rows = [
      row({ id: 1, rowNumber: 1, coWorkerId: null }),
      row({ id: 2, rowNumber: 2, coWorkerId: 42 }),
      row({ id: 3, rowNumber: 3, coWorkerId: 7 }),
    ];
    const names = new Map([
      [42, 'Anna Lindqvist'],
      [7, 'Åsa Berg'],
    ]);
    const groups = groupRowsByCustomer(rows, names, labels, 42);
    expect(groups.map((g) => [g.label, g.rows.map((r) => r.id)])).toEqual([
      ['Me', [1, 2]],
      ['Åsa Berg', [3]],
    ]);
  });
  it('puts the buyer’s own rows first, then co-workers by name, rows in row-number order', () => {
    const rows = [
      row({ id: 1, rowNumber: 3, coWorkerId: 7 }),
      row({ id: 2, rowNumber: 1, coWorkerId: null }),
      row({ id: 3, rowNumber: 2, coWorkerId: 5 }),
      row({ id: 4, rowNumber: 4, coWorkerId: 7 }),
      row({ id: 5, rowNumber: 5, coWorkerId: 9 }),
    ];
    const names = new Map([
      [7, 'Anders Berg'],
      [5, 'Öberg Sara'],
    ]);
    const groups = groupRowsByCustomer(rows, names, labels);
    expect(groups.map((g) => [g.label, g.rows.map((r) => r.id)])).toEqual([
      ['Me', [2]],
      ['Anders Berg', [1, 4]],
      ['Customer 9', [5]],
      ['Öberg Sara', [3]],
    ]);
  });

  it('counts units of parent rows only', () => {
    expect(
      cartUnitCount([row({ quantity: 3 }), row({ quantity: 2, parentRowId: 1 }), row({ quantity: 10 })]),
    ).toBe(13);
    expect(cartUnitCount([])).toBe(0);
  });
});

describe('row saves debounce per key', () => {
  afterEach(() => vi.useRealTimers());
  it('runs only the last save of a key once the wait has passed, and keys apart', () => {
    vi.useFakeTimers();
    const scheduler = createRowSaveScheduler(ROW_SAVE_DEBOUNCE_MS, {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    const saves: string[] = [];
    scheduler.schedule('1:quantity', () => saves.push('q2'));
    vi.advanceTimersByTime(300);
    scheduler.schedule('1:quantity', () => saves.push('q3'));
    scheduler.schedule('2:quantity', () => saves.push('other'));
    vi.advanceTimersByTime(399);
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saves).toEqual(['q3', 'other']);
    expect(scheduler.pending()).toBe(0);
  });

  it('flushes waiting saves at once and drops a cancelled one', () => {
    vi.useFakeTimers();
    const scheduler = createRowSaveScheduler(400, {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    const saves: string[] = [];
    scheduler.schedule('a', () => saves.push('a'));
    scheduler.schedule('b', () => saves.push('b'));
    scheduler.cancel('b');
    scheduler.flush();
    expect(saves).toEqual(['a']);
    vi.advanceTimersByTime(1000);
    expect(saves).toEqual(['a']);
  });
});

describe('undo of a removed row', () => {
  it('re-adds the same sku with its quantity, comment and co-worker', () => {
    const removed = removedRowOf(row({ id: 9, quantity: 12, comment: 'Site 4', coWorkerId: 31 }));
    expect(restoreInput(removed)).toEqual({
      sku: '100246719800C52',
      quantity: 12,
      comment: 'Site 4',
      coWorkerId: 31,
    });
    expect(restoreInput(removedRowOf(row({ quantity: 2 })))).toEqual({ sku: '100246719800C52', quantity: 2 });
  });
});

describe('quantity stepper', () => {
  it('steps by the factor’s step and never below the factor', () => {
    expect(steppedQuantity(1, 1, 1)).toBe(2);
    expect(steppedQuantity(1, 1, -1)).toBe(1);
    expect(steppedQuantity(10, 5, 1)).toBe(35);
    expect(steppedQuantity(35, 5, -1)).toBe(10);
    expect(steppedQuantity(10, 5, -1)).toBe(5);
    expect(steppedQuantity(9999, 1, 1)).toBe(9999);
    expect(canStepDown(5, 5)).toBe(false);
    expect(canStepUp(9999, 1)).toBe(false);
  });

  it('reads a typed quantity as the server keeps it', () => {
    expect(typedQuantity('7', 5)).toBe(5);
    expect(typedQuantity('8', 5)).toBe(10);
    expect(typedQuantity('0', 1)).toBeNull();
    expect(typedQuantity('1.5', 1)).toBeNull();
    expect(typedQuantity('10000', 1)).toBeNull();
  });
});

describe('add button', () => {
  it('says why it cannot add', () => {
    expect(addBlockedReason(undefined)).toBe('SizeNotSelected');
    expect(addBlockedReason({ state: 'incoming' })).toBe('SizeOutOfStock');
    expect(addBlockedReason({ state: 'unavailable' })).toBe('SizeUnavailable');
    expect(addBlockedReason({ state: 'inStock' })).toBeNull();
  });
});

describe('totals panel', () => {
  const totals: CartView['totals'] = {
    currency: 'SEK',
    productsNet: 10000,
    productsGross: 12500,
    discountNet: 1000,
    discountGross: 1250,
    deliveryNet: 4900,
    deliveryGross: 6125,
    vat: 3975,
    salesTax: { kind: 'none' },
    totalNet: 13900,
    totalGross: 17375,
    vatRate: 1.25,
  };
  it('shows gross amounts incl. VAT, net amounts with a subtotal ex VAT otherwise', () => {
    expect(totalsLines(totals, { incVat: true })).toEqual([
      { key: 'products', amount: 12500 },
      { key: 'discount', amount: -1250 },
      { key: 'delivery', amount: 6125 },
      { key: 'vat', amount: 3975 },
    ]);
    expect(totalsLines({ ...totals, discountNet: 0, discountGross: 0 }, { incVat: false })).toEqual([
      { key: 'products', amount: 10000 },
      { key: 'delivery', amount: 4900 },
      { key: 'subtotal', amount: 13900 },
      { key: 'vat', amount: 3975 },
    ]);
  });
  it('shows sales tax, or TBD while no rate is known', () => {
    expect(totalsLines({ ...totals, salesTax: { kind: 'tbd' } }, { incVat: false }).at(-1)).toEqual({
      key: 'salesTaxTbd',
    });
    expect(
      totalsLines({ ...totals, salesTax: { kind: 'known', amount: 820 } }, { incVat: false }).at(-1),
    ).toEqual({
      key: 'salesTax',
      amount: 820,
    });
  });
});

describe('a versioned change', () => {
  const cartAt = (version: number) => ({ version, rows: [] }) as unknown as CartView;
  const stale = (current: CartView) => Object.assign(new Error('409'), { current });
  const currentOf = (e: unknown) => (e as { current?: CartView }).current ?? null;

  it('is sent once more on the current cart after a stale version, when that still makes sense', async () => {
    const sent: number[] = [];
    const outcome = await sendVersioned(
      3,
      async (v) => {
        sent.push(v);
        if (v === 3) throw stale(cartAt(5));
        return cartAt(6);
      },
      currentOf,
      () => true,
    );
    expect(sent).toEqual([3, 5]);
    expect(outcome).toEqual({ ok: true, cart: cartAt(6) });
  });

  it('answers the current cart without a second try when retry refuses, and never tries a third time', async () => {
    const refused = await sendVersioned(
      3,
      async () => Promise.reject(stale(cartAt(5))),
      currentOf,
      () => false,
    );
    expect(refused).toMatchObject({ ok: false, current: cartAt(5) });
    let calls = 0;
    const twice = await sendVersioned(
      3,
      async () => {
        calls += 1;
        throw stale(cartAt(4 + calls));
      },
      currentOf,
      () => true,
    );
    expect(calls).toBe(2);
    expect(twice).toMatchObject({ ok: false, current: cartAt(6) });
  });

  it('passes other failures on with no current cart', async () => {
    const failure = new Error('network');
    expect(
      await sendVersioned(
        1,
        async () => Promise.reject(failure),
        currentOf,
        () => true,
      ),
    ).toEqual({
      ok: false,
      error: failure,
      current: null,
    });
  });
});

describe('what is left to free delivery', () => {
  const progress = { thresholdNet: 150_000, remainingNet: 40_000, remainingGross: 50_000 };

  it('is told in the visitor’s price display: incl. VAT or ex VAT', () => {
    expect(freeDeliveryLeft(progress, { incVat: true })).toBe(50_000);
    expect(freeDeliveryLeft(progress, { incVat: false })).toBe(40_000);
  });

  it('is not told without a threshold left to reach', () => {
    expect(freeDeliveryLeft(undefined, { incVat: true })).toBeUndefined();
    expect(
      freeDeliveryLeft({ ...progress, remainingNet: 0, remainingGross: 0 }, { incVat: true }),
    ).toBeUndefined();
  });
});
