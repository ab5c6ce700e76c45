// The legal feature's face: code outside features/legal imports it only from here.
// The legal pages (terms, privacy, withdrawal and returns, contact, cookies), the footer's seller,
// legal links and payment and delivery marks, and the checkout's link to the terms.
export { LegalFooter } from './LegalFooter';
export { LegalPageView, legalPageMetadata } from './LegalPageView';
