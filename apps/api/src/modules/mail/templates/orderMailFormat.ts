import type { OrderView } from '@workwear/contracts';
import {
  cultureFor,
  formatDateTime,
  formatMoney,
  getMarketByName,
  type Language,
  toDecimalString,
} from '@workwear/domain';

type Address = OrderView['deliveryAddress'];

/** How an order's amounts, date and addresses read in one language. */
export interface OrderMailFormat {
  /** The culture dates and counts follow: the market's locale of the language, else the bare language. */
  culture: string;
  money(minor: number): string;
  count(value: number): string;
  date(iso: string): string;
  /** The address as lines: recipient, street, postcode and city in the country's order, country. */
  address(address: Address, recipient: string): string;
}

/**
 * The market's way of writing amounts (formatMoney, as the storefront's prices and totals), when the
 * order's currency is the market's; otherwise Intl in the market's culture, so an amount is never
 * shown in a currency other than the order's.
 */
function moneyFormat(order: OrderView, culture: string): (minor: number) => string {
  const market = getMarketByName(order.market);
  if (market && market.currency.code === order.currency) return (minor) => formatMoney(minor, market);
  const intl = new Intl.NumberFormat(culture, {
    style: 'currency',
    currency: order.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A decimal string, not minor / 100: Intl formats it exactly.
  return (minor) => intl.format(toDecimalString(minor) as Intl.StringNumericLiteral);
}

// Countries whose postcode follows the city (US and Canada on the city's line, the British Isles below it).
const POSTCODE_AFTER_CITY = new Set(['US', 'CA']);
const POSTCODE_BELOW_CITY = new Set(['GB', 'IE']);

function cityLines(address: Address): string[] {
  const { zipCode, city, region, countryCode } = address;
  if (POSTCODE_AFTER_CITY.has(countryCode))
    return [`${city}, ${[region, zipCode].filter(Boolean).join(' ')}`];
  if (POSTCODE_BELOW_CITY.has(countryCode)) return [city, zipCode].filter(Boolean);
  return [[zipCode, city].filter(Boolean).join(' '), ...(region ? [region] : [])];
}

export function orderMailFormat(order: OrderView, language: Language): OrderMailFormat {
  const market = getMarketByName(order.market);
  // Not the order's culture alone: a mail in another language than the order's would mix the two.
  const culture = (market && cultureFor(market, language)) ?? language;
  const countries = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const counts = new Intl.NumberFormat(culture);
  return {
    culture,
    money: moneyFormat(order, culture),
    count: (value) => counts.format(value),
    // The order's own zone (its market's, a US buyer's state's), as the confirmation page and history show it.
    date: (iso) => formatDateTime(iso, { culture, timeZone: order.timeZone, style: 'longDate' }),
    address: (address, recipient) =>
      [
        recipient,
        address.careOf,
        address.addressLine1,
        address.addressLine2,
        ...cityLines(address),
        // DisplayNames throws on anything but a region code; the snapshot should hold one, but a mail must not fail.
        /^[A-Z]{2}$/.test(address.countryCode) ? countries.of(address.countryCode) : address.countryCode,
      ]
        .filter((line): line is string => Boolean(line?.trim()))
        .join('\n'),
  };
}
