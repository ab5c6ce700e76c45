import type { CompanyAddress, OrderSummary } from '@workwear/contracts';
import {
  ACCEPT_TERMS_DEFAULT,
  DEFAULT_PAYMENT_METHOD_ID,
  hasRegions,
  paymentMethodsFor,
  regionsOf,
  routePath,
  taxNameOf,
} from '@workwear/domain';
import { getOwnCustomer } from '@/features/account';
import { orderSummaryTexts } from '@/features/orders';
import type { RoutePageProps } from '@/lib/routePageProps';
import { logError } from '@/lib/serverLog';
import { CheckoutBlocked } from './CheckoutBlocked';
import { CheckoutFrame } from './CheckoutFrame';
import { type CheckoutBase, checkoutBase, deliveryCountries } from './checkoutPageData';
import { checkoutT, deliveryStepTexts, orderErrorTexts } from './checkoutTexts';
import { DeliveryStepForm } from './DeliveryStepForm';
import { blankAddress, type DeliveryFormValues } from './deliveryForm';
import { methodsAsCharged } from './deliveryPrices';
import { countryName } from './dialCodes';
import type { CountryView, DeliveryGroup, PaymentMethodView } from './metadataTypes';
import { addressInputOf, lockedAddressOf, savedAddressesOf } from './savedAddresses';
import { currentSendKey } from './sendKeyCookie';

/**
 * Step 3, Delivery (route CheckoutB2BConfirm): everything the step needs is read here, on the server,
 * with the visitor's token: the delivery countries and US/CA regions, saved and locked addresses, the
 * delivery methods of the buyer's group, the payment methods, the summary so far and this checkout's
 * idempotency key. Never cached, never indexed (see checkoutRoutes.ts).
 */
export async function CheckoutDeliveryPage(page: RoutePageProps) {
  const base = await checkoutBase(page.lang);
  const { language } = base;
  const t = await checkoutT(language);
  if (base.blocker || !base.cart) {
    return (
      <CheckoutFrame language={language} step={3} title={t('page.deliveryTitle')}>
        <CheckoutBlocked language={language} blocker={base.blocker ?? 'emptyCart'} />
      </CheckoutFrame>
    );
  }
  const cart = base.cart;
  const [countries, addresses, groups, paymentMethods, summary, sendKey, texts, summaryTexts, errorTexts] =
    await Promise.all([
      deliveryCountries(base),
      savedAddressSources(base),
      deliveryGroups(base),
      paymentMethodsOf(base),
      firstSummary(base, cart.id),
      currentSendKey(cart.id, base.scope.https),
      deliveryStepTexts(language),
      orderSummaryTexts(language),
      orderErrorTexts(language),
    ]);
  const countryIds = countries.map((c) => c.id);
  const choices = countries.map((c) => ({
    id: c.id,
    code: c.code,
    name: countryName(c.code, language, c.name),
    useAddressValidation: c.useAddressValidation,
  }));
  const regions = await regionsByCountry(base, countries);
  const locked = base.settings.lockDeliveryAddress ? lockedAddressOf(addresses.company, countryIds) : null;
  const saved = locked
    ? []
    : savedAddressesOf({ companyAddresses: addresses.company, ownAddresses: addresses.own, countryIds });
  const primary = countries[0]?.id ?? 0;
  const first = locked ?? saved[0] ?? null;
  const defaults: DeliveryFormValues = {
    deliveryAddressId: first?.addressId ?? null,
    delivery: first?.address ?? blankAddress(primary),
    invoiceSameAsDelivery: true,
    invoice: addresses.invoice ? addressInputOf(addresses.invoice) : blankAddress(primary),
    deliveryEntryId: null,
    paymentMethodId: String(DEFAULT_PAYMENT_METHOD_ID),
    acceptTerms: ACCEPT_TERMS_DEFAULT,
  };
  return (
    <CheckoutFrame language={language} step={3} title={t('page.deliveryTitle')}>
      <DeliveryStepForm
        lang={language}
        cartId={cart.id}
        sendKey={sendKey}
        options={base.formOptions}
        countries={choices}
        regions={regions}
        saved={saved}
        locked={locked}
        defaults={defaults}
        groups={
          groups &&
          methodsAsCharged(groups, {
            market: base.market,
            audience: base.audience,
            productsNet: cart.totals.productsNet,
          })
        }
        paymentMethods={paymentMethods}
        initialSummary={summary}
        lines={cart.rows.map((r) => ({ fullSku: r.sku, name: r.name, color: r.colour, size: r.size }))}
        showPrices={base.showPrices}
        useIncVat={base.useIncVat}
        currency={base.market.currency}
        tax={taxNameOf(base.market)}
        orderHref={routePath('CartOrder', language)}
        texts={texts}
        summaryTexts={summaryTexts}
        errorTexts={errorTexts}
      />
    </CheckoutFrame>
  );
}

/** A business buyer's company delivery and invoice addresses, and the person's own addresses. */
async function savedAddressSources(base: CheckoutBase): Promise<{
  company: readonly CompanyAddress[];
  own: readonly CompanyAddress[];
  invoice: CompanyAddress | null;
}> {
  const company = base.audience === 'b2b' ? base.company.company : null;
  const customer = base.scope.signedIn ? await getOwnCustomer() : null;
  return {
    company: company?.deliveryAddresses ?? [],
    own: customer?.addresses ?? [],
    invoice: company?.invoiceAddresses[0] ?? null,
  };
}

async function deliveryGroups(base: CheckoutBase): Promise<DeliveryGroup[] | null> {
  try {
    return await base.scope.metadata.deliveryMethods();
  } catch (error) {
    logError('Checkout: delivery methods not loaded.', error);
    return null;
  }
}

/** The API's payment methods; without an answer, the domain's rule for a buyer who may not use invoice. */
async function paymentMethodsOf(base: CheckoutBase): Promise<PaymentMethodView[]> {
  try {
    return await base.scope.metadata.paymentMethods();
  } catch (error) {
    logError('Checkout: payment methods not loaded; card only.', error);
    return paymentMethodsFor({ audience: base.audience, allowInvoice: false }).map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      active: true,
      provider: m.provider,
    }));
  }
}

/** The summary before a delivery method is chosen (the client updates it); null when there is none. */
async function firstSummary(base: CheckoutBase, cartId: string): Promise<OrderSummary | null> {
  try {
    const answer = await base.scope.order.summary({ cartId, useIncVat: base.useIncVat });
    return answer.ok ? answer.value.summary : null;
  } catch (error) {
    logError('Checkout: first order summary not loaded.', error);
    return null;
  }
}

/** The US states and Canadian provinces (the metadata regions call; the shipped table without an answer). */
async function regionsByCountry(
  base: CheckoutBase,
  countries: readonly CountryView[],
): Promise<Record<string, { code: string; name: string }[]>> {
  const entries = await Promise.all(
    countries
      .filter((c) => hasRegions(c.code))
      .map(async (c) => {
        try {
          return [c.code, await base.scope.metadata.regions(c.code)] as const;
        } catch (error) {
          logError(`Checkout: regions of ${c.code} not loaded; the shipped table applies.`, error);
          return [c.code, regionsOf(c.code).map((r) => ({ code: r.code, name: r.name }))] as const;
        }
      }),
  );
  return Object.fromEntries(entries);
}
