import type { TransactionHandle } from '@workwear/db';
import type { CompanySettings } from '@workwear/domain';
import type { Principal } from '../../../context/requestContext';
import type { OrderDeps } from '../orderDeps';
import { refused } from '../orderRefused';
import type { OrderLineRecord, OrderTotalsRecord } from '../orderRepository';
import { recordSpend } from './ledger';
import { judgeLimits, type LimitDeps, limitDepsOf, spendPeriodKey } from './limits';
import { sharesOf } from './shares';

/** A send's amount limits, known before its transaction: whose order, and the company's limit settings. */
export interface SendLimits {
  readonly deps: LimitDeps;
  readonly companyId: number;
  readonly buyer: { readonly customerId: number; readonly role: number };
}

/** A signed-in business buyer's limits when the company has UseAmountLimit on; else null (not judged). */
export async function sendLimitsOf(
  deps: Pick<OrderDeps, 'handle' | 'marketTimeZone'>,
  principal: Principal,
  companyId: number | null,
  settings: CompanySettings | null,
): Promise<SendLimits | null> {
  if (principal.kind !== 'customer' || companyId === null || !settings) return null;
  const limitDeps = await limitDepsOf(deps, companyId, settings);
  if (!limitDeps) return null;
  return {
    deps: limitDeps,
    companyId,
    buyer: { customerId: principal.customerId, role: principal.role },
  };
}

/** What a send knows of the order when it judges the limits. */
export interface SendOrder {
  readonly lines: readonly Pick<OrderLineRecord, 'coWorkerId' | 'lineNet' | 'discountNet'>[];
  readonly totals: Pick<OrderTotalsRecord, 'discountNet' | 'deliveryNet'>;
}

/** What a send that fits its limits writes once the order has its id: its spend in the ledger. */
export interface SendSpend {
  record(orderId: string): Promise<void>;
}

/**
 * The send's amount-limit step (docs/companies/approvals-and-limits.md): a business order of a
 * company with UseAmountLimit is judged in the send's transaction; over the company's limit it is
 * refused with 4, over a customer's with 5. It fits: the spend to write after the order is inserted.
 */
export async function limitsOfSend(
  tx: TransactionHandle,
  limits: SendLimits | null,
  order: SendOrder,
  at: Date,
): Promise<SendSpend | null> {
  if (!limits) return null;
  const { deps, companyId, buyer } = limits;
  const shares = sharesOf({ buyerId: buyer.customerId, rows: order.lines, totals: order.totals });
  const verdict = await judgeLimits(deps, tx, { companyId, buyer, at, shares });
  if (verdict.kind === 'refused') throw refused(verdict.reason);
  // i28-approval: an order over a limit whose customers all have an AmountLimitAttestant waits for
  // them (kind AmountLimit, with holds instead of spends); until that flow exists it is refused as 5.
  if (verdict.kind === 'needsAttestant') throw refused('CustomerAmountLimitIsReached');
  return {
    record: (orderId) =>
      recordSpend(
        tx,
        {
          orderId,
          companyId,
          currency: deps.currency,
          periodKey: spendPeriodKey(deps, at, orderId),
          customers: shares,
          companyAmount: shares.reduce((sum, s) => sum + s.amount, 0),
        },
        'spend',
      ),
  };
}
