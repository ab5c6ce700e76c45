// The product feature's face: code outside features/product imports it only from here.
// The product page.
export { ProductPage, productPageMetadata } from './ProductPage';
export { StickyBuyBoxProductPage } from './StickyBuyBoxProductPage';
export type { SizeStockState } from './sizeStock';
