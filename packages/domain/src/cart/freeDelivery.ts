import type { Market, MarketName } from '../markets';
import { taxNameOf } from '../markets';
import { grossFromNet } from '../money';
import type { NetGross } from '../moneyPair';
import type { CartAudience } from './cartAudience';

/**
 * Free delivery on business orders from these products totals, net (ex VAT), in the market's minor
 * units: the promise the shop's top messages make to visitors (demo settings.ts words them from this
 * table) is the rule the cart, the checkout's summary and the order send apply. Consumers' free
 * delivery is a promotion (DiscountFreight), which can be switched on per market and period.
 */
export const BUSINESS_FREE_DELIVERY_FROM: Readonly<Partial<Record<MarketName, number>>> = {
  se: 2000_00,
  no: 2000_00,
  fi: 200_00,
  dk: 1500_00,
  de: 200_00,
};

/** The products total (net, minor units) from which a business order's delivery is free, or null. */
export function businessFreeDeliveryFrom(market: Market, audience: CartAudience): number | null {
  if (audience !== 'b2b') return null;
  return BUSINESS_FREE_DELIVERY_FROM[market.name] ?? null;
}

/**
 * A cart's delivery fee with the business threshold applied: nothing once the products total (net,
 * before discounts, gifts left out: promotions.ts paidProductsNet) reaches it, whatever the method.
 */
export function deliveryAfterThreshold(
  market: Market,
  audience: CartAudience,
  productsNet: number,
  fee: NetGross,
): NetGross {
  const from = businessFreeDeliveryFrom(market, audience);
  return from !== null && productsNet >= from ? { net: 0, gross: 0 } : fee;
}

/**
 * How far a cart is from free delivery: the threshold and what is left to reach it, net and gross
 * (gross with the market's VAT, for those shown prices incl. VAT; sales-tax markets: the same).
 */
export interface FreeDeliveryProgress {
  readonly thresholdNet: number;
  readonly remainingNet: number;
  readonly remainingGross: number;
}

/**
 * The progress toward the nearest threshold still above the products total (net, before discounts,
 * as promotions' minimum totals count it), or null when no threshold is left to reach.
 */
export function freeDeliveryProgress(
  market: Market,
  productsNet: number,
  thresholdsNet: readonly number[],
): FreeDeliveryProgress | null {
  const ahead = thresholdsNet.filter((t) => t > productsNet);
  if (ahead.length === 0 || thresholdsNet.some((t) => t <= productsNet)) return null;
  const thresholdNet = Math.min(...ahead);
  const remainingNet = thresholdNet - productsNet;
  const remainingGross =
    taxNameOf(market) === 'salesTax' ? remainingNet : grossFromNet(remainingNet, market.vatRateBasisPoints);
  return { thresholdNet, remainingNet, remainingGross };
}
