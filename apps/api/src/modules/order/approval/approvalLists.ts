import type { approvalDecisionsExportCall, pendingOrdersQuerySchema } from '@workwear/contracts';
import {
  type ApprovalKind,
  type CompanySettings,
  DomainError,
  getMarketByName,
  pendingOrdersVisible,
  teamAccess,
  toPoints,
} from '@workwear/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../../context/requestContext';
import { companyTreeBelow } from '../../company';
import type { OrderDeps } from '../orderDeps';
import { orderRepository } from '../orderRepository';
import {
  approvalViewOf,
  attestantsOf,
  readApproval,
  readerOf,
  rightOf,
  signedInCustomer,
} from './approvalRead';
import { approvalRepository, type PendingRecord } from './approvalRepository';

type PendingQuery = z.output<typeof pendingOrdersQuerySchema>;
type ExportQuery = z.output<NonNullable<(typeof approvalDecisionsExportCall)['query']>>;

/** What the lists need of a company beyond its settings: whether ForceApproval is stored as False. */
export interface ApprovalListDeps extends Pick<OrderDeps, 'handle' | 'companySettingsOf' | 'marketTimeZone'> {
  /** The company's stored ForceApproval (its own or inherited), undefined when never set. */
  forceApprovalStoredOf: (companyId: number) => Promise<boolean | undefined>;
}

/**
 * A page of waiting orders (GET pendingorder, kind Approval; GET amountlimit/pendingorder, kind
 * AmountLimit) of the principal's company and the companies below it, as team rules allow: open access
 * sees every approval request, a restricted customer admin and anyone else only those naming their
 * e-mail; the amount-limit list shows only the requests naming the principal's e-mail. The
 * pending-order page itself is closed (403) where pendingOrdersVisible says so.
 */
export async function pendingOrders(
  deps: ApprovalListDeps,
  ctx: RequestContext,
  kind: ApprovalKind,
  q: PendingQuery,
) {
  const principal = signedInCustomer(ctx.principal);
  if (principal.companyId === null) throw new DomainError('forbidden', 'Not a customer of a company.');
  const settings = await deps.companySettingsOf(principal.companyId);
  if (
    kind === 'Approval' &&
    !pendingOrdersVisible(settings, await deps.forceApprovalStoredOf(principal.companyId), principal.role)
  )
    throw new DomainError('forbidden', 'The pending-order page is not open to you.');
  const reader = await readerOf(deps.handle, principal);
  const email = reader?.email.trim().toLowerCase() ?? '';
  const access = reader ? teamAccess(settings, reader) : ({ kind: 'forbidden' } as const);
  const companyIds = await companyTreeBelow(deps.handle, principal.companyId);
  const market = getMarketByName(principal.market);
  const timeZone = await deps.marketTimeZone(market?.name ?? principal.market);
  const { rows, total } = await approvalRepository.pending(deps.handle, {
    kind,
    companyIds,
    // An amount-limit request is its AmountLimitAttestants' alone (the call: "wait for the principal").
    attestantEmail: kind === 'Approval' && access.kind === 'open' ? null : email || '\u0000',
    buyer: q.buyer,
    from: q.from,
    to: q.to,
    minAmount: q.minAmount,
    maxAmount: q.maxAmount,
    status: q.status,
    timeZone,
    page: q.page,
    pageSize: q.pageSize,
  });
  const results = [];
  for (const row of rows) results.push(await pendingOf(deps, row, settings, reader));
  return { results, total, page: q.page, pageSize: q.pageSize };
}

async function pendingOf(
  deps: ApprovalListDeps,
  row: PendingRecord,
  settings: CompanySettings,
  reader: Awaited<ReturnType<typeof readerOf>>,
) {
  const attestants = await attestantsOf(deps.handle, row.companyId, row.attestantEmails);
  return {
    orderId: row.orderId,
    orderNo: row.orderNo,
    companyName: row.companyName,
    buyer: { customerId: row.buyerCustomerId, name: row.buyerName, email: row.buyerEmail },
    created: row.created,
    timeZone: await deps.marketTimeZone(row.market),
    currency: row.currency,
    amount: row.amount,
    points: toPoints(row.amount, settings),
    lineCount: row.lineCount,
    projectNumber: row.projectNumber,
    approval: approvalViewOf(row, attestants, rightOf(settings, reader, row)),
  };
}

/** An order's approval log (GET orders/{id}/approvals), for whoever may read the order. */
export async function approvalLog(deps: ApprovalListDeps, ctx: RequestContext, orderId: string) {
  const order = await orderRepository.byId(deps.handle, orderId);
  const { reading } = await readApproval(deps.handle, deps.companySettingsOf, ctx.principal, order);
  if (!reading) return [];
  const rows = await approvalRepository.log(deps.handle, orderId);
  return rows.map((r) => ({
    step: r.step,
    actor:
      r.actorName || r.actorEmail
        ? { customerId: r.actorCustomerId, name: r.actorName, email: r.actorEmail }
        : null,
    reason: r.reason,
    message: r.message,
    approvalVersion: r.approvalVersion,
    at: r.at,
  }));
}

const CSV_COLUMNS = [
  'orderNo',
  'kind',
  'step',
  'at',
  'actorName',
  'actorEmail',
  'reason',
  'message',
  'approvalVersion',
  'buyerEmail',
  'amount',
  'currency',
] as const;

/** One CSV field: quoted when it holds a separator, quote or line break; a leading formula sign is defused. */
const csvField = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The company's approval steps in a date range as CSV (GET approvals/decisions), UTF-8 with a byte-order
 * mark so spreadsheet programs keep every letter. Open to the company's approvers (open team access);
 * a restricted customer admin gets only the steps of requests naming them.
 */
export async function exportDecisions(
  deps: ApprovalListDeps,
  ctx: RequestContext,
  q: ExportQuery,
): Promise<string> {
  const principal = signedInCustomer(ctx.principal);
  if (principal.companyId === null) throw new DomainError('forbidden', 'Not a customer of a company.');
  const settings = await deps.companySettingsOf(principal.companyId);
  const reader = await readerOf(deps.handle, principal);
  const access = reader ? teamAccess(settings, reader) : ({ kind: 'forbidden' } as const);
  if (access.kind === 'forbidden') throw new DomainError('forbidden', 'Not an approver of the company.');
  const companyIds = await companyTreeBelow(deps.handle, principal.companyId);
  const timeZone = await deps.marketTimeZone(principal.market);
  const rows = await approvalRepository.exported(deps.handle, companyIds, {
    from: q.from ?? null,
    to: q.to ?? null,
    timeZone,
  });
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    if (access.kind === 'restricted' && !row.attestantEmails.includes(access.attestantEmail)) continue;
    lines.push(CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
