import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { CartMergePage } from '@/features/cartMerge';

// After sign-in: merge the guest's cart into the saved one.
const route = signedInPage(
  'CartMerge',
  (_page, { language }) => <CartMergePage language={language} />,
  unindexedTitle('savedCarts', 'merge.title'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
