import { getMarketById, invalidParameter, type Market } from '@workwear/domain';

/** The market a price call names in its body or query, or 400 naming the field. */
export function marketOf(marketId: string, field: string): Market {
  const market = getMarketById(marketId);
  if (!market) throw invalidParameter(field, `Unknown market '${marketId}'.`);
  return market;
}
