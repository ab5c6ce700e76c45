import type { OrderView } from '@workwear/contracts';
import { getMarketById, getMarketByName, type TaxName, taxNameOf } from '@workwear/domain';
import { orderCurrencyFormat } from './orderMoney';

/** What OrderSummaryView needs of an order besides its summary: its currency's format and its market's tax. */
export function orderSummaryDisplay(order: Pick<OrderView, 'market' | 'currency'>) {
  const market = getMarketByName(order.market) ?? getMarketById(order.market);
  const tax: TaxName = market ? taxNameOf(market) : 'vat';
  return { currency: orderCurrencyFormat(order), tax };
}
