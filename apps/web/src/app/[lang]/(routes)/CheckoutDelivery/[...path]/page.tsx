import { publicPage } from '@/app/_routes/routePage';
import { CheckoutDeliveryPage, checkoutPageMetadata } from '@/features/checkout';

// Checkout step 3: delivery and confirmation.
const route = publicPage(
  'CheckoutDelivery',
  (page) => <CheckoutDeliveryPage {...page} />,
  checkoutPageMetadata,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
