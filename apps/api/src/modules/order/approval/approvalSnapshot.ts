import { createHash } from 'node:crypto';
import type { AddressSnapshot, OrderLineRecord, OrderTotalsRecord } from '../orderRepository';

/** What an approval is bound to: the order's lines, prices, promotions, delivery and totals. */
export interface ApprovalSnapshot {
  lines: readonly Pick<
    OrderLineRecord,
    | 'sku'
    | 'quantity'
    | 'unitNet'
    | 'unitGross'
    | 'lineNet'
    | 'lineGross'
    | 'discountNet'
    | 'discountGross'
    | 'gift'
    | 'agreed'
    | 'comment'
    | 'coWorkerId'
    | 'priceListId'
  >[];
  totals: OrderTotalsRecord;
  promotions: readonly { id: number; discountNet: number; discountGross: number }[];
  delivery: {
    methodId: number | null;
    address: AddressSnapshot;
    servicePointId: string | null;
  };
}

/**
 * The SHA-256 of the snapshot in a canonical form (fixed field order, lines in their order, the
 * address's fields sorted by name), so the same cart priced again gives the same hash and any change
 * to a row, a price, a VAS row, a promotion or the delivery gives another
 * (docs/companies/approvals-and-limits.md).
 */
export function snapshotHash(s: ApprovalSnapshot): string {
  const canonical = {
    lines: s.lines.map((l) => [
      l.sku,
      l.quantity,
      l.unitNet,
      l.unitGross,
      l.lineNet,
      l.lineGross,
      l.discountNet,
      l.discountGross,
      l.gift,
      l.agreed,
      l.comment,
      l.coWorkerId,
      l.priceListId,
    ]),
    totals: Object.entries(s.totals).sort(([a], [b]) => (a < b ? -1 : 1)),
    promotions: s.promotions.map((p) => [p.id, p.discountNet, p.discountGross]),
    delivery: [
      s.delivery.methodId,
      s.delivery.servicePointId,
      Object.entries(s.delivery.address)
        .filter(([key]) => key !== 'isValidated')
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ],
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** Whether two deliveries are the same (method, address, service point): a re-send with another replaces the waiting order. */
export const sameDelivery = (a: ApprovalSnapshot['delivery'], b: ApprovalSnapshot['delivery']): boolean =>
  snapshotHash({ lines: [], totals: {} as OrderTotalsRecord, promotions: [], delivery: a }) ===
  snapshotHash({ lines: [], totals: {} as OrderTotalsRecord, promotions: [], delivery: b });
