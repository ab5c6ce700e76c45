import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { AccountPage } from '@/features/account';

// My pages.
const route = signedInPage(
  'Account',
  (_page, { language, culture, signedIn }) => (
    <AccountPage language={language} culture={culture} signedIn={signedIn} />
  ),
  unindexedTitle('account', 'pages.account'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
