import { isSupportedLanguage } from '@workwear/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { RoutePageProps } from '@/lib/routePageProps';
import { CheckoutDeliveryPage } from './CheckoutDeliveryPage';
import { CheckoutOrderPage } from './CheckoutOrderPage';
import { isCheckoutRoute, isOrderStatusRoute } from './checkoutRoutes';
import { checkoutT } from './checkoutTexts';
import { OrderStatusPage } from './OrderStatusPage';

/** The checkout's pages by route: steps 2 and 3 and the status pages (the route table names them). */
export function CheckoutRoutePage(page: RoutePageProps) {
  const name = page.route.name;
  if (name === 'CartOrder') return <CheckoutOrderPage {...page} />;
  if (name === 'CheckoutB2BConfirm') return <CheckoutDeliveryPage {...page} />;
  if (isOrderStatusRoute(name)) return <OrderStatusPage page={page} route={name} />;
  notFound();
}

/** A checkout page's title; never indexed (it is about one visitor's order). */
export async function checkoutPageMetadata(page: RoutePageProps): Promise<Metadata> {
  if (!isSupportedLanguage(page.lang) || !isCheckoutRoute(page.route.name))
    return { robots: { index: false } };
  const t = await checkoutT(page.lang);
  const title =
    page.route.name === 'CartOrder'
      ? t('page.orderTitle')
      : page.route.name === 'CheckoutB2BConfirm'
        ? t('page.deliveryTitle')
        : t('page.title');
  return { title, robots: { index: false, follow: false } };
}

export { isCheckoutRoute };
