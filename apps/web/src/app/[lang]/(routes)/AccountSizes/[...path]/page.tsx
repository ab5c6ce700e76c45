import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { SizesPage } from '@/features/account';

// The visitor's sizes.
const route = signedInPage(
  'AccountSizes',
  (_page, { language }) => <SizesPage language={language} />,
  unindexedTitle('account', 'pages.sizes'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
