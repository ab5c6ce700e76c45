/** Where a variant's generated images are served (see imageRoutes). */
export const productImageUrl = (partNo: string, index = 1) => `/api/product/images/${partNo}/${index}.svg`;
