// The productDetail module's face, its only door for other modules, the composition root and tests:
// product pages, cards, variants and size guides.
export { createCardFacts } from './cardFacts';
export { registerProductDetailRoutes } from './handlers';
export { productImageUrl } from './images';
export { createProductDetailService, type ProductDetailService } from './service';
