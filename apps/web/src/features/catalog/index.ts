// The catalog feature's face: code outside features/catalog imports it only from here.
// Product lists, filters and search, and the product card parts other pages show.

export { ProductCardItems } from './ProductCardItems';
export { ProductListPage, productListMetadata } from './ProductListPage';
export { pagerItems } from './pagerItems';
export { productCardLabels } from './productCardLabels';
export { productHref } from './productHref';
