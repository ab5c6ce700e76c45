import type { OrderView } from '@workwear/contracts';
import {
  type BuyerStatusTone,
  buyerLineStatus,
  formatMoney,
  type Language,
  productPath,
} from '@workwear/domain';
import { ProductImage } from '@/features/catalog/client';
import { AgreedPriceMark } from '@/features/pricing/client';
import { StatusBadge } from './OrderStatus';
import { SummaryTotals } from './OrderSummaryView';
import { lineStateKey } from './orderLabels';
import { lineAmounts } from './orderLineAmounts';
import { orderSummaryDisplay } from './orderSummaryProps';
import type { OrderSummaryTexts, OrdersT } from './orderTexts';

/**
 * An order's lines on its page: each product linked to its page (while it is in the catalogue), with
 * its colour, size and article number, the co-worker it was for and its comment (a business row's),
 * its quantity and amounts (unless prices are hidden) and its status; then the totals. On a phone each
 * line is a block whose cells name themselves.
 */
export function OrderLines({
  order,
  language,
  t,
  summaryTexts,
  showPrices,
}: {
  order: OrderView;
  language: Language;
  t: OrdersT;
  summaryTexts: OrderSummaryTexts;
  showPrices: boolean;
}) {
  const { currency, tax } = orderSummaryDisplay(order);
  const money = (minor: number) => formatMoney(minor, { currency });
  return (
    <section
      aria-labelledby="order-lines-title"
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-lines-title" className="text-lg font-bold text-slate-900">
        {t('detail.lines')}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="order-lines">
          <thead className="hidden border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('detail.product')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('detail.quantity')}
              </th>
              {showPrices && (
                <>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('detail.unitPrice')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('detail.amount')}
                  </th>
                </>
              )}
              <th scope="col" className="py-2 pl-3">
                {t('history.columns.Status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((line) => {
              const amounts = lineAmounts(line, order.useIncVat);
              return (
                <tr
                  key={line.lineNo}
                  data-testid="order-line"
                  className="grid grid-cols-[auto_1fr] gap-x-3 py-3 sm:table-row"
                >
                  <th scope="row" className="col-span-2 py-0 pr-3 text-left font-normal sm:py-3">
                    <div className="flex gap-3">
                      <div className="h-14 w-14 shrink-0 overflow-hidden rounded-md bg-slate-50 ring-1 ring-slate-200">
                        <ProductImage src={line.imageUrl || null} alt="" width={112} />
                      </div>
                      <div className="min-w-0">
                        {line.uniqueName ? (
                          <a
                            href={productPath(language, line.uniqueName)}
                            className="block font-medium text-slate-900 underline underline-offset-2 hover:text-slate-600"
                            data-testid="order-line-product"
                          >
                            {line.name}
                          </a>
                        ) : (
                          <span className="block font-medium text-slate-900">{line.name}</span>
                        )}
                        <span className="block text-slate-600">
                          {[line.colour, line.size].filter(Boolean).join(' · ')}
                        </span>
                        <span className="block text-xs text-slate-500">
                          {t('detail.sku')} {line.sku}
                        </span>
                        {(line.coWorker || line.comment) && (
                          <dl className="mt-1 text-xs text-slate-700">
                            {line.coWorker && (
                              <div className="flex gap-1" data-testid="order-line-co-worker">
                                <dt className="text-slate-500">{t('detail.coWorker')}:</dt>
                                <dd className="font-medium">{line.coWorker.name}</dd>
                              </div>
                            )}
                            {line.comment && (
                              <div className="flex gap-1" data-testid="order-line-comment">
                                <dt className="text-slate-500">{t('confirmation.comment')}:</dt>
                                <dd className="break-words">{line.comment}</dd>
                              </div>
                            )}
                          </dl>
                        )}
                        {line.gift && (
                          <span className="mt-1 inline-block rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                            {summaryTexts.gift}
                          </span>
                        )}
                      </div>
                    </div>
                  </th>
                  <LineCell label={t('detail.quantity')}>{line.quantity}</LineCell>
                  {showPrices && (
                    <>
                      <LineCell label={t('detail.unitPrice')}>
                        <span className="block">{money(amounts.unit)}</span>
                        {line.agreed && <AgreedPriceMark label={summaryTexts.agreed} />}
                      </LineCell>
                      <LineCell label={t('detail.amount')}>
                        {amounts.before !== amounts.after && (
                          <span className="mr-2 text-slate-500 line-through">{money(amounts.before)}</span>
                        )}
                        <span className="font-semibold text-slate-900">{money(amounts.after)}</span>
                      </LineCell>
                    </>
                  )}
                  <td className="col-span-2 pt-1 sm:py-3 sm:pl-3" data-testid="order-line-status">
                    <span className="sr-only sm:hidden">{t('history.columns.Status')}: </span>
                    <StatusBadge tone={lineTone(line.status)}>{t(lineStateKey(line.status))}</StatusBadge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {showPrices && (
        <>
          <h3 className="sr-only">{t('detail.totals')}</h3>
          <div className="ml-auto max-w-sm">
            <SummaryTotals summary={order.summary} currency={currency} tax={tax} texts={summaryTexts} />
          </div>
        </>
      )}
    </section>
  );
}

/** A line's badge tone, as the order's: delivered lines are done, declined stopped, the rest under way. */
function lineTone(code: number): BuyerStatusTone {
  const state = buyerLineStatus(code);
  if (state === 'delivered' || state === 'invoiced') return 'done';
  if (state === 'declined') return 'stopped';
  return 'progress';
}

/** A number cell; on a phone, where the table has no header row, it names itself. */
function LineCell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <td className="col-span-2 flex justify-between gap-3 tabular-nums sm:table-cell sm:px-3 sm:py-3 sm:text-right">
      <span className="text-slate-500 sm:hidden">{label}</span>
      <span>{children}</span>
    </td>
  );
}
