// The stock module's face, its only door for other modules, the composition root and tests: each
// sku's count on hand and the reservations orders hold of it. Low in the house: it asks no other
// module; the order takes and gives back stock through it, in the order's own transaction.
export { stockQueries, stockRepository } from './repository';
export { releaseStock, takeStock } from './stockChanges';
