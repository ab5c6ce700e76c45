'use client';

import type { OrderSummary } from '@workwear/contracts';
import type { CurrencyFormat, TaxName } from '@workwear/domain/markets';
import { formatMoney } from '@workwear/domain/money';
import type { OrderSummaryTexts } from '@/features/orders/client';
import { AcceptTermsField, type AcceptTermsTexts } from './AcceptTermsField';
import type { AddressTexts, CountryChoice } from './AddressFields';
import type { CheckoutFormOptions } from './checkoutFormRules';
import type { OrderErrorTexts } from './checkoutTexts';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { DeliveryMethodList, type DeliveryMethodTexts } from './DeliveryMethodList';
import type { DeliveryFormValues } from './deliveryForm';
import { Section } from './FormFields';
import type { FieldMessageTexts } from './fieldMessage';
import { InvoiceAddressSection } from './InvoiceAddressSection';
import type { DeliveryGroup, PaymentMethodView } from './metadataTypes';
import type { NamedLine } from './orderErrorText';
import { PaymentMethodList, type PaymentMethodTexts } from './PaymentMethodList';
import { SendFailure, type SendFailureTexts } from './SendFailure';
import { ServicePointPicker, type ServicePointTexts } from './ServicePointPicker';
import { StepActions } from './StepActions';
import { SummaryPanel, type SummaryPanelTexts } from './SummaryPanel';
import type { SavedAddress } from './savedAddresses';
import { useDeliveryStep } from './useDeliveryStep';

export type DeliveryStepTexts = {
  address: AddressTexts & {
    deliveryLegend: string;
    invoiceLegend: string;
    savedLabel: string;
    newAddress: string;
    locked: string;
    sameAsDelivery: string;
    invoiceChoice: string;
    otherInvoiceAddress: string;
    checking: string;
    verified: string;
    checkAgain: string;
  };
  delivery: DeliveryMethodTexts & { legend: string; loadFailed: string };
  servicePoints: ServicePointTexts;
  payment: PaymentMethodTexts & { legend: string };
  terms: AcceptTermsTexts;
  back: string;
  send: string;
  sending: string;
  notReady: string;
  loading: string;
  summary: SummaryPanelTexts;
  failure: SendFailureTexts;
  errors: FieldMessageTexts;
};

export type CountryOption = CountryChoice & { useAddressValidation: boolean };

export type DeliveryStepProps = {
  lang: string;
  cartId: string;
  sendKey: string;
  options: CheckoutFormOptions;
  countries: readonly CountryOption[];
  regions: Readonly<Record<string, readonly { code: string; name: string }[]>>;
  saved: readonly SavedAddress[];
  locked: SavedAddress | null;
  /** A business buyer's company invoice addresses (the first is chosen from the start). */
  companyInvoice: readonly SavedAddress[];
  /** A business buyer's company, named on its addresses. */
  companyName: string | null;
  /** Methods this cart cannot use (a free-delivery-only method while delivery costs), by entry id. */
  unavailableEntries: readonly number[];
  /** Where choosing a delivery method puts the payment: invoice where the company may, else card. */
  defaultPaymentMethodId: number;
  defaults: DeliveryFormValues;
  groups: readonly DeliveryGroup[] | null;
  paymentMethods: readonly PaymentMethodView[];
  initialSummary: OrderSummary | null;
  /** The cart's lines, to name the skus a refusal is about (the summary may be refused itself). */
  lines: readonly NamedLine[];
  showPrices: boolean;
  useIncVat: boolean;
  currency: CurrencyFormat;
  tax: TaxName;
  orderHref: string;
  validateOnClick?: boolean;
  texts: DeliveryStepTexts;
  summaryTexts: OrderSummaryTexts;
  errorTexts: OrderErrorTexts;
};

/**
 * Step 3, Delivery (route CheckoutB2BConfirm), loaded by DeliveryStepForm, where the order is sent: the delivery address (saved,
 * locked by the company, or typed and checked through the API where the country validates), the
 * invoice address (the same by default), the delivery method (choosing one resets payment to card,
 * 168), the payment method and the terms, beside the live order summary. Send is next from this
 * step (domain nextStep: only from a valid step) and carries this checkout's idempotency key.
 */
export function DeliveryStepWorkspace(props: DeliveryStepProps) {
  const { countries, regions, groups, texts } = props;
  const step = useDeliveryStep(props);
  const { state, form, errorText } = step;
  const { values, register } = form;

  if (state.orderDraft === undefined || state.orderDraft === null) {
    return (
      <p role="status" aria-busy="true" className="text-slate-600">
        {texts.loading}
      </p>
    );
  }

  const primaryCountry = countries[0]?.id ?? values.delivery.countryId;

  return (
    <div className="grid gap-8 lg:grid-cols-12 lg:items-start">
      <form
        ref={step.formRef}
        noValidate
        onSubmit={step.send}
        className="flex flex-col gap-6 lg:col-span-7 xl:col-span-8"
      >
        <DeliveryAddressSection
          step={step}
          saved={props.saved}
          locked={props.locked}
          companyName={props.companyName}
          countries={countries}
          regions={regions}
          texts={texts.address}
        />

        <InvoiceAddressSection
          step={step}
          companyInvoice={props.companyInvoice}
          companyName={props.companyName}
          countries={countries}
          regions={regions}
          primaryCountry={primaryCountry}
          texts={texts.address}
        />

        <Section legend={texts.delivery.legend} testId="checkout-delivery-methods">
          {groups === null ? (
            <p role="alert" className="text-sm text-amber-900">
              {texts.delivery.loadFailed}
            </p>
          ) : (
            <DeliveryMethodList
              groups={groups}
              register={register}
              onChoose={step.chooseMethod}
              error={errorText('deliveryEntryId')}
              showPrices={props.showPrices}
              useIncVat={props.useIncVat}
              currency={props.currency}
              unavailable={step.unavailable}
              cellphone={step.cellphone}
              texts={texts.delivery}
            />
          )}
          {step.needsServicePoint && (
            <ServicePointPicker
              lang={props.lang}
              zipCode={values.delivery.zipCode ?? ''}
              chosen={values.servicePointId}
              register={register}
              onLoaded={step.servicePointsOffered}
              error={errorText('servicePointId')}
              texts={texts.servicePoints}
            />
          )}
        </Section>

        <Section legend={texts.payment.legend} testId="checkout-payment-methods">
          <PaymentMethodList methods={props.paymentMethods} register={register} texts={texts.payment} />
        </Section>

        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <AcceptTermsField
            id="accept-terms"
            texts={texts.terms}
            error={errorText('acceptTerms')}
            registration={register('acceptTerms')}
          />
        </div>

        {/* On a phone the summary sits below the form: the total stands right above Send. */}
        {props.showPrices && state.summary.summary && (
          <p
            data-testid="checkout-total-above-send"
            className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-100 px-4 py-3 text-slate-900 lg:hidden"
          >
            <span className="font-semibold">{props.summaryTexts.total}</span>
            <span className="text-lg font-bold tabular-nums">
              {formatMoney(state.summary.summary.totalPrice, { currency: props.currency })}
            </span>
          </p>
        )}

        {state.failure && (
          <SendFailure
            ref={step.failureRef}
            failure={state.failure}
            lines={props.lines}
            orderHref={props.orderHref}
            texts={texts.failure}
            errorTexts={props.errorTexts}
          />
        )}

        <StepActions
          backHref={props.orderHref}
          backLabel={texts.back}
          nextLabel={state.sending ? texts.sending : texts.send}
          busy={state.sending}
          ready={step.stepValid}
          refusedText={state.refused && !step.stepValid ? texts.notReady : null}
          testId="checkout-send"
        />
      </form>
      <div className="lg:col-span-5 xl:col-span-4">
        <SummaryPanel
          state={state.summary}
          deliveryChosen={step.choiceOfEntry !== null}
          showPrices={props.showPrices}
          currency={props.currency}
          tax={props.tax}
          texts={texts.summary}
          summaryTexts={props.summaryTexts}
        />
      </div>
    </div>
  );
}
