import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { PendingOrdersPage } from '@/features/approvals';

// The orders over a co-worker's spending limit that wait for the visitor's decision (issue 28).
const route = signedInPage(
  'AmountLimitApprove',
  (page, { language }) => (
    <PendingOrdersPage language={language} kind="AmountLimit" searchParams={page.searchParams} />
  ),
  unindexedTitle('approvals', 'pending.amountLimitTitle'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
