import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { SavedCartsPage } from '@/features/savedCarts';

// The saved carts.
const route = signedInPage(
  'AccountSavedCarts',
  (_page, { language }) => <SavedCartsPage language={language} />,
  unindexedTitle('savedCarts', 'page.title'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
