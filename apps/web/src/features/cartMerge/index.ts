// The cartMerge feature's face: code outside features/cartMerge imports it only from here.
// Merging a guest's cart into the saved one after sign-in.
export { CartMergePage } from './CartMergePage';
export { cartsAfterSignIn } from './cartMergeServer';
