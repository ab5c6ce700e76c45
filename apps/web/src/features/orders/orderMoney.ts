import { type CurrencyFormat, getMarketById, getMarketByName, MARKETS } from '@workwear/domain';

/**
 * How an order's amounts are written: the format of the market the order was placed in, as long as
 * that market still uses the order's currency; else the format of a market that does (the order's
 * currency is what was charged, whatever the market's table says today). Unknown currencies get the
 * plain ISO code after the amount.
 */
export function orderCurrencyFormat(order: {
  readonly market: string;
  readonly currency: string;
}): CurrencyFormat {
  const code = order.currency.toUpperCase();
  const market = getMarketByName(order.market) ?? getMarketById(order.market);
  if (market?.currency.code === code) return market.currency;
  const other = MARKETS.find((m) => m.currency.code === code);
  return (
    other?.currency ?? { code, prefix: '', suffix: ` ${code}`, decimalSeparator: ',', groupSeparator: ' ' }
  );
}
