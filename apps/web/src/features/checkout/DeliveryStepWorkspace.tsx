'use client';

import type { OrderSummary } from '@workwear/contracts';
import { addressIssues } from '@workwear/domain/checkout/addressFieldRules';
import {
  chooseDeliveryMethod,
  initialCheckoutState,
  nextStep,
  setStepValidity,
  setValidateOnClick,
} from '@workwear/domain/checkout/checkoutSteps';
import { hasRegions } from '@workwear/domain/checkout/regions';
import type { CurrencyFormat, TaxName } from '@workwear/domain/markets';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cartStore } from '@/features/cart/cartStore';
import type { OrderSummaryTexts } from '@/features/orders/orderTexts';
import { AddressFields, type AddressTexts, type CountryChoice } from './AddressFields';
import { AddressSummary } from './AddressSummary';
import { checkDeliveryAddress, loadOrderSummary, sendOrder } from './actions';
import { addressCheckPasses, addressCheckState, type KeyedVerdict, shouldCheckAddress } from './addressCheck';
import { clearDraft, readDraft, saveDraft } from './checkoutDraft';
import { type CheckoutFormOptions, isFieldRequired, orderStepIssues } from './checkoutFormRules';
import type { SendResult } from './checkoutResults';
import type { OrderStepInput } from './checkoutSchemas';
import type { OrderErrorTexts } from './checkoutTexts';
import { DeliveryMethodList, type DeliveryMethodTexts } from './DeliveryMethodList';
import { type DeliveryFormValues, NEW_ADDRESS } from './deliveryForm';
import { deliveryStepIssues } from './deliveryStepRules';
import { CheckboxField, Section } from './FormFields';
import { type FieldMessageTexts, fieldMessage } from './fieldMessage';
import { focusFirstError } from './focusFirstError';
import type { DeliveryGroup, PaymentMethodView } from './metadataTypes';
import { type NamedLine, orderFailureText } from './orderErrorText';
import { PaymentMethodList, type PaymentMethodTexts } from './PaymentMethodList';
import { SendFailure, type SendFailureTexts } from './SendFailure';
import { StepActions } from './StepActions';
import { SummaryPanel, type SummaryPanelTexts, type SummaryState } from './SummaryPanel';
import { addressKey, type SavedAddress } from './savedAddresses';
import { deliveryChoiceOf } from './sendPayload';
import { useCheckoutForm } from './useCheckoutForm';

export type DeliveryStepTexts = {
  address: AddressTexts & {
    deliveryLegend: string;
    invoiceLegend: string;
    savedLabel: string;
    newAddress: string;
    locked: string;
    sameAsDelivery: string;
    checking: string;
    verified: string;
    checkAgain: string;
  };
  delivery: DeliveryMethodTexts & { legend: string; loadFailed: string };
  payment: PaymentMethodTexts & { legend: string };
  terms: string;
  back: string;
  send: string;
  sending: string;
  notReady: string;
  loading: string;
  summary: SummaryPanelTexts;
  failure: SendFailureTexts;
  errors: FieldMessageTexts;
};

type CountryOption = CountryChoice & { useAddressValidation: boolean };

export type DeliveryStepProps = {
  lang: string;
  cartId: string;
  sendKey: string;
  options: CheckoutFormOptions;
  countries: readonly CountryOption[];
  regions: Readonly<Record<string, readonly { code: string; name: string }[]>>;
  saved: readonly SavedAddress[];
  locked: SavedAddress | null;
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

const ADDRESS_CHECK_DELAY_MS = 500;
const SUMMARY_DELAY_MS = 250;

/**
 * Step 3, Delivery (route CheckoutB2BConfirm), loaded by DeliveryStepForm, where the order is sent: the delivery address (saved,
 * locked by the company, or typed and checked through the API where the country validates), the
 * invoice address (the same by default), the delivery method (choosing one resets payment to card,
 * 168), the payment method and the terms, beside the live order summary. Send is next from this
 * step (domain nextStep: only from a valid step) and carries this checkout's idempotency key.
 */
export function DeliveryStepWorkspace(props: DeliveryStepProps) {
  const { lang, cartId, options, countries, regions, saved, locked, groups, texts } = props;
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const check = useCallback((values: DeliveryFormValues) => deliveryStepIssues(options, values), [options]);
  const requiredFields = useMemo(
    () =>
      new Set(
        ['careOf', 'addressLine1', 'addressLine2', 'zipCode', 'city']
          .filter((f) => isFieldRequired(options, f))
          .map((f) => f.toLowerCase()),
      ),
    [options],
  );

  const [orderDraft, setOrderDraft] = useState<OrderStepInput | null | undefined>(undefined);
  const [choice, setChoice] = useState<string>(locked?.key ?? saved[0]?.key ?? NEW_ADDRESS);
  const typedAddress = useRef(props.defaults.delivery);
  const [verdict, setVerdict] = useState<KeyedVerdict | null>(null);
  const [summary, setSummary] = useState<SummaryState>(
    props.initialSummary
      ? { status: 'ready', summary: props.initialSummary }
      : { status: 'updating', summary: null },
  );
  const [sendKey, setSendKey] = useState(props.sendKey);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<Extract<SendResult, { ok: false }> | null>(null);
  // Where focus goes after a refused send, moved once React has committed the refusal (or the
  // fields' errors): a requestAnimationFrame from the handler could run before that commit and find
  // nothing to focus. A new object per refusal, so every refusal moves focus.
  const [focusAfterSend, setFocusAfterSend] = useState<{ to: 'failure' | 'fields' } | null>(null);
  useEffect(() => {
    if (focusAfterSend?.to === 'failure') failureRef.current?.focus();
    else if (focusAfterSend?.to === 'fields') focusFirstError(formRef.current);
  }, [focusAfterSend]);

  const { values, register, reset, setValue, getValues, setError, showErrors, errorOf, isValid } =
    useCheckoutForm({ defaults: props.defaults, check });

  // Step 2 must be valid to be here: without its draft the buyer goes back to it. Once, on arrival:
  // later renders do not restore the draft again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival only
  useEffect(() => {
    const draft = readDraft(cartId);
    if (!draft?.order || orderStepIssues(options, draft.order).length > 0) {
      setOrderDraft(null);
      router.replace(props.orderHref);
      return;
    }
    setOrderDraft(draft.order);
    if (draft.delivery) {
      const restoredChoice =
        locked?.key ??
        (draft.addressChoice &&
        (draft.addressChoice === NEW_ADDRESS || saved.some((s) => s.key === draft.addressChoice))
          ? draft.addressChoice
          : undefined);
      reset({ ...props.defaults, ...draft.delivery, acceptTerms: false });
      if (restoredChoice) setChoice(restoredChoice);
      if (draft.delivery.delivery && restoredChoice === NEW_ADDRESS)
        typedAddress.current = draft.delivery.delivery;
    }
  }, []);

  useEffect(() => {
    if (orderDraft) saveDraft(cartId, { delivery: { ...values, acceptTerms: false }, addressChoice: choice });
  }, [cartId, values, choice, orderDraft]);

  const country = countries.find((c) => c.id === values.delivery?.countryId);
  const address = values.delivery;
  const addressValid = useMemo(() => addressIssues(options, address).length === 0, [options, address]);
  const key = addressKey(address ?? {});
  const addressCheck = addressCheckState({
    needed: choice === NEW_ADDRESS && !locked && (country?.useAddressValidation ?? false),
    formValid: addressValid,
    key,
    verdict,
  });

  // The address check: once the form is valid, a moment after the last change (any change resets it).
  // The server action parses the address as the API does; `key` stands for the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the address
  useEffect(() => {
    if (!shouldCheckAddress(addressCheck)) return;
    const timer = window.setTimeout(() => {
      checkDeliveryAddress({ lang, address }).then(
        (answer) => setVerdict({ key, verdict: answer }),
        () => setVerdict({ key, verdict: { kind: 'failed' } }),
      );
    }, ADDRESS_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [addressCheck.status, key, lang]);

  // The live summary: again when the delivery method or (US/CA, sales tax) the delivery place changes.
  const entryId = values.deliveryEntryId;
  const choiceOfEntry = groups && entryId ? (deliveryChoiceOf(groups, Number(entryId)) ?? null) : null;
  const place =
    country && hasRegions(country.code)
      ? {
          addressLine1: values.delivery.addressLine1 ?? '',
          city: values.delivery.city ?? '',
          zipCode: values.delivery.zipCode ?? '',
          region: values.delivery.region ?? '',
          countryId: country.id,
        }
      : null;
  const summaryKey = JSON.stringify([choiceOfEntry, place]);
  const firstSummary = useRef(true);
  const summarySequence = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: summaryKey stands for the choice and the place
  useEffect(() => {
    if (firstSummary.current && props.initialSummary && !choiceOfEntry && !place) {
      firstSummary.current = false;
      return;
    }
    firstSummary.current = false;
    const sequence = ++summarySequence.current;
    setSummary((s) => ({ status: 'updating', summary: s.summary }));
    const timer = window.setTimeout(() => {
      loadOrderSummary({ lang, cartId, delivery: choiceOfEntry, address: place }).then(
        (answer) => {
          if (sequence !== summarySequence.current) return;
          setSummary((s) =>
            answer.ok
              ? { status: 'ready', summary: answer.summary }
              : {
                  status: 'failed',
                  summary: s.summary,
                  message: orderFailureText(answer.failure, props.errorTexts, props.lines),
                },
          );
        },
        () => {
          if (sequence === summarySequence.current)
            setSummary((s) => ({ status: 'failed', summary: s.summary, message: null }));
        },
      );
    }, SUMMARY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [summaryKey]);

  const pickAddress = (next: string) => {
    if (choice === NEW_ADDRESS) typedAddress.current = getValues().delivery;
    setChoice(next);
    const picked = saved.find((s) => s.key === next);
    setValue('deliveryAddressId', picked?.addressId ?? null);
    setValue('delivery', picked ? picked.address : typedAddress.current, { validate: !picked });
  };

  const onChooseMethod = (id: number) => {
    // Domain rule: choosing a delivery method resets the payment method to the default card (168).
    setValue('paymentMethodId', String(chooseDeliveryMethod(initialCheckoutState(3), id).paymentMethodId));
  };

  const stepValid =
    isValid && addressCheckPasses(addressCheck) && orderDraft != null && (groups?.length ?? 0) > 0;
  const state = setStepValidity(
    setValidateOnClick(initialCheckoutState(3), 3, props.validateOnClick ?? false),
    3,
    stepValid,
  );
  const errorText = (path: string) => {
    const message = errorOf(path);
    return message === undefined ? undefined : fieldMessage(texts.errors, message);
  };

  const onSend = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const next = nextStep(state);
    if (next.exit !== 'Complete') {
      setRefused(true);
      if (next.showErrors) {
        showErrors();
        focusFirstError(formRef.current);
      }
      return;
    }
    setRefused(false);
    setFailure(null);
    setSending(true);
    const current = getValues();
    const result: SendResult = await sendOrder({
      lang,
      cartId,
      sendKey,
      order: orderDraft,
      delivery: current,
      choice:
        current.deliveryEntryId && groups
          ? (deliveryChoiceOf(groups, Number(current.deliveryEntryId)) ?? null)
          : null,
    }).catch(() => ({ ok: false as const, failure: { kind: 'noAnswer' as const }, sendKey }));
    if (result.ok) {
      clearDraft();
      cartStore.setCart(null);
      router.push(result.href);
      return;
    }
    setSending(false);
    setSendKey(result.sendKey || sendKey);
    setFailure(result);
    if (result.addressVerdict) setVerdict({ key, verdict: result.addressVerdict });
    const here = (result.fields ?? []).filter((f) => f.step === 3);
    for (const field of here) {
      setError(field.field, field.message);
    }
    setFocusAfterSend({ to: here.length > 0 ? 'fields' : 'failure' });
  };

  if (orderDraft === undefined || orderDraft === null) {
    return (
      <p role="status" aria-busy="true" className="text-slate-600">
        {texts.loading}
      </p>
    );
  }

  const primaryCountry = countries[0]?.id ?? values.delivery.countryId;
  // A saved address's fields are not shown: neither are their messages.
  const deliveryErrorOf = (field: string) =>
    choice === NEW_ADDRESS ? errorText(`delivery.${field}`) : undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-12 lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSend}
        className="flex flex-col gap-6 lg:col-span-7 xl:col-span-8"
      >
        <Section legend={texts.address.deliveryLegend} testId="checkout-delivery-address">
          {locked ? (
            <div>
              <AddressSummary address={locked.address} countries={countries} />
              <p className="mt-2 text-sm text-slate-600">{texts.address.locked}</p>
            </div>
          ) : (
            <>
              {saved.length > 0 && (
                <fieldset>
                  <legend className="mb-2 text-sm font-semibold text-slate-800">
                    {texts.address.savedLabel}
                  </legend>
                  <div className="flex flex-col gap-2">
                    {[...saved.map((s) => s.key), NEW_ADDRESS].map((optionKey) => {
                      const entry = saved.find((s) => s.key === optionKey);
                      return (
                        <label
                          key={optionKey}
                          htmlFor={`address-choice-${optionKey}`}
                          data-testid="saved-address"
                          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 hover:border-slate-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
                        >
                          <input
                            id={`address-choice-${optionKey}`}
                            type="radio"
                            name="address-choice"
                            value={optionKey}
                            checked={choice === optionKey}
                            onChange={() => pickAddress(optionKey)}
                            className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                          />
                          {entry ? (
                            <AddressSummary address={entry.address} countries={countries} inline />
                          ) : (
                            <span className="font-semibold text-slate-900">{texts.address.newAddress}</span>
                          )}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              )}
              {choice === NEW_ADDRESS && (
                <>
                  <AddressFields
                    prefix="delivery"
                    register={register}
                    errorOf={deliveryErrorOf}
                    countries={countries}
                    regions={regions}
                    countryId={values.delivery.countryId}
                    check={addressCheck}
                    requiredFields={requiredFields}
                    texts={texts.address}
                  />
                  <AddressCheckStatus
                    status={addressCheck.status}
                    failed={addressCheck.status === 'invalid' && addressCheck.failed}
                    texts={texts.address}
                    onRetry={() => setVerdict(null)}
                  />
                </>
              )}
            </>
          )}
        </Section>

        <Section legend={texts.address.invoiceLegend} testId="checkout-invoice-address">
          <CheckboxField
            id="invoice-same"
            label={texts.address.sameAsDelivery}
            registration={register('invoiceSameAsDelivery')}
          />
          {!values.invoiceSameAsDelivery && (
            <AddressFields
              prefix="invoice"
              register={register}
              errorOf={(field) => errorText(`invoice.${field}`)}
              countries={countries}
              regions={regions}
              countryId={values.invoice?.countryId ?? primaryCountry}
              requiredFields={requiredFields}
              texts={texts.address}
            />
          )}
        </Section>

        <Section legend={texts.delivery.legend} testId="checkout-delivery-methods">
          {groups === null ? (
            <p role="alert" className="text-sm text-amber-900">
              {texts.delivery.loadFailed}
            </p>
          ) : (
            <DeliveryMethodList
              groups={groups}
              register={register}
              onChoose={onChooseMethod}
              error={errorText('deliveryEntryId')}
              showPrices={props.showPrices}
              useIncVat={props.useIncVat}
              currency={props.currency}
              texts={texts.delivery}
            />
          )}
        </Section>

        <Section legend={texts.payment.legend} testId="checkout-payment-methods">
          <PaymentMethodList methods={props.paymentMethods} register={register} texts={texts.payment} />
        </Section>

        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <CheckboxField
            id="accept-terms"
            label={texts.terms}
            error={errorText('acceptTerms')}
            registration={register('acceptTerms')}
          />
        </div>

        {failure && (
          <SendFailure
            ref={failureRef}
            failure={failure}
            lines={props.lines}
            orderHref={props.orderHref}
            texts={texts.failure}
            errorTexts={props.errorTexts}
          />
        )}

        <StepActions
          backHref={props.orderHref}
          backLabel={texts.back}
          nextLabel={sending ? texts.sending : texts.send}
          busy={sending}
          ready={stepValid}
          refusedText={refused && !stepValid ? texts.notReady : null}
          testId="checkout-send"
        />
      </form>
      <div className="lg:col-span-5 xl:col-span-4">
        <SummaryPanel
          state={summary}
          deliveryChosen={choiceOfEntry !== null}
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

/** Where the address check stands, announced politely; a failed check may be tried again. */
function AddressCheckStatus({
  status,
  failed,
  texts,
  onRetry,
}: {
  status: string;
  failed: boolean;
  texts: { checking: string; verified: string; checkAgain: string };
  onRetry: () => void;
}) {
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-3 text-sm">
      <p role="status" className={status === 'valid' ? 'font-medium text-emerald-800' : 'text-slate-600'}>
        {status === 'checking' ? texts.checking : status === 'valid' ? texts.verified : ''}
      </p>
      {failed && (
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold text-slate-900 underline underline-offset-4"
        >
          {texts.checkAgain}
        </button>
      )}
    </div>
  );
}
