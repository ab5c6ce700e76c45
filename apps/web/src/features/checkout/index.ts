// The checkout feature's face: code outside features/checkout imports it only from here.
// Checkout steps 2 and 3 and the order status pages.

export { CheckoutDeliveryPage } from './CheckoutDeliveryPage';
export { CheckoutOrderPage } from './CheckoutOrderPage';
export { cartCheckoutEntry } from './cartCheckoutEntry';
export { checkoutPageMetadata } from './checkoutMetadata';
export { isOrderStatusRoute } from './checkoutRoutes';
// Field messages in the visitor's language, for other forms on the same rules (the account page).
export { fieldErrorTexts } from './checkoutTexts';
export { fieldMessageTexts } from './fieldErrors';
export { OrderStatusPage } from './OrderStatusPage';
