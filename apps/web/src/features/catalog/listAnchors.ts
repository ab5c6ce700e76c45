/**
 * The id of a list's products (the grid or rows, not the toolbar above them): where the skip link
 * and the filter sheet's "Show N products" lead. Its own module: a server component that imports a
 * value from a 'use client' file gets a client reference.
 */
export const PRODUCTS_ID = 'products';
