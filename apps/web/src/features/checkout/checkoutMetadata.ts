import { isSupportedLanguage } from '@workwear/domain';
import type { Metadata } from 'next';
import type { RoutePageProps } from '@/lib/routePageProps';
import { isCheckoutRoute } from './checkoutRoutes';
import { checkoutT } from './checkoutTexts';

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
