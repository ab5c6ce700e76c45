import type { OrderView } from '@workwear/contracts';
import { formatDateTime, type Language, routePath } from '@workwear/domain';
import type { ReactNode } from 'react';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { OrderStatus } from './OrderStatus';
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
  /** The order's approval section (features/approvals, given by the page: orders does not import it). */
  approval?: ReactNode;
};

/**
 * One order of the history (account/orders?order=<uuid>; the frame holds its title): its date on its
 * own clock, its one status with the details, its lines (each linked to its product, with the
 * co-worker it was for, its comment and its status), the totals, delivery and payment, and "Order again".
 */
export function OrderDetail({
  order,
  language,
  culture,
  historyHref,
  t,
  summaryTexts,
  showPrices,
  approval,
}: Props) {
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
          <dd className="font-semibold text-slate-900" data-testid="order-date">
            <time dateTime={order.created}>
              {formatDateTime(order.created, { culture, timeZone: order.timeZone })}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('detail.status')}</dt>
          <dd className="mt-0.5" data-testid="order-status">
            <OrderStatus
              codes={{
                status: order.status,
                paymentState: order.paymentState,
                lineStatuses: order.lines.map((line) => line.status),
              }}
              t={t}
              layout="inline"
            />
          </dd>
        </div>
      </dl>
      {approval}
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
      <OrderLines
        order={order}
        language={language}
        t={t}
        summaryTexts={summaryTexts}
        showPrices={showPrices}
      />
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
