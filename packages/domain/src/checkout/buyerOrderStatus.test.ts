import { describe, expect, it } from 'vitest';
import {
  BUYER_ORDER_STATUSES,
  BUYER_STATUS_LIFE_CYCLE,
  BUYER_STATUS_TONE,
  type BuyerOrderStatus,
  buyerLineStatus,
  buyerOrderStatus,
  buyerStatusRank,
} from './buyerOrderStatus';
import { ORDER_LINE_STATUS as LINE, ORDER_STATUS, PAYMENT_STATES, type PaymentState } from './orderStatus';

const ORDER_CODES = [...Object.values(ORDER_STATUS), 999];
const LINE_CODES = [...Object.values(LINE), 99];
const DELIVERED = new Set<number>([LINE.Delivered, LINE.ToBeInvoiced, LINE.Invoiced]);

/** Every set of lines of up to two lines (with repeats), and none: 1 + 9 + 45 line sets. */
function lineSets(): number[][] {
  const sets: number[][] = [[]];
  for (const [i, a] of LINE_CODES.entries()) {
    sets.push([a]);
    for (const b of LINE_CODES.slice(i)) sets.push([a, b]);
  }
  return sets;
}

type Codes = { status: number; paymentState: PaymentState; lineStatuses: number[] };
const allDenied = (c: Codes) => c.lineStatuses.length > 0 && c.lineStatuses.every((s) => s === LINE.Denied);
const awaitsApproval = (c: Codes) =>
  !allDenied(c) &&
  c.paymentState !== 'Cancelled' &&
  c.status === ORDER_STATUS.Default &&
  c.lineStatuses.length > 0 &&
  c.lineStatuses.every((s) => s === LINE.Waiting);

const every = (): Codes[] =>
  ORDER_CODES.flatMap((status) =>
    PAYMENT_STATES.flatMap((paymentState) =>
      lineSets().map((lineStatuses) => ({ status, paymentState, lineStatuses })),
    ),
  );

describe('buyerOrderStatus over every combination of order status, payment state and lines', () => {
  const all = every();

  it('covers 10 order codes × 5 payment states × 55 line sets, each with one known status and its tone', () => {
    expect(all).toHaveLength(10 * 5 * 55);
    for (const codes of all) {
      const view = buyerOrderStatus(codes);
      expect(BUYER_ORDER_STATUSES).toContain(view.status);
      expect(view.tone).toBe(BUYER_STATUS_TONE[view.status]);
    }
  });

  it('lines all denied make a declined order whatever the payment says (a denial cancels it), with no details', () => {
    for (const codes of all) {
      const view = buyerOrderStatus(codes);
      expect(view.status === 'declined', JSON.stringify(codes)).toBe(allDenied(codes));
      if (view.status === 'declined') expect(view.details).toEqual([]);
    }
  });

  it('otherwise a cancelled payment is a cancelled order, whatever the order and line codes say, with no details', () => {
    for (const codes of all.filter((c) => !allDenied(c))) {
      const view = buyerOrderStatus(codes);
      expect(view.status === 'cancelled', JSON.stringify(codes)).toBe(codes.paymentState === 'Cancelled');
      if (view.status === 'cancelled') expect(view.details).toEqual([]);
    }
  });

  it('awaits approval exactly when live, still Default (0) and every line Waiting (10), with no details', () => {
    for (const codes of all) {
      const view = buyerOrderStatus(codes);
      const waits =
        codes.paymentState !== 'Cancelled' &&
        codes.status === ORDER_STATUS.Default &&
        codes.lineStatuses.length > 0 &&
        codes.lineStatuses.every((s) => s === LINE.Waiting);
      expect(view.status === 'awaitingApproval', JSON.stringify(codes)).toBe(waits);
      if (waits) expect(view).toEqual({ status: 'awaitingApproval', tone: 'attention', details: [] });
    }
  });

  it('a failed or pending payment waits for the buyer', () => {
    const waits: Record<PaymentState, BuyerOrderStatus | null> = {
      Failed: 'paymentFailed',
      Pending: 'awaitingPayment',
      Cancelled: 'cancelled',
      Confirmed: null,
      Default: null,
    };
    for (const codes of all.filter((c) => !allDenied(c) && !awaitsApproval(c))) {
      const expected = waits[codes.paymentState];
      if (expected) expect(buyerOrderStatus(codes).status).toBe(expected);
    }
  });

  const settled = all.filter(
    (c) => (c.paymentState === 'Confirmed' || c.paymentState === 'Default') && !awaitsApproval(c),
  );

  it('lines all declined make a declined order; Overdue is next; then delivery', () => {
    for (const codes of settled) {
      const { status } = buyerOrderStatus(codes);
      if (allDenied(codes)) expect(status).toBe('declined');
      else if (codes.status === ORDER_STATUS.Overdue) expect(status).toBe('overdue');
      else expect(['declined', 'overdue']).not.toContain(status);
    }
  });

  it('never says received or confirmed once a line has reached the buyer, and never delivered while one has not', () => {
    for (const codes of settled) {
      const { status } = buyerOrderStatus(codes);
      if (status === 'declined' || status === 'overdue') continue;
      const active = codes.lineStatuses.filter((s) => s !== LINE.Denied);
      const delivered = active.filter((s) => DELIVERED.has(s)).length;
      if (delivered > 0) {
        expect(['received', 'confirmed', 'shipped', 'readyForPickup']).not.toContain(status);
        expect(status === 'partlyDelivered', JSON.stringify(codes)).toBe(delivered < active.length);
      }
    }
  });

  it('with no line moved, the order code says how far it is', () => {
    const byCode: Record<number, BuyerOrderStatus> = {
      [ORDER_STATUS.Default]: 'received',
      [ORDER_STATUS.Received]: 'received',
      [ORDER_STATUS.SendToCustomer]: 'shipped',
      [ORDER_STATUS.Confirmed]: 'confirmed',
      [ORDER_STATUS.PickupAtRetailer]: 'readyForPickup',
      [ORDER_STATUS.PartDelivered]: 'partlyDelivered',
      [ORDER_STATUS.Delivered]: 'delivered',
      [ORDER_STATUS.Invoiced]: 'invoiced',
      [ORDER_STATUS.Overdue]: 'overdue',
      999: 'received',
    };
    for (const status of ORDER_CODES) {
      for (const lines of [[], [LINE.Default], [LINE.NotDelivered, LINE.Waiting]]) {
        expect(buyerOrderStatus({ status, paymentState: 'Confirmed', lineStatuses: lines }).status).toBe(
          byCode[status],
        );
      }
    }
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.Received,
        paymentState: 'Confirmed',
        lineStatuses: [LINE.Confirmed],
      }).status,
    ).toBe('confirmed');
  });

  it('details count lines only while they tell something: delivered of all, waiting, declined', () => {
    for (const codes of all) {
      const { status, details } = buyerOrderStatus(codes);
      for (const detail of details) {
        expect(detail.count).toBeGreaterThan(0);
        if (detail.kind === 'linesDelivered') expect(detail.count).toBeLessThan(detail.total);
      }
      if (status === 'delivered' || status === 'invoiced')
        expect(details.filter((d) => d.kind !== 'linesDeclined')).toEqual([]);
    }
  });
});

describe('buyerStatusRank: the life cycle the history sorts its Status column by', () => {
  it('names every status once', () => {
    expect([...BUYER_STATUS_LIFE_CYCLE].sort()).toEqual([...BUYER_ORDER_STATUSES].sort());
  });

  it('ranks every combination by the status its buyer reads, never by the raw order code', () => {
    for (const codes of every()) {
      const rank = buyerStatusRank(codes);
      expect(BUYER_STATUS_LIFE_CYCLE[rank], JSON.stringify(codes)).toBe(buyerOrderStatus(codes).status);
    }
  });

  it('puts a placed order before a shipped one, delivery before the invoice, and the stopped ones last', () => {
    const rank = (status: number, paymentState: PaymentState, lineStatuses: number[] = []) =>
      buyerStatusRank({ status, paymentState, lineStatuses });
    const ranks = [
      rank(ORDER_STATUS.Default, 'Default', [LINE.Waiting, LINE.Waiting]),
      rank(ORDER_STATUS.Received, 'Pending'),
      rank(ORDER_STATUS.Received, 'Confirmed'),
      rank(ORDER_STATUS.SendToCustomer, 'Confirmed'),
      rank(ORDER_STATUS.Received, 'Confirmed', [LINE.Delivered, LINE.Waiting]),
      rank(ORDER_STATUS.Received, 'Confirmed', [LINE.Delivered]),
      rank(ORDER_STATUS.Invoiced, 'Confirmed'),
      rank(ORDER_STATUS.Overdue, 'Confirmed'),
      rank(ORDER_STATUS.Received, 'Confirmed', [LINE.Denied]),
      // The raw code (700 Invoiced) would sort this cancelled order among the invoiced ones.
      rank(ORDER_STATUS.Invoiced, 'Cancelled'),
    ];
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(ranks.length);
  });
});

describe('the issue’s orders', () => {
  it('a cancelled card order still Default/Registered in the warehouse reads Cancelled', () => {
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.Default,
        paymentState: 'Cancelled',
        lineStatuses: [LINE.Default],
      }),
    ).toEqual({ status: 'cancelled', tone: 'stopped', details: [] });
  });

  it('PartDelivered with one line delivered and one not: Partly delivered, 1 of 2 lines delivered', () => {
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.PartDelivered,
        paymentState: 'Confirmed',
        lineStatuses: [LINE.Delivered, LINE.NotDelivered],
      }),
    ).toEqual({
      status: 'partlyDelivered',
      tone: 'progress',
      details: [{ kind: 'linesDelivered', count: 1, total: 2 }],
    });
  });

  it('Delivered with a line To be invoiced reads Delivered, not a delivery state "To be invoiced"', () => {
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.Delivered,
        paymentState: 'Confirmed',
        lineStatuses: [LINE.ToBeInvoiced, LINE.Delivered],
      }).status,
    ).toBe('delivered');
  });

  it('a confirmed order with a line on back order says so beside it', () => {
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.Confirmed,
        paymentState: 'Confirmed',
        lineStatuses: [LINE.Confirmed, LINE.Waiting],
      }),
    ).toEqual({ status: 'confirmed', tone: 'progress', details: [{ kind: 'linesWaiting', count: 1 }] });
  });
});

describe('the approval states (issue 28)', () => {
  it('a waiting order reads awaiting approval, a denied one declined, an approved one confirmed', () => {
    const waiting = { status: ORDER_STATUS.Default, paymentState: 'Default' as const };
    expect(buyerOrderStatus({ ...waiting, lineStatuses: [LINE.Waiting, LINE.Waiting] }).status).toBe(
      'awaitingApproval',
    );
    expect(
      buyerOrderStatus({ ...waiting, paymentState: 'Cancelled', lineStatuses: [LINE.Denied, LINE.Denied] }),
    ).toEqual({ status: 'declined', tone: 'stopped', details: [] });
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.Received,
        paymentState: 'Confirmed',
        lineStatuses: [LINE.Confirmed, LINE.Confirmed],
      }).status,
    ).toBe('confirmed');
  });

  it('a withdrawn or expired request (payment cancelled, lines still Waiting) reads cancelled', () => {
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.Default,
        paymentState: 'Cancelled',
        lineStatuses: [LINE.Waiting],
      }).status,
    ).toBe('cancelled');
  });

  it('a back-ordered line of a received order is not an approval', () => {
    expect(
      buyerOrderStatus({
        status: ORDER_STATUS.Received,
        paymentState: 'Confirmed',
        lineStatuses: [LINE.Waiting],
      }).status,
    ).toBe('received');
  });
});

describe('buyerLineStatus', () => {
  it('names every line code in the buyer’s words', () => {
    expect(LINE_CODES.map((code) => [code, buyerLineStatus(code)])).toEqual([
      [LINE.Default, 'open'],
      [LINE.NotDelivered, 'open'],
      [LINE.ToBeInvoiced, 'delivered'],
      [LINE.Invoiced, 'invoiced'],
      [LINE.Waiting, 'waiting'],
      [LINE.Denied, 'declined'],
      [LINE.Confirmed, 'open'],
      [LINE.Delivered, 'delivered'],
      [99, 'open'],
    ]);
  });
});
