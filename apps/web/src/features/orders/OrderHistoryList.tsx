import type { orderListSchema } from '@workwear/contracts';
import { type CurrencyFormat, formatDateTime, formatMoney } from '@workwear/domain';
import Link from 'next/link';
import type { z } from 'zod';
import { pagerItems } from '@/features/catalog';
import { OrderStatus } from './OrderStatus';
import {
  ariaSortOf,
  type OrderHistoryState,
  type OrderSortField,
  orderHistoryHref,
  pageCount,
  sortLinkState,
} from './orderHistoryQuery';
import type { OrdersT } from './orderTexts';

type OrderList = z.infer<typeof orderListSchema>;
type Item = OrderList['results'][number];

type Props = {
  list: OrderList;
  state: OrderHistoryState;
  /** The history's path (AccountOrders in the page's language). */
  base: string;
  culture: string;
  /** The currency format of the page's market, for orders in its currency (orderCurrencyFormat). */
  currencyOf: (currency: string) => CurrencyFormat;
  /** False where HidePrice hides prices: no total column. */
  showPrices: boolean;
  /** A business buyer: their own order number (purchase order) and order label are shown and sortable. */
  business: boolean;
  t: OrdersT;
};

type Column = { key: 'OrderNo' | 'Date' | 'OrderNumber' | 'Status' | 'total'; sort: OrderSortField | null };

/**
 * The columns a buyer sees; those that are sort fields sort by their header. A consumer has no
 * purchase order, label or project, so sees none of the business columns; the spec's other sort
 * fields (Id, BuyerEmail, DispatchNumber) say nothing to a buyer of their own orders and are not offered.
 */
function columnsFor(business: boolean, showPrices: boolean): Column[] {
  return [
    { key: 'OrderNo', sort: 'OrderNo' },
    { key: 'Date', sort: 'Date' },
    ...(business ? [{ key: 'OrderNumber', sort: 'OrderNumber' } as const] : []),
    { key: 'Status', sort: 'Status' },
    ...(showPrices ? [{ key: 'total', sort: null } as const] : []),
  ];
}

const codesOf = (item: Item) => ({
  status: item.status,
  paymentState: item.paymentState,
  lineStatuses: item.lineStatuses,
});

/**
 * An order's link: one of the router, so the order page is this route's tree fetched, not a new
 * document to load and hydrate (issue 27's slow steps); not prefetched, as a history lists many orders.
 */
function OrderLink({
  item,
  base,
  t,
  className,
}: {
  item: Item;
  base: string;
  t: OrdersT;
  className: string;
}) {
  return (
    <Link
      prefetch={false}
      href={orderHistoryHref(base, { orderId: item.id })}
      aria-label={t('history.viewLabel', { orderNo: item.orderNo })}
      className={className}
    >
      {item.orderNo}
    </Link>
  );
}

/**
 * The order history: on a wide screen a table whose sortable headers are links carrying aria-sort; on
 * a phone the same orders as cards with one sort form (plain GET, so it works without script) in
 * place of the headers. Each order shows one status with its details (domain buyerOrderStatus) and
 * its date on its own clock (the order's time zone).
 */
export function OrderHistoryList({ list, state, base, culture, currencyOf, showPrices, business, t }: Props) {
  const columns = columnsFor(business, showPrices);
  const sortable = columns.flatMap((c) => (c.sort ? [c.sort] : []));
  const money = (item: Item) => formatMoney(item.totalGross, { currency: currencyOf(item.currency) });
  const date = (item: Item) =>
    formatDateTime(item.created, { culture, timeZone: item.timeZone, style: 'date' });
  const fieldName = (field: OrderSortField) => t(`history.columns.${field}`);
  const sortedBy = t('history.sortedBy', {
    field: fieldName(state.sortField),
    direction: t(`history.${state.sortOrder}`).toLowerCase(),
  });
  return (
    <div className="mt-6">
      <div className="lg:hidden">
        <SortForm state={state} base={base} t={t} fields={sortable} fieldName={fieldName} />
      </div>
      {/* overflow-hidden only rounds the header's corners: the columns fit (e2e orderStatuses checks the width). */}
      <div className="mt-4 hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
        <table className="w-full text-left text-sm" data-testid="order-table">
          <caption className="sr-only">
            {t('history.caption')}. {sortedBy}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sort ? (ariaSortOf(state, column.sort) ?? 'none') : undefined}
                  className={`px-3 py-2.5 ${column.key === 'total' ? 'text-right' : ''}`}
                  data-testid={`column-${column.key}`}
                >
                  {column.sort ? (
                    <SortHeader
                      field={column.sort}
                      state={state}
                      base={base}
                      label={fieldName(column.sort)}
                    />
                  ) : (
                    t(`history.columns.${column.key}`)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.results.map((item) => (
              <tr key={item.id} data-testid="order-row" className="align-top hover:bg-slate-50">
                <th scope="row" className="px-3 py-3 font-semibold">
                  <OrderLink
                    item={item}
                    base={base}
                    t={t}
                    className="text-slate-900 underline underline-offset-2 hover:text-slate-600"
                  />
                  {business && item.orderLabel && (
                    <span className="block text-xs font-normal text-slate-500">{item.orderLabel}</span>
                  )}
                </th>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700" data-testid="order-date">
                  <time dateTime={item.created}>{date(item)}</time>
                </td>
                {business && (
                  <td className="px-3 py-3 text-slate-700">{item.orderNumber || t('history.none')}</td>
                )}
                <td className="px-3 py-3">
                  <OrderStatus codes={codesOf(item)} t={t} />
                </td>
                {showPrices && (
                  <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular-nums text-slate-900">
                    {money(item)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 space-y-3 lg:hidden" data-testid="order-cards">
        {list.results.map((item) => (
          <li
            key={item.id}
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            data-testid="order-card"
          >
            <div className="flex items-baseline justify-between gap-3">
              <OrderLink
                item={item}
                base={base}
                t={t}
                className="text-base font-bold text-slate-900 underline underline-offset-2"
              />
              {showPrices && <span className="font-semibold tabular-nums text-slate-900">{money(item)}</span>}
            </div>
            <p className="mt-0.5 text-sm text-slate-600">
              <time dateTime={item.created}>{date(item)}</time>
              {business && item.orderNumber && <> · {item.orderNumber}</>}
              {business && item.orderLabel && <> · {item.orderLabel}</>}
            </p>
            <div className="mt-2">
              <OrderStatus codes={codesOf(item)} t={t} />
            </div>
          </li>
        ))}
      </ul>
      <Pager list={list} state={state} base={base} t={t} />
    </div>
  );
}

const ARROWS = { ascending: '↑', descending: '↓' } as const;

/** A sortable column's header: a link to the list sorted by it (again: the other way round). */
function SortHeader({
  field,
  state,
  base,
  label,
}: {
  field: OrderSortField;
  state: OrderHistoryState;
  base: string;
  label: string;
}) {
  const sorted = ariaSortOf(state, field);
  return (
    <a
      href={orderHistoryHref(base, sortLinkState(state, field))}
      className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      data-testid={`sort-${field}`}
    >
      {label}
      <span aria-hidden="true" className={sorted ? 'text-slate-900' : 'text-slate-300'}>
        {sorted ? ARROWS[sorted] : '↕'}
      </span>
    </a>
  );
}

/** Where the table's headers are not shown: sort by the columns the buyer sees, either way; a GET form. */
function SortForm({
  state,
  base,
  t,
  fields,
  fieldName,
}: {
  state: OrderHistoryState;
  base: string;
  t: OrdersT;
  fields: readonly OrderSortField[];
  fieldName: (field: OrderSortField) => string;
}) {
  const select =
    'mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-slate-600 focus:outline-none focus:ring-2 focus:ring-slate-600/30';
  return (
    <form method="get" action={base} className="flex flex-wrap items-end gap-3" data-testid="order-sort">
      <label className="text-sm font-semibold text-slate-800">
        {t('history.sortBy')}
        <select
          name="sort"
          defaultValue={fields.includes(state.sortField) ? state.sortField : 'Date'}
          className={select}
        >
          {fields.map((field) => (
            <option key={field} value={field}>
              {fieldName(field)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-slate-800">
        {t('history.direction')}
        <select name="dir" defaultValue={state.sortOrder} className={select}>
          <option value="Asc">{t('history.Asc')}</option>
          <option value="Desc">{t('history.Desc')}</option>
        </select>
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-md px-4 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {t('history.sort')}
      </button>
    </form>
  );
}

/** The pages of the list as links, the current one marked; nothing when it fits one page. */
function Pager({
  list,
  state,
  base,
  t,
}: {
  list: OrderList;
  state: OrderHistoryState;
  base: string;
  t: OrdersT;
}) {
  const pages = pageCount(list.total, list.pageSize);
  const from = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const to = Math.min(list.total, list.page * list.pageSize);
  const href = (page: number) => orderHistoryHref(base, { ...state, page, orderId: null });
  const link =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold';
  return (
    <nav
      aria-label={t('history.pager.label')}
      className="mt-6 flex flex-col items-center gap-2"
      data-testid="order-pager"
    >
      <p className="text-sm text-slate-600">{t('history.pager.showing', { from, to, total: list.total })}</p>
      {pages > 1 && (
        <ol className="flex flex-wrap items-center gap-1">
          {list.page > 1 && (
            <li>
              <a
                href={href(list.page - 1)}
                rel="prev"
                className={`${link} text-slate-900 hover:bg-slate-100`}
              >
                {t('history.pager.previous')}
              </a>
            </li>
          )}
          {pagerItems(list.page, pages).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} aria-hidden="true" className="px-1 text-slate-400">
                …
              </li>
            ) : (
              <li key={item.page}>
                <a
                  href={href(item.page)}
                  aria-current={item.page === list.page ? 'page' : undefined}
                  aria-label={t('history.pager.page', { page: item.page, pages })}
                  className={`${link} text-slate-900 hover:bg-slate-100 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white`}
                >
                  {item.page}
                </a>
              </li>
            ),
          )}
          {list.page < pages && (
            <li>
              <a
                href={href(list.page + 1)}
                rel="next"
                className={`${link} text-slate-900 hover:bg-slate-100`}
              >
                {t('history.pager.next')}
              </a>
            </li>
          )}
        </ol>
      )}
    </nav>
  );
}
