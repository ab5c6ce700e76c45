import { publicPage } from '@/app/_routes/routePage';
import { ProductListPage, productListMetadata } from '@/features/catalog';

// The product lists: all products, a group, a family, men's, women's, a category.
const route = publicPage('ProductList', (page) => <ProductListPage {...page} />, productListMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;
