import { notFound } from 'next/navigation';
import { publicPage } from '@/app/_routes/routePage';
import { checkoutPageMetadata, isOrderStatusRoute, OrderStatusPage } from '@/features/checkout';

// The order status pages: confirmed, failed, canceled, external, pending, punch-out confirmed.
const route = publicPage(
  'OrderStatus',
  (page) => {
    if (!isOrderStatusRoute(page.route.name)) notFound();
    return <OrderStatusPage page={page} route={page.route.name} />;
  },
  checkoutPageMetadata,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
