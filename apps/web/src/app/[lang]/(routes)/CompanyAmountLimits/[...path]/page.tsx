import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { AmountLimitsPage } from '@/features/approvals';

// The company's spending limits per customer, with bulk update (issue 28).
const route = signedInPage(
  'CompanyAmountLimits',
  (_page, { language }) => <AmountLimitsPage language={language} />,
  unindexedTitle('approvals', 'admin.title'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
