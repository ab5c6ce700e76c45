import { HttpError } from '@workwear/client';
import type { pendingOrdersSchema } from '@workwear/contracts';
import { formatDateTime, type Language, marketAmountInput, monthDates, routePath } from '@workwear/domain';
import type { z } from 'zod';
import { AccountFrame, getCompanyPages } from '@/features/account';
import { orderCurrencyFormat } from '@/features/orders';
import { loadStartupData } from '@/features/startup';
import type { RoutePageProps } from '@/lib/routePageProps';
import { logError } from '@/lib/serverLog';
import { ApprovalFact } from './ApprovalFact';
import { amountText } from './approvalAmounts';
import { type ApprovalsT, approvalScope, approvalsT } from './approvalServer';
import { approversText } from './approvalWords';
import { DecisionFormFor } from './DecisionFormFor';
import { DecisionsExportForm } from './DecisionsExportForm';
import { exportProblemOf } from './decisionsExport';
import { Notice } from './Notice';
import { PendingFilters } from './PendingFilters';
import { type PendingQuery, parsePendingQuery, pendingPageHref } from './pendingQuery';

const PAGE_SIZE = 20;

type PendingList = z.output<typeof pendingOrdersSchema>;
type PendingOrder = PendingList['results'][number];

/** Which list a page is: forced approval (company/pending-orders) or an amount limit (amountlimit/approve). */
export type PendingKind = 'Approval' | 'AmountLimit';

const ROUTE = { Approval: 'CompanyPendingOrders', AmountLimit: 'AmountLimitApprove' } as const;

/**
 * The orders waiting for the visitor's decision (issue 28; docs/companies/approvals-and-limits.md):
 * the company's forced approvals, or the orders over a co-worker's spending limit. Filters by buyer,
 * date and amount (a GET form), a page at a time, each order linked to its page and decided here with
 * a message. Shown only where the company's settings open the page (domain pendingOrdersVisible,
 * UseAmountLimit); the API decides what the visitor may see, and its 403 reads as such. The forced-
 * approval page also offers the decisions as a CSV download (DecisionsExportForm).
 */
export async function PendingOrdersPage({
  language,
  kind,
  searchParams,
}: {
  language: Language;
  kind: PendingKind;
  searchParams: RoutePageProps['searchParams'];
}) {
  const route = ROUTE[kind];
  const [t, scope, pages, startup] = await Promise.all([
    approvalsT(language),
    approvalScope(language),
    getCompanyPages(language),
    loadStartupData(language),
  ]);
  const title = kind === 'Approval' ? t('pending.title') : t('pending.amountLimitTitle');
  const open = kind === 'Approval' ? pages.pendingOrders : pages.amountLimitApprove;
  if (!open) {
    return (
      <AccountFrame language={language} current={route} title={title}>
        <Notice tone="empty" testId="pending-not-open">
          {kind === 'Approval' ? t('pending.notOpen') : t('pending.noLimits')}
        </Notice>
      </AccountFrame>
    );
  }
  const format = scope.market.currency;
  const query = parsePendingQuery(searchParams, format, PAGE_SIZE);
  const read = kind === 'Approval' ? scope.api.pending(query.api) : scope.api.amountLimitPending(query.api);
  const list = await read.catch((error: unknown): 'forbidden' | 'failed' => {
    if (error instanceof HttpError && error.status === 403) return 'forbidden';
    logError('Pending orders not loaded.', error);
    return 'failed';
  });
  const base = routePath(route, language);
  return (
    <AccountFrame language={language} current={route} title={title}>
      <p className="mt-2 text-slate-600">
        {kind === 'Approval' ? t('pending.lead') : t('pending.amountLimitLead')}
      </p>
      {list === 'forbidden' ? (
        <Notice tone="empty" testId="pending-forbidden">
          {t('pending.forbidden')}
        </Notice>
      ) : (
        <>
          <PendingFilters base={base} query={query} example={marketAmountInput(125_050, format)} t={t} />
          {list === 'failed' ? (
            <Notice tone="error" testId="pending-failed">
              {t('pending.loadFailed')}
            </Notice>
          ) : list.total === 0 ? (
            <Notice tone="empty" testId="pending-empty">
              {query.filtered ? t('pending.emptyFiltered') : t('pending.empty')}
            </Notice>
          ) : (
            <PendingList
              list={list}
              query={query}
              base={base}
              marketName={scope.market.name}
              language={language}
              culture={scope.culture}
              t={t}
            />
          )}
          {kind === 'Approval' && (
            <DecisionsExportForm
              language={language}
              range={monthDates(new Date(), startup.marketSettings.timeZone)}
              problem={exportProblemOf(searchParams.export)}
              t={t}
            />
          )}
        </>
      )}
    </AccountFrame>
  );
}

function PendingList({
  list,
  query,
  base,
  marketName,
  language,
  culture,
  t,
}: {
  list: PendingList;
  query: PendingQuery;
  base: string;
  marketName: string;
  language: Language;
  culture: string;
  t: ApprovalsT;
}) {
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  return (
    <section aria-labelledby="pending-count" className="mt-6">
      <h2 id="pending-count" className="text-lg font-bold text-slate-900" data-testid="pending-count">
        {t('pending.count', { count: list.total })}
      </h2>
      <ul className="mt-3 grid gap-4" data-testid="pending-list">
        {list.results.map((order) => (
          <PendingOrderCard
            key={order.orderId}
            order={order}
            marketName={marketName}
            language={language}
            culture={culture}
            t={t}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('paging.nav')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {query.page > 1 ? (
            <a
              href={pendingPageHref(base, query.values, query.page - 1)}
              rel="prev"
              className="min-h-11 rounded-md px-4 py-2.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('paging.previous')}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700" aria-current="page">
            {t('paging.page', { page: query.page, pages })}
          </span>
          {query.page < pages ? (
            <a
              href={pendingPageHref(base, query.values, query.page + 1)}
              rel="next"
              className="min-h-11 rounded-md px-4 py-2.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('paging.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

function PendingOrderCard({
  order,
  marketName,
  language,
  culture,
  t,
}: {
  order: PendingOrder;
  marketName: string;
  language: Language;
  culture: string;
  t: ApprovalsT;
}) {
  const format = orderCurrencyFormat({ market: marketName, currency: order.currency });
  const when = (moment: string) => formatDateTime(moment, { culture, timeZone: order.timeZone });
  const href = `${routePath('AccountOrders', language)}?order=${encodeURIComponent(order.orderId)}`;
  const headingId = `pending-${order.orderId}`;
  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-labelledby={headingId}
      data-testid="pending-order"
      data-order-no={order.orderNo}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          <a
            href={href}
            className="underline underline-offset-2"
            aria-label={t('pending.open', { orderNo: order.orderNo })}
          >
            {t('pending.order', { orderNo: order.orderNo })}
          </a>
        </h3>
        <p className="text-lg font-bold tabular-nums text-slate-900" data-testid="pending-amount">
          <span className="sr-only">{t('pending.amount')}: </span>
          {amountText(order.amount, order.points, format, (amount) => t('points', { amount }))}
          <span className="ml-2 text-sm font-normal text-slate-600">
            {t('pending.lines', { count: order.lineCount })}
          </span>
        </p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <ApprovalFact label={t('pending.buyer')}>
          {order.buyer.name} <span className="break-all text-slate-600">({order.buyer.email})</span>
        </ApprovalFact>
        <ApprovalFact label={t('pending.requested')}>
          <time dateTime={order.created}>{when(order.created)}</time>
        </ApprovalFact>
        <ApprovalFact label={t('pending.company')}>{order.companyName}</ApprovalFact>
        <ApprovalFact label={t('section.kind')}>{t(`kind.${order.approval.kind}`)}</ApprovalFact>
        {order.projectNumber && (
          <ApprovalFact label={t('pending.project')}>{order.projectNumber}</ApprovalFact>
        )}
        <ApprovalFact label={t('pending.approvers')}>{approversText(order.approval, t)}</ApprovalFact>
        <ApprovalFact label={t('pending.expires')}>
          <time dateTime={order.approval.expiresAt}>{when(order.approval.expiresAt)}</time>
        </ApprovalFact>
      </dl>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <DecisionFormFor
          language={language}
          orderId={order.orderId}
          orderNo={order.orderNo}
          approval={order.approval}
          refresh={false}
          t={t}
        />
      </div>
    </li>
  );
}
