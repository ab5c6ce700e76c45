import { publicPage, unindexedTitle } from '@/app/_routes/routePage';
import { CartPage } from '@/features/cart';

// The cart (checkout step 1).
const route = publicPage('Cart', (page) => <CartPage {...page} />, unindexedTitle('cart', 'page.title'));

export const generateMetadata = route.generateMetadata;
export default route.Page;
