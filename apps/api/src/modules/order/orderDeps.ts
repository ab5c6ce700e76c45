import type { Environment } from '@workwear/domain';
import type { CartDeps, CartService } from '../cart';
import type { AnalyticsRecorder } from '../klevu';
import type { SavedAddressSource } from './deliveryAddressChoice';
import type { PaymentProviders } from './payment/providers';
import type { ServicePointSource } from './servicePointChoice';

/** What the order module is built from: the cart's own parts (one pricing), and the order's outlets. */
export interface OrderDeps extends CartDeps {
  /** The cart service: reorder adds lines through it like any other add. */
  carts: CartService;
  providers: PaymentProviders;
  /** Checkout opens in every market locally and in development, elsewhere in the checkout markets. */
  environment: Environment;
  /** The storefront's origin of a market, for links in e-mails. */
  publicOriginOf: (market: string) => string;
  /** Where a sent order's purchase event goes when the market has UseKlevu on (issue 9). */
  analytics: AnalyticsRecorder;
  /** The company's and the buyer's saved addresses: the send checks the address it names (issue 25). */
  savedAddresses: SavedAddressSource;
  /** A market's time zone (by its name, 'se'), the settings module's market setting TimeZone. */
  marketTimeZone: (market: string) => Promise<string>;
  /** A company's stored ForceApproval (own or inherited), undefined when never set: the pending page's rule. */
  forceApprovalStoredOf: (companyId: number) => Promise<boolean | undefined>;
  /** The carrier's service points (the shipped demo points, or a carrier's API): the send keeps the chosen one. */
  servicePoints: ServicePointSource;
}
