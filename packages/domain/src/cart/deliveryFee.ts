import { type Market, taxNameOf } from '../markets';
import { grossFromNet } from '../money';
import type { NetGross } from '../moneyPair';
import type { CartAudience } from './cartAudience';

/**
 * The standard parcel price per currency, net, in minor units. The spec does not show delivery
 * prices: these are the shop's own choice, a typical home-parcel price in each currency. Free
 * delivery above an order value is not a fee rule but a DiscountFreight promotion, so it can be
 * switched on per market and period.
 */
const CONSUMER_PARCEL_NET: Readonly<Record<string, number>> = {
  SEK: 4900,
  NOK: 5900,
  DKK: 3900,
  EUR: 595,
  GBP: 495,
  CZK: 14900,
  PLN: 2490,
  CHF: 790,
  ISK: 99000,
  USD: 995,
  CAD: 1295,
};

/**
 * A net delivery fee with its gross: sales-tax markets show prices without tax, so gross equals net
 * there (the tax comes later, on the address); elsewhere gross carries the market's VAT.
 */
export function deliveryFeeOf(market: Market, net: number): NetGross {
  const gross = taxNameOf(market) === 'salesTax' ? net : grossFromNet(net, market.vatRateBasisPoints);
  return { net, gross };
}

/**
 * The market's standard parcel fee: what the demo's delivery groups price their methods from, and
 * the delivery of a cart whose buyer has no delivery method at all (the cart otherwise carries the
 * fee of the first method of the buyer's delivery group, what checkout charges for it). Business
 * buyers pay nothing here: their delivery terms are agreed with the company.
 */
export function standardDeliveryFee(market: Market, audience: CartAudience): NetGross {
  if (audience === 'b2b') return { net: 0, gross: 0 };
  const net = CONSUMER_PARCEL_NET[market.currency.code];
  if (net === undefined) throw new RangeError(`no standard delivery fee for ${market.currency.code}`);
  return deliveryFeeOf(market, net);
}
