import { publicPage, unindexedTitle } from '@/app/_routes/routePage';
import { QuickOrderPage } from '@/features/quickOrder';

// The quick order page.
const route = publicPage(
  'InstantOrder',
  (page) => <QuickOrderPage {...page} />,
  unindexedTitle('quickOrder', 'page.title'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
