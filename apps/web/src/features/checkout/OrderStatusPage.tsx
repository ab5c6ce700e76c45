import { type OrderView, orderIdSchema } from '@workwear/contracts';
import { formatMoney, type Language, routePath } from '@workwear/domain';
import type { ReactNode } from 'react';
import { loadOrder, OrderConfirmation, orderCurrencyFormat } from '@/features/orders';
import type { RoutePageProps } from '@/lib/routePageProps';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import { webConfig } from '@/lib/webConfig';
import { ArrivalHeading, ButtonLink } from '@/ui';
import { CardPaymentWidget } from './CardPaymentWidget';
import { ORDER_QUERY_PARAM, type OrderStatusRoute } from './checkoutRoutes';
import { cardPaymentTexts, statusTexts } from './checkoutTexts';
import { statusHref, statusRouteOf } from './statusHref';

/** The order a status page is about: its ?order=<uuid>, or null. */
function orderIdOf(page: RoutePageProps): string | null {
  const value = page.searchParams[ORDER_QUERY_PARAM];
  const parsed = orderIdSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : null;
}

/**
 * The order status pages (spec §2: checkout/status/confirmed, failed, canceled, external, pending,
 * punchout/confirmed). Confirmed shows the order confirmation; pending and failed show the card
 * payment widget while the order awaits its payment; the others say what happened and where to go.
 * The order is read as this visitor (a guest reaches only the order whose id they hold).
 */
export async function OrderStatusPage({ page, route }: { page: RoutePageProps; route: OrderStatusRoute }) {
  const { language } = await getShopContext(page.lang);
  const orderId = orderIdOf(page);
  if (route === 'OrderConfirmed' && orderId)
    return <OrderConfirmation language={language} orderId={orderId} />;
  const texts = await statusTexts(language);
  const order = orderId
    ? await loadOrder(language, orderId).catch((error: unknown) => {
        logError('Order status page: order not loaded.', error);
        return null;
      })
    : null;
  const links = <StatusLinks language={language} texts={texts} order={order} route={route} />;

  if (route === 'OrderExternal' || route === 'PunchoutConfirmed') {
    const words = route === 'OrderExternal' ? texts.external : texts.punchout;
    return (
      <StatusFrame route={route} title={words.title} orderNo={order?.orderNo} texts={texts}>
        <p className="text-slate-700">{words.text}</p>
        {links}
      </StatusFrame>
    );
  }
  if (!order) {
    return (
      <StatusFrame route={route} title={titleOf(route, texts)} texts={texts}>
        <p className="text-slate-700" data-testid="status-no-order">
          {texts.noOrder}
        </p>
        {links}
      </StatusFrame>
    );
  }
  // A cancelled order says so on whichever status page it is opened (the pending page the buyer left
  // open while it expired, too); one that expired (the API's expiry) says that rather than cancelled.
  if (route === 'OrderCanceled' || order.paymentState === 'Cancelled') {
    const words = order.expiredAt ? texts.expired : texts.canceled;
    return (
      <StatusFrame route="OrderCanceled" title={words.title} orderNo={order.orderNo} texts={texts}>
        <p className="text-slate-700" data-testid="status-canceled-text">
          {words.text} {texts.backInCart}
        </p>
        <StatusLinks language={language} texts={texts} order={order} route="OrderCanceled" />
      </StatusFrame>
    );
  }
  // Pending or failed: the widget while the order awaits its payment, else where the order is now.
  const failed = route === 'OrderFailed' || order.paymentState === 'Failed';
  return (
    <StatusFrame
      route={route}
      title={failed ? texts.failed.title : texts.pending.title}
      orderNo={order.orderNo}
      texts={texts}
    >
      {failed && <p className="text-slate-700">{texts.failed.text}</p>}
      {order.awaitingPayment ? (
        <CardPaymentWidget
          lang={language}
          orderId={order.id}
          amount={formatMoney(order.totals.totalGross, { currency: orderCurrencyFormat(order) })}
          testMode={webConfig.environment !== 'production'}
          texts={await cardPaymentTexts(language, order.orderNo)}
        />
      ) : (
        <>
          <p className="text-slate-700">
            {order.paymentState === 'Confirmed' ? texts.pending.paid : texts.pending.processing}
          </p>
          {links}
        </>
      )}
    </StatusFrame>
  );
}

type StatusTexts = Awaited<ReturnType<typeof statusTexts>>;

function titleOf(route: OrderStatusRoute, texts: StatusTexts): string {
  switch (route) {
    case 'OrderFailed':
      return texts.failed.title;
    case 'OrderCanceled':
      return texts.canceled.title;
    case 'OrderPending':
      return texts.pending.title;
    default:
      return texts.confirmedTitle;
  }
}

function StatusFrame({
  route,
  title,
  orderNo,
  texts,
  children,
}: {
  route: OrderStatusRoute;
  title: string;
  orderNo?: number | undefined;
  texts: StatusTexts;
  children: ReactNode;
}) {
  return (
    <div
      data-testid="order-status"
      data-status={route}
      className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pb-20 pt-8"
    >
      <div>
        <ArrivalHeading className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </ArrivalHeading>
        {orderNo !== undefined && (
          <p className="mt-1 text-slate-600" data-testid="status-order-no">
            {texts.orderNo.replace('{orderNo}', String(orderNo))}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

/** Where to go from a status page: the order's own page where it belongs elsewhere, the cart, the shop. */
function StatusLinks({
  language,
  texts,
  order,
  route,
}: {
  language: Language;
  texts: StatusTexts;
  order: OrderView | null;
  route: OrderStatusRoute;
}) {
  const belongs = order ? statusRouteOf(order) : null;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {order && belongs && belongs !== route && (
        <ButtonLink href={statusHref(language, belongs, order.id)}>
          {belongs === 'OrderConfirmed' ? texts.toConfirmation : texts.failed.retry}
        </ButtonLink>
      )}
      <a
        href={routePath('Cart', language)}
        className="text-sm font-semibold text-slate-800 underline underline-offset-4"
      >
        {texts.toCart}
      </a>
      <a
        href={routePath('Products', language)}
        className="text-sm font-semibold text-slate-800 underline underline-offset-4"
      >
        {texts.toShop}
      </a>
    </div>
  );
}
