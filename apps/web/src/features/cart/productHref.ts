/*
 * A cart row's product link from a template the server makes with the language's product route
 * (productPath(lang, PRODUCT_NAME_SLOT)): the route table with every language's words is about 6 kB
 * gzip, which the cart page would otherwise load to write its links.
 */

/** Unreserved characters only, so routePath keeps the slot as it is. */
export const PRODUCT_NAME_SLOT = 'PRODUCT_UNIQUE_NAME';

/** The product's link: its unique name URL-encoded into the template, as routePath encodes it. */
export const productHrefOf = (template: string, uniqueName: string): string =>
  template.replace(PRODUCT_NAME_SLOT, encodeURIComponent(uniqueName));
