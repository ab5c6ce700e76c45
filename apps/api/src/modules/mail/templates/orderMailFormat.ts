import type { OrderView } from '@workwear/contracts';
import {
  addressLines,
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

/** The culture a mail's dates and counts follow: the market's locale of the language, else the bare language. */
function cultureOf(marketName: string, language: Language): string {
  const market = getMarketByName(marketName);
  // Not the order's culture alone: a mail in another language than the order's would mix the two.
  return (market && cultureFor(market, language)) ?? language;
}

/**
 * The market's way of writing amounts (formatMoney, as the storefront's prices and totals), when the
 * order's currency is the market's; otherwise Intl in the market's culture of the mail's language, so
 * an amount is never shown in a currency other than the order's. Every order mail writes money so.
 */
export function mailMoneyOf(
  order: { market: string; currency: string },
  language: Language,
): (minor: number) => string {
  const market = getMarketByName(order.market);
  if (market && market.currency.code === order.currency) return (minor) => formatMoney(minor, market);
  const intl = new Intl.NumberFormat(cultureOf(order.market, language), {
    style: 'currency',
    currency: order.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A decimal string, not minor / 100: Intl formats it exactly.
  return (minor) => intl.format(toDecimalString(minor) as Intl.StringNumericLiteral);
}

export function orderMailFormat(order: OrderView, language: Language): OrderMailFormat {
  const culture = cultureOf(order.market, language);
  const counts = new Intl.NumberFormat(culture);
  return {
    culture,
    money: mailMoneyOf(order, language),
    count: (value) => counts.format(value),
    // The order's own zone (its market's, a US buyer's state's), as the confirmation page and history show it.
    date: (iso) => formatDateTime(iso, { culture, timeZone: order.timeZone, style: 'longDate' }),
    // The pages' formatter (domain addressLines): the country's own order, the country named in the mail's language.
    address: (address, recipient) => addressLines(address, { locale: language, recipient }).join('\n'),
  };
}
