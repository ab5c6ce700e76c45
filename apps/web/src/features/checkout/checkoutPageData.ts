import type { CartView, OrderSummary } from '@workwear/contracts';
import {
  type CartAudience,
  cartAudience,
  countriesOfMarket,
  countryOfMarket,
  isCheckoutActive,
  type Language,
  type Market,
} from '@workwear/domain';
import { cache } from 'react';
import { type CompanyContext, getCompanyContext } from '@/features/account';
import { findCart } from '@/features/cart';
import { getPriceDisplay } from '@/features/pricing';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import { webConfig } from '@/lib/webConfig';
import { type CheckoutBlocker, checkoutBlocker } from './checkoutAvailability';
import type { CheckoutFormOptions } from './checkoutSchemas';
import { type CheckoutScope, checkoutScope } from './checkoutServer';
import { type CheckoutSettings, checkoutSettingsOf } from './checkoutSettings';
import type { CountryView } from './metadataTypes';

/** What both steps and the send action know about this checkout. */
export type CheckoutBase = {
  readonly language: Language;
  readonly culture: string;
  readonly market: Market;
  readonly scope: CheckoutScope;
  readonly audience: CartAudience;
  readonly cart: CartView | null;
  readonly blocker: CheckoutBlocker | null;
  readonly settings: CheckoutSettings;
  readonly formOptions: CheckoutFormOptions;
  readonly company: CompanyContext;
  readonly showPrices: boolean;
  readonly useIncVat: boolean;
};

/** The visitor's checkout in the page's language: cart, company settings and why it cannot go on. */
export const checkoutBase = cache(async (lang: string): Promise<CheckoutBase> => {
  const [context, scope, company, display] = await Promise.all([
    getShopContext(lang),
    checkoutScope(lang),
    getCompanyContext(lang),
    getPriceDisplay(lang),
  ]);
  const audience = cartAudience(scope.signedIn?.role);
  const settings = checkoutSettingsOf(company.settings);
  const active = isCheckoutActive(context.market, webConfig.environment);
  const cart = active ? await findCart(scope) : null;
  const rowCount = cart?.rows.filter((r) => r.parentRowId === null).length ?? 0;
  return {
    language: context.language,
    culture: context.culture,
    market: context.market,
    scope,
    audience,
    cart,
    blocker: checkoutBlocker({
      checkoutActive: active,
      checkoutDisabled: audience === 'b2b' && settings.disableCheckout,
      punchOutSession: scope.signedIn?.punchOut ?? false,
      cart: cart ? { rowCount, valid: cart.valid } : null,
    }),
    settings,
    formOptions: {
      b2b: audience === 'b2b',
      rules: settings.formViewRules,
      references: { useProjectNumber: settings.useProjectNumber, useOrderNumber: settings.useOrderNumber },
    },
    company,
    showPrices: display.showPrices,
    useIncVat: display.incVat,
  };
});

/**
 * The delivery countries: the API's answer (the market's own, and with
 * ActivateChooseDeliveryCountryInCheckout the shop's others), or the domain's same rule when the
 * metadata service does not answer.
 */
export async function deliveryCountries(base: CheckoutBase): Promise<CountryView[]> {
  try {
    const countries = await base.scope.metadata.countries();
    if (countries.length > 0) return countries;
  } catch (error) {
    logError('Checkout: countries not loaded; the market’s own rule applies.', error);
  }
  return countriesOfMarket(base.market, { chooseDeliveryCountry: base.settings.chooseDeliveryCountry });
}

/** The market's dial code, the cellphone field's default. */
export const marketDialCode = (market: Market): string => countryOfMarket(market).dialCode;

/** The summary before a delivery method is chosen (the client updates it); null when there is none. */
export async function firstSummary(base: CheckoutBase, cartId: string): Promise<OrderSummary | null> {
  try {
    const answer = await base.scope.order.summary({ cartId, useIncVat: base.useIncVat });
    return answer.ok ? answer.value.summary : null;
  } catch (error) {
    logError('Checkout: first order summary not loaded.', error);
    return null;
  }
}
