// The home feature's face: code outside features/home imports it only from here.
// The home page.
export { HomePage } from './HomePage';
