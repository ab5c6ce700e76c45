// The savedCarts feature's face: code outside features/savedCarts imports it only from here.
// Saved carts: their page and the form that saves the cart.
export { SaveCartForm } from './SaveCartForm';
export { SavedCartsPage } from './SavedCartsPage';
export { saveCartTexts, savedCartsT } from './savedCartsTexts';
