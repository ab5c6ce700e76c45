import type { ServiceDeclaration } from '../call';

/** The services of the spec's call catalogue this API serves, each under its own prefix. */
export const productService = {
  prefix: '/api/product',
  tag: 'Product service',
} as const satisfies ServiceDeclaration;
/** The product service's category and navigation calls, listed under their own tag. */
export const categoryService = {
  prefix: productService.prefix,
  tag: 'Categories',
} as const satisfies ServiceDeclaration;
export const settingsService = {
  prefix: '/api/settings',
  tag: 'Settings service',
} as const satisfies ServiceDeclaration;
export const cmsService = { prefix: '/api/cms', tag: 'CMS' } as const satisfies ServiceDeclaration;
export const documentService = {
  prefix: '/api/document',
  tag: 'Document service',
} as const satisfies ServiceDeclaration;
export const authService = { prefix: '/api/auth', tag: 'Auth' } as const satisfies ServiceDeclaration;
export const companyService = {
  prefix: '/api/company',
  tag: 'Company',
} as const satisfies ServiceDeclaration;
export const customerService = {
  prefix: '/api/customer',
  tag: 'Customer',
} as const satisfies ServiceDeclaration;
export const featureService = {
  prefix: '/api/features',
  tag: 'Features',
} as const satisfies ServiceDeclaration;
/** The storefront's own search analytics proxy (Klevu), spec storefront-core §7. */
export const klevuService = {
  prefix: '/api/klevu',
  tag: 'Search analytics',
} as const satisfies ServiceDeclaration;
export const cartService = { prefix: '/api/cart', tag: 'Cart' } as const satisfies ServiceDeclaration;
/** The price service: promotions, tax and engine promotions of a cart (spec §7 Price service). */
export const priceService = {
  prefix: '/api/price',
  tag: 'Price service',
} as const satisfies ServiceDeclaration;
export const orderService = { prefix: '/api/order', tag: 'Order' } as const satisfies ServiceDeclaration;
export const metadataService = {
  prefix: '/api/metadata',
  tag: 'Metadata',
} as const satisfies ServiceDeclaration;
