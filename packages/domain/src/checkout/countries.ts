import { CHECKOUT_MARKETS, MARKETS, type Market, type MarketName } from '../markets';
import { type Country, type CountryFacts, countryOfMarket } from './countryFacts';

export * from './countryFacts';

/** The countries the shop delivers to: those of the checkout markets (spec §9). */
export const DELIVERY_COUNTRIES: readonly CountryFacts[] = MARKETS.filter((m) =>
  CHECKOUT_MARKETS.includes(m.marketId),
).map((m) => countryOfMarket(m.name));

const asCountry = (facts: CountryFacts, isPrimary: boolean): Country => ({
  id: facts.id,
  name: facts.name,
  isPrimary,
  code: facts.code,
  useAddressValidation: facts.useAddressValidation,
});

/**
 * The delivery countries a checkout in this market offers: the market's own country only, or, with the
 * company setting ActivateChooseDeliveryCountryInCheckout, every delivery country of the shop too. The
 * market's own country comes first and is the primary one; the rest follow by English name.
 */
export function countriesOfMarket(
  market: Market | MarketName,
  options: { readonly chooseDeliveryCountry: boolean },
): Country[] {
  const own = countryOfMarket(market);
  if (!options.chooseDeliveryCountry) return [asCountry(own, true)];
  const others = DELIVERY_COUNTRIES.filter((c) => c.id !== own.id).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
  return [asCountry(own, true), ...others.map((c) => asCountry(c, false))];
}
