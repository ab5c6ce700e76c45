import type { CompanyAddress } from '@workwear/contracts';
import {
  ACCEPT_TERMS_DEFAULT,
  DEFAULT_PAYMENT_METHOD_ID,
  hasRegions,
  ORDER_ERROR_CODE,
  paymentMethodsFor,
  regionsOf,
  routePath,
  taxNameOf,
} from '@workwear/domain';
import { getOwnCustomer } from '@/features/account';
import { checkoutApproval } from '@/features/approvals';
import { orderSummaryTexts } from '@/features/orders';
import type { RoutePageProps } from '@/lib/routePageProps';
import { logError } from '@/lib/serverLog';
import { CheckoutBlocked } from './CheckoutBlocked';
import { CheckoutFrame } from './CheckoutFrame';
import { type CheckoutBase, checkoutBase, deliveryCountries, firstSummary } from './checkoutPageData';
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
  const [
    countries,
    addresses,
    groups,
    paymentMethods,
    summary,
    sendKey,
    stepTexts,
    summaryTexts,
    errorTexts,
    approval,
  ] = await Promise.all([
    deliveryCountries(base),
    savedAddressSources(base),
    deliveryGroups(base),
    paymentMethodsOf(base),
    firstSummary(base, cart.id),
    currentSendKey(cart.id, base.scope.https),
    deliveryStepTexts(language),
    orderSummaryTexts(language),
    orderErrorTexts(language),
    base.audience === 'b2b' ? checkoutApproval(language, cart.id) : null,
  ]);
  // A send that will wait for approval says so on its button (issue 28).
  const texts = approval?.sendLabel ? { ...stepTexts, send: approval.sendLabel } : stepTexts;
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
  // A business buyer's invoice goes to the company's invoice address (issue 27): chosen from the start.
  const companyInvoice = addresses.invoice.map((a) => ({
    key: `invoice-${a.id}`,
    addressId: a.id,
    address: addressInputOf(a),
  }));
  const invoiceDefault = companyInvoice[0]?.address;
  // Invoice where the company may pay on invoice (issue 27), else the spec's default card (168).
  const defaultPayment =
    paymentMethods.find((m) => m.active && m.provider === 'invoice')?.id ?? DEFAULT_PAYMENT_METHOD_ID;
  const defaults: DeliveryFormValues = {
    deliveryAddressId: first?.addressId ?? null,
    delivery: first?.address ?? blankAddress(primary),
    invoiceSameAsDelivery: invoiceDefault === undefined,
    invoice: invoiceDefault ?? blankAddress(primary),
    deliveryEntryId: null,
    servicePointId: null,
    paymentMethodId: String(defaultPayment),
    acceptTerms: ACCEPT_TERMS_DEFAULT,
  };
  const charged =
    groups &&
    methodsAsCharged(groups, {
      market: base.market,
      audience: base.audience,
      productsNet: cart.totals.productsNet,
    });
  return (
    <CheckoutFrame language={language} step={3} title={t('page.deliveryTitle')}>
      {approval?.notice && <div className="mb-6">{approval.notice}</div>}
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
        companyInvoice={companyInvoice}
        companyName={base.audience === 'b2b' ? (base.company.company?.name ?? null) : null}
        unavailableEntries={charged ? await unavailableEntries(base, cart.id, charged) : []}
        defaultPaymentMethodId={defaultPayment}
        groups={charged}
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
  invoice: readonly CompanyAddress[];
}> {
  const company = base.audience === 'b2b' ? base.company.company : null;
  const customer = base.scope.signedIn ? await getOwnCustomer() : null;
  return {
    company: company?.deliveryAddresses ?? [],
    own: customer?.addresses ?? [],
    invoice: company?.invoiceAddresses ?? [],
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

/**
 * The methods this cart cannot use: a method only for free delivery (code 15) while this cart's
 * delivery costs. The API's summary answers it with the method, by the same rule send refuses it
 * with, so the list shows it disabled with that reason instead of offering it. One summary per such
 * method that costs something (the demo has one); a method already free for this cart is usable.
 */
async function unavailableEntries(
  base: CheckoutBase,
  cartId: string,
  groups: readonly DeliveryGroup[],
): Promise<number[]> {
  const candidates = groups.flatMap((group) =>
    group.methods
      .filter((m) => m.requiresZeroDeliveryCost && m.price.gross > 0)
      .map((m) => ({ group, method: m })),
  );
  const refused = await Promise.all(
    candidates.map(async ({ group, method }) => {
      try {
        const answer = await base.scope.order.summary({
          cartId,
          useIncVat: base.useIncVat,
          deliveryMethod: {
            deliveryMethodId: method.deliveryMethodId,
            deliveryGroupId: group.deliveryGroupId,
            deliveryGroupEntryId: method.deliveryGroupEntryId,
          },
        });
        return !answer.ok &&
          answer.refusal.orderErrorCode === ORDER_ERROR_CODE.DeliveryMethodRequiresZeroDeliveryCost
          ? [method.deliveryGroupEntryId]
          : [];
      } catch (error) {
        logError('Checkout: a free-delivery method’s summary not loaded; it stays offered.', error);
        return [];
      }
    }),
  );
  return refused.flat();
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
