import type { OrderView } from '@workwear/contracts';
import { type Language, routePath } from '@workwear/domain';
import type { ReactNode } from 'react';
import { AccountFrame } from '@/features/account';
import { getPriceDisplay } from '@/features/pricing';
import type { RoutePageProps } from '@/lib/routePageProps';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import { OrderDetail } from './OrderDetail';
import { OrderHistoryList } from './OrderHistoryList';
import { parseOrderHistoryQuery } from './orderHistoryQuery';
import { orderCurrencyFormat } from './orderMoney';
import { loadOrder, orderScope } from './ordersServer';
import { orderSummaryTexts, ordersT } from './orderTexts';

const PAGE_SIZE = 20;

/**
 * account/orders (login required by the route table): the signed-in buyer's orders, sorted and a
 * page at a time, or with ?order=<uuid> one order's detail. The list and the order come from the API
 * as this buyer, which answers only their own (a business buyer's within their company). Where
 * HidePrice hides this buyer's prices, neither the list nor the order shows an amount.
 */
export async function OrdersPage({
  language,
  searchParams,
  approvalOf,
}: {
  language: Language;
  searchParams: RoutePageProps['searchParams'];
  /** The approval section of one order (features/approvals), composed by the page. */
  approvalOf?: (order: OrderView, culture: string) => ReactNode;
}) {
  const state = parseOrderHistoryQuery(searchParams);
  const base = routePath('AccountOrders', language);
  const [t, context, display] = await Promise.all([
    ordersT(language),
    getShopContext(language),
    getPriceDisplay(language),
  ]);
  if (state.orderId) {
    const [order, summaryTexts] = await Promise.all([
      loadOrder(language, state.orderId).catch((error: unknown) => {
        logError('Order not loaded.', error);
        return undefined;
      }),
      orderSummaryTexts(language),
    ]);
    return (
      <AccountFrame
        language={language}
        current="AccountOrders"
        title={order ? t('detail.title', { orderNo: order.orderNo }) : t('history.title')}
      >
        {order ? (
          <OrderDetail
            order={order}
            language={language}
            culture={context.culture}
            historyHref={base}
            t={t}
            summaryTexts={summaryTexts}
            showPrices={display.showPrices}
            approval={approvalOf?.(order, context.culture)}
          />
        ) : (
          <div className="mt-4">
            <p role="alert" className="font-semibold text-red-800">
              {order === null ? t('detail.notFound') : t('confirmation.loadFailed')}
            </p>
            <a href={base} className="mt-3 inline-block font-semibold text-slate-900 underline">
              {t('detail.back')}
            </a>
          </div>
        )}
      </AccountFrame>
    );
  }
  const { order: api, signedIn } = await orderScope(language);
  const list = await api
    .list({ sortField: state.sortField, sortOrder: state.sortOrder, page: state.page, pageSize: PAGE_SIZE })
    .catch((error: unknown) => {
      logError('Order history not loaded.', error);
      return null;
    });
  const market = context.market.name;
  return (
    <AccountFrame language={language} current="AccountOrders" title={t('history.title')}>
      {list === null ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {t('history.loadFailed')}
        </p>
      ) : list.total === 0 ? (
        <div
          className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
          data-testid="orders-empty"
        >
          <p className="text-lg font-semibold text-slate-900">{t('history.empty')}</p>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{t('history.emptyHelp')}</p>
          <a
            href={routePath('Products', language)}
            className="mt-6 inline-block rounded-md bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-700"
          >
            {t('history.shop')}
          </a>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('history.lead')}</p>
          <OrderHistoryList
            list={list}
            state={state}
            base={base}
            culture={context.culture}
            currencyOf={(currency) => orderCurrencyFormat({ market, currency })}
            showPrices={display.showPrices}
            business={signedIn?.companyId != null}
            t={t}
          />
        </>
      )}
    </AccountFrame>
  );
}
