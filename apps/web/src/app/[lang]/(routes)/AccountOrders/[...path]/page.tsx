import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { OrdersPage } from '@/features/orders';

// The order history and one order's detail.
const route = signedInPage(
  'AccountOrders',
  (page, { language }) => <OrdersPage language={language} searchParams={page.searchParams} />,
  unindexedTitle('account', 'pages.orders'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
