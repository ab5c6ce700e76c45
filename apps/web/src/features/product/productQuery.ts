/**
 * The query parameters a product page reads: ?color (the shown colour), ?image (1-based) and ?size
 * (a sku of the shown colour, chosen when the page opens: a search for a full sku leads there).
 */
export const PRODUCT_PAGE_QUERY_PARAMS: readonly string[] = ['color', 'image', 'size'];
