/** The query parameters a product page reads: ?color (the shown colour) and ?image (1-based). */
export const PRODUCT_PAGE_QUERY_PARAMS: readonly string[] = ['color', 'image'];
