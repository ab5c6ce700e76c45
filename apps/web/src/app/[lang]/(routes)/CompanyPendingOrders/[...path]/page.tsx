import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { PendingOrdersPage } from '@/features/approvals';

// The company's orders waiting for approval (issue 28).
const route = signedInPage(
  'CompanyPendingOrders',
  (page, { language }) => (
    <PendingOrdersPage language={language} kind="Approval" searchParams={page.searchParams} />
  ),
  unindexedTitle('approvals', 'pending.title'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
