import { publicPage } from '@/app/_routes/routePage';
import { CheckoutOrderPage, checkoutPageMetadata } from '@/features/checkout';

// Checkout step 2: the buyer, addresses and payment.
const route = publicPage('CheckoutOrder', (page) => <CheckoutOrderPage {...page} />, checkoutPageMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;
