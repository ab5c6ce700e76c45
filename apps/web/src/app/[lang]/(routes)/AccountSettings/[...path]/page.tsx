import { signedInPage, unindexedTitle } from '@/app/_routes/routePage';
import { SettingsPage } from '@/features/account';

// The visitor's settings.
const route = signedInPage(
  'AccountSettings',
  (_page, { language }) => <SettingsPage language={language} />,
  unindexedTitle('account', 'pages.settings'),
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
