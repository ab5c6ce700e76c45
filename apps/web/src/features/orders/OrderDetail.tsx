import type { OrderView } from '@workwear/contracts';
import { formatMoney, type Language, routePath } from '@workwear/domain';
import { ProductImage } from '@/features/catalog/client';
import { AgreedPriceMark } from '@/features/pricing/client';
import { OrderFacts } from './OrderFacts';
import { SummaryTotals } from './OrderSummaryView';
import { formatOrderDate } from './orderDate';
import { lineStatusKey, orderStatusKey } from './orderLabels';
import { lineAmounts } from './orderLineAmounts';
import { orderSummaryDisplay } from './orderSummaryProps';
import type { OrderSummaryTexts, OrdersT } from './orderTexts';
import { ReorderForm } from './ReorderForm';

type Props = {
  order: OrderView;
  language: Language;
  culture: string;
  /** The order history's path, to go back to. */
  historyHref: string;
  t: OrdersT;
  summaryTexts: OrderSummaryTexts;
  /** False where HidePrice hides prices: no unit prices, amounts or totals. */
  showPrices: boolean;
};

/**
 * One order of the history (account/orders?order=<uuid>; the frame holds its title): its status, its lines with each line's
 * status, the totals, delivery and payment, and "Order again".
 */
export function OrderDetail({ order, language, culture, historyHref, t, summaryTexts, showPrices }: Props) {
  const { currency, tax } = orderSummaryDisplay(order);
  const money = (minor: number) => formatMoney(minor, { currency });
  return (
    <div data-testid="order-detail">
      <a
        href={historyHref}
        className="mt-1 inline-block text-sm font-semibold text-slate-700 underline underline-offset-2"
      >
        <span aria-hidden="true">← </span>
        {t('detail.back')}
      </a>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-slate-500">{t('confirmation.date')}</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={order.created}>{formatOrderDate(order.created, culture)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('detail.status')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="order-status">
            {t(orderStatusKey(order.status))}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('confirmation.paymentState')}</dt>
          <dd className="font-semibold text-slate-900">{t(`paymentState.${order.paymentState}`)}</dd>
        </div>
      </dl>
      <div className="mt-5">
        <ReorderForm
          lang={language}
          orderId={order.id}
          orderNo={order.orderNo}
          cartHref={routePath('Cart', language)}
          texts={{
            button: t('reorder.button'),
            busy: t('reorder.busy'),
            help: t('reorder.help'),
            toCart: t('reorder.toCart'),
            failures: { failed: t('reorder.failed'), notFound: t('detail.notFound') },
          }}
        />
      </div>
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
                  {t('detail.lineStatus')}
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
                          <span className="block font-medium text-slate-900">{line.name}</span>
                          <span className="block text-slate-600">
                            {[line.colour, line.size].filter(Boolean).join(' · ')}
                          </span>
                          <span className="block text-xs text-slate-500">
                            {t('detail.sku')} {line.sku}
                          </span>
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
                      <span className="sr-only sm:hidden">{t('detail.lineStatus')}: </span>
                      <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        {t(lineStatusKey(line.status))}
                      </span>
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
      <section
        aria-labelledby="order-facts-title"
        className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="order-facts-title" className="mb-4 text-lg font-bold text-slate-900">
          {t('confirmation.details')}
        </h2>
        <OrderFacts order={order} culture={culture} t={t} />
      </section>
    </div>
  );
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
