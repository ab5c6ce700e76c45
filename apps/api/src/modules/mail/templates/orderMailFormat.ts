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

export function orderMailFormat(order: OrderView, language: Language): OrderMailFormat {
  const market = getMarketByName(order.market);
  // Not the order's culture alone: a mail in another language than the order's would mix the two.
  const culture = (market && cultureFor(market, language)) ?? language;
  const counts = new Intl.NumberFormat(culture);
  return {
    culture,
    money: moneyFormat(order, culture),
    count: (value) => counts.format(value),
    // The order's own zone (its market's, a US buyer's state's), as the confirmation page and history show it.
    date: (iso) => formatDateTime(iso, { culture, timeZone: order.timeZone, style: 'longDate' }),
    // The pages' formatter (domain addressLines): the country's own order, the country named in the mail's language.
    address: (address, recipient) => addressLines(address, { locale: language, recipient }).join('\n'),
  };
}
