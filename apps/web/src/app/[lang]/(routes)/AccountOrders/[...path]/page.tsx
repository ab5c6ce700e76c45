import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { ApprovalSection } from '@/features/approvals';
import { OrdersPage } from '@/features/orders';

// The order history and one order's detail, with its approval where it needed one (issue 28).
const route = signedInPage(
  'AccountOrders',
  (page, { language }) => (
    <OrdersPage
      language={language}
      searchParams={page.searchParams}
      approvalOf={(order, culture) => <ApprovalSection order={order} language={language} culture={culture} />}
    />
  ),
  unindexedTitle('account', 'pages.orders'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
