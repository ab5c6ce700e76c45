import { formatDateTime, type Language, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { getPriceDisplay } from '@/features/pricing';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import { ArrivalHeading } from '@/ui';
import { OrderFacts } from './OrderFacts';
import { OrderSummaryView } from './OrderSummaryView';
import { orderSummaryDisplay } from './orderSummaryProps';
import { loadOrder, orderScope } from './ordersServer';
import { orderSummaryTexts, ordersT } from './orderTexts';

/**
 * The confirmation of an order (the checkout's OrderConfirmed page, ?order=<uuid>): its number and
 * date, where the confirmation e-mail went, the spec's order summary, delivery and payment, and the
 * ways on: more shopping and, signed in, the order history. The order is read from the API on the
 * server as this visitor, so a guest sees only the order whose id they hold and nobody else's.
 * Amounts follow the visitor's price display: where HidePrice (market or company) hides prices, the
 * page shows none, as the cart and checkout do.
 */
export async function OrderConfirmation({ language, orderId }: { language: Language; orderId: string }) {
  const [t, summaryTexts, context, scope, display] = await Promise.all([
    ordersT(language),
    orderSummaryTexts(language),
    getShopContext(language),
    orderScope(language),
    getPriceDisplay(language),
  ]);
  const order = await loadOrder(language, orderId).catch((error: unknown) => {
    logError('Order confirmation not loaded.', error);
    return undefined;
  });
  const shopHref = routePath('Products', language);
  if (!order) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10" data-testid="order-confirmation-missing">
        <h1 className="text-2xl font-bold text-slate-900">
          {order === null ? t('confirmation.notFound') : t('confirmation.loadFailed')}
        </h1>
        {order === null && <p className="mt-2 text-slate-600">{t('confirmation.notFoundHelp')}</p>}
        <a href={shopHref} className="mt-6 inline-block font-semibold text-slate-900 underline">
          {t('confirmation.continueShopping')}
        </a>
      </div>
    );
  }
  const { currency, tax } = orderSummaryDisplay(order);
  // An order that waits for approval is not placed yet (issue 28): the page says so, and who decides.
  const waiting = order.approval?.status === 'Waiting' ? order.approval : null;
  const approvals = await getTranslations({ locale: language, namespace: 'approvals' });
  const approvers = waiting
    ? waiting.attestants.map((a) => a.name || a.email).join(', ') || approvals('section.companyApprovers')
    : '';
  return (
    <div
      className="mx-auto max-w-5xl px-4 py-8 md:py-12"
      data-testid="order-confirmation"
      data-awaiting-approval={waiting ? 'true' : undefined}
    >
      <header
        className={`rounded-xl p-5 ring-1 sm:p-6 ${waiting ? 'bg-amber-50 ring-amber-300' : 'bg-emerald-50 ring-emerald-200'}`}
      >
        <ArrivalHeading
          testId="confirmation-heading"
          className="text-2xl font-bold text-slate-900 md:text-3xl"
        >
          {waiting ? approvals('confirmation.title') : t('confirmation.title')}
        </ArrivalHeading>
        {waiting && (
          <div className="mt-2 text-slate-800" data-testid="confirmation-approval">
            <p>{approvals('confirmation.text')}</p>
            <p className="mt-1 font-semibold">{approvals('confirmation.approvers', { names: approvers })}</p>
          </div>
        )}
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-slate-600">{t('confirmation.orderNo')}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid="order-no">
              {order.orderNo}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('confirmation.date')}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="order-date">
              {/* On the order's own clock: its market's zone, a US buyer's state's (domain buyerTimeZone). */}
              <time dateTime={order.created}>
                {formatDateTime(order.created, { culture: context.culture, timeZone: order.timeZone })}
              </time>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-slate-700" data-testid="order-email-sent">
          {t('confirmation.emailSent', { email: order.buyer.email })}
        </p>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <OrderSummaryView
            summary={order.summary}
            currency={currency}
            tax={tax}
            texts={summaryTexts}
            showPrices={display.showPrices}
          />
        </div>
        <section
          aria-labelledby="order-details-title"
          className="self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="order-details-title" className="mb-4 text-lg font-bold text-slate-900">
            {t('confirmation.details')}
          </h2>
          <OrderFacts order={order} culture={context.culture} t={t} oneColumn />
        </section>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={shopHref}
          className="rounded-md bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2"
          data-testid="continue-shopping"
        >
          {t('confirmation.continueShopping')}
        </a>
        {scope.signedIn && (
          <a
            href={routePath('AccountOrders', language)}
            className="rounded-md px-5 py-2.5 font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
            data-testid="order-history-link"
          >
            {t('confirmation.orderHistory')}
          </a>
        )}
      </div>
    </div>
  );
}
