import { publicPage } from '@/app/_routes/routePage';
import { LegalPageView, legalPageMetadata } from '@/features/legal';

// The legal pages: terms of sale, privacy, withdrawal and returns, contact, cookies.
const route = publicPage('Legal', (page) => <LegalPageView {...page} />, legalPageMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;
