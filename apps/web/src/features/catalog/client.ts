// The catalog feature's face for client components (and server components alike): only modules
// that are safe in the browser, the product image. Its index.ts holds server code a client bundle must not load.
export { ProductImage } from './ProductImage';
