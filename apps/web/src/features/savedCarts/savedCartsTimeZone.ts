import { buyerTimeZone, countryById, type Language, zonedByRegion } from '@workwear/domain';
import { getCurrentCompany, getOwnCustomer } from '@/features/account';
import { loadStartupData } from '@/features/startup';
import { getShopContext } from '@/lib/shopContext';

/**
 * The zone a signed-in buyer's saved carts are dated in (domain buyerTimeZone): the market's (its
 * setting TimeZone, in the start-up data every page has), and in the US the state of the buyer's own
 * default address, else of their company's default delivery address. The addresses are read only where
 * they decide, so other markets cost no extra call.
 */
export async function savedCartsTimeZone(language: Language): Promise<string> {
  const [{ market }, { marketSettings }] = await Promise.all([
    getShopContext(language),
    loadStartupData(language),
  ]);
  if (!zonedByRegion(market.name)) return marketSettings.timeZone;
  const [customer, company] = await Promise.all([getOwnCustomer(), getCurrentCompany()]);
  const address = customer?.addresses[0] ?? company?.deliveryAddresses[0];
  return buyerTimeZone(
    market.name,
    marketSettings.timeZone,
    address && { countryCode: countryById(address.countryId)?.code, region: address.region },
  );
}
