// The quickOrder feature's face: code outside features/quickOrder imports it only from here.
// The quick order page.
export { QuickOrderPage } from './QuickOrderPage';
