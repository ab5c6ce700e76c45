import { type Market, taxNameOf } from '../markets';
import { netFromGross } from '../money';
import type { NetGross } from '../moneyPair';
import type { CartAudience } from './cartAudience';

/**
 * The standard parcel price per currency as the buyer pays it, VAT included, in minor units: a round
 * amount in each currency (59 kr, 5,90 €), so a consumer never sees 61,25 kr. The spec does not show
 * delivery prices: these are the shop's own choice, a typical home-parcel price. Free delivery above
 * an order value is not a fee rule but a DiscountFreight promotion, so it can be switched on per
 * market and period. Sales-tax markets (US, CA) show prices before tax: there it is the net.
 */
const CONSUMER_PARCEL_GROSS: Readonly<Record<string, number>> = {
  SEK: 5900,
  NOK: 6900,
  DKK: 4900,
  EUR: 590,
  GBP: 495,
  CZK: 14900,
  PLN: 2490,
  CHF: 790,
  ISK: 99000,
  USD: 995,
  CAD: 1295,
};

/**
 * A delivery fee set as the round amount the buyer pays (gross), with its net worked back by the one
 * VAT rule (money.ts netFromGross; the VAT is the difference, so net + VAT is the gross). Sales-tax
 * markets show prices without tax: there gross equals net (the tax comes later, on the address).
 */
export function deliveryFeeFromGross(market: Market, gross: number): NetGross {
  const net = taxNameOf(market) === 'salesTax' ? gross : netFromGross(gross, market.vatRateBasisPoints);
  return { net, gross };
}

/** The round gross of the market's standard parcel (the demo's delivery groups start from it). */
export function standardParcelGross(market: Market): number {
  const gross = CONSUMER_PARCEL_GROSS[market.currency.code];
  if (gross === undefined) throw new RangeError(`no standard delivery fee for ${market.currency.code}`);
  return gross;
}

/**
 * The market's standard parcel fee: the delivery of a cart whose buyer has no delivery method at all
 * (the cart otherwise carries the fee of the first method of the buyer's delivery group, what
 * checkout charges for it). Business buyers pay nothing here: their delivery terms are agreed with
 * the company.
 */
export function standardDeliveryFee(market: Market, audience: CartAudience): NetGross {
  if (audience === 'b2b') return { net: 0, gross: 0 };
  return deliveryFeeFromGross(market, standardParcelGross(market));
}
