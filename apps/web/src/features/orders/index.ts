// The orders feature's face: code outside features/orders imports it only from here.
// Orders: the history page, the confirmation, the order summary and reorder notices.
export { CartReorderNotice } from './CartReorderNotice';
export { OrderConfirmation } from './OrderConfirmation';
export { OrdersPage } from './OrdersPage';
export { orderCurrencyFormat } from './orderMoney';
export { loadOrder } from './ordersServer';
export { orderSummaryTexts } from './orderTexts';
