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

/**
 * What a send within its limits writes once the order has its id: its spend in the ledger, or a hold
 * while the order waits for approval. attestantEmails: the order is over a customer's limit and waits
 * for these AmountLimitAttestants (kind AmountLimit); null when it fits.
 */
export interface SendSpend {
  record(orderId: string, kind: 'hold' | 'spend'): Promise<void>;
  attestantEmails: string[] | null;
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
  // Over a limit whose customers all have an AmountLimitAttestant: the order waits for them (kind
  // AmountLimit; approval/approvalGate.ts), holding its amount until they decide.
  return {
    attestantEmails: verdict.kind === 'needsAttestant' ? verdict.attestantEmails : null,
    record: (orderId, kind) =>
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
        kind,
      ),
  };
}
