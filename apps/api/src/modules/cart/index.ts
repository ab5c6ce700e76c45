// The cart module's face, its only door for other modules, the composition root and tests:
// carts, their rows, codes and metadata, and what the order needs of a cart (lock for send,
// evaluate with checkout overrides, mark ordered).
export { createCartCaches } from './cartCaches';
export { type CartDeps, type CartEnvironment, cartEnvironment, inCartMarket } from './cartEnvironment';
export { type CartEvaluation, evaluateCart } from './cartEvaluation';
export { findReachableCart, lockCartForSend, lockCartOfOrder, markCartOrdered } from './cartForOrder';
export { keepOrderedCartAsSaved, restoreOrderedCart } from './cartLifecycle';
export { scheduleCartPurge } from './cartPurge';
export { readyEnvironment } from './cartStore';
export { cartView } from './cartView';
export { registerCartRoutes } from './handlers';
export { purgeAnonymousCarts } from './purgeRepository';
export type { CartRecord } from './repository';
export { type CartService, createCartService } from './service';
