import { deliveryAddressIssues } from '@workwear/domain/checkout/addressFieldRules';
import {
  chooseDeliveryMethod,
  initialCheckoutState,
  nextStep,
  setStepValidity,
  setValidateOnClick,
} from '@workwear/domain/checkout/checkoutSteps';
import { hasRegions } from '@workwear/domain/checkout/regions';
import { useRouter } from 'next/navigation';
import { type Dispatch, type RefObject, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { cartStore } from '@/features/cart/client';
import { currentPhoneCheck, useShownPhone } from '@/lib/lazyPhoneNumbers';
import { focusFirstError, useForm } from '@/ui';
import { checkDeliveryAddress, loadOrderSummary, sendOrder } from './actions';
import {
  type AddressCheckState,
  addressCheckPasses,
  addressCheckState,
  shouldCheckAddress,
} from './addressCheck';
import { clearDraft, readDraft, saveDraft } from './checkoutDraft';
import { isFieldRequired, orderStepIssues } from './checkoutFormRules';
import type { SendResult } from './checkoutResults';
import type { DeliveryStepProps } from './DeliveryStepWorkspace';
import { deliveryChoiceOf, isServicePointEntry } from './deliveryChoice';
import { type DeliveryFormValues, NEW_ADDRESS } from './deliveryForm';
import { deliveryStepIssues } from './deliveryStepRules';
import {
  type DeliveryStepAction,
  type DeliveryStepState,
  deliveryStepReducer,
  initialDeliveryStep,
} from './deliveryStepState';
import { fieldMessage } from './fieldMessage';
import { orderFailureText } from './orderErrorText';
import { addressKey } from './savedAddresses';

const ADDRESS_CHECK_DELAY_MS = 500;
const SUMMARY_DELAY_MS = 250;

/** Where the order goes, as the summary needs it for sales tax (US/CA). */
type DeliveryPlace = {
  addressLine1: string;
  city: string;
  zipCode: string;
  region: string;
  countryId: number;
};

/**
 * Step 3's state (deliveryStepReducer), its form (ui's useForm over the domain's step rules) and
 * what runs beside them: step 2's draft, the address check, the live summary and the send.
 */
export function useDeliveryStep(props: DeliveryStepProps) {
  const { lang, cartId, options, countries, saved, locked, groups } = props;
  const router = useRouter();
  const check = useCallback(
    (values: DeliveryFormValues) => stepIssues(options, groups, values),
    [options, groups],
  );
  const requiredFields = useMemo(() => requiredAddressFields(options), [options]);
  const [state, dispatch] = useReducer(
    deliveryStepReducer,
    {
      choice: locked?.key ?? saved[0]?.key ?? NEW_ADDRESS,
      sendKey: props.sendKey,
      initialSummary: props.initialSummary,
    },
    initialDeliveryStep,
  );
  const { choice, focusAfterSend } = state;
  const typedAddress = useRef(props.defaults.delivery);
  const { formRef, failureRef } = useFocusAfterSend(focusAfterSend);

  const form = useForm({ defaults: props.defaults, check });
  const { values, reset, setValue, getValues, setError, showErrors, errorOf, isValid } = form;

  useDraftOnArrival(props, reset, dispatch, typedAddress);

  const { orderDraft } = state;
  useEffect(() => {
    if (orderDraft) saveDraft(cartId, { delivery: { ...values, acceptTerms: false }, addressChoice: choice });
  }, [cartId, values, choice, orderDraft]);

  const country = countries.find((c) => c.id === values.delivery?.countryId);
  const address = values.delivery;
  const addressValid = useMemo(
    () => deliveryAddressIssues(options, address).length === 0,
    [options, address],
  );
  const key = addressKey(address ?? {});
  const addressCheck = addressCheckState({
    needed: choice === NEW_ADDRESS && !locked && (country?.useAddressValidation ?? false),
    formValid: addressValid,
    key,
    verdict: state.verdict,
  });
  useAddressCheck(addressCheck, key, lang, address, dispatch);

  // The live summary: again when the delivery method or (US/CA, sales tax) the delivery place changes.
  const entryId = values.deliveryEntryId;
  const choiceOfEntry = groups && entryId ? (deliveryChoiceOf(groups, Number(entryId)) ?? null) : null;
  const place = deliveryPlace(country, values.delivery);
  useLiveSummary(props, choiceOfEntry, place, dispatch);

  const pickAddress = addressPicker({ choice, saved, typedAddress, dispatch, getValues, setValue });

  const delivery = useDeliveryChoice(props, form, orderDraft);

  const stepValid =
    isValid && addressCheckPasses(addressCheck) && orderDraft != null && (groups?.length ?? 0) > 0;
  const steps = stepThree(props.validateOnClick ?? false, stepValid);
  const errorText = (path: string) => {
    const message = errorOf(path);
    return message === undefined ? undefined : fieldMessage(props.texts.errors, message);
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (state.sending) return;
    const next = nextStep(steps);
    if (next.exit !== 'Complete') {
      dispatch({ type: 'sendRefused' });
      if (next.showErrors) {
        showErrors();
        focusFirstError(formRef.current);
      }
      return;
    }
    dispatch({ type: 'sendStarted' });
    const current = getValues();
    const sendKey = state.sendKey;
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
      servicePoint: delivery.needsServicePoint,
    }).catch(() => ({ ok: false as const, failure: { kind: 'noAnswer' as const }, sendKey }));
    if (result.ok) {
      clearDraft();
      cartStore.setCart(null);
      router.push(result.href);
      return;
    }
    const here = (result.fields ?? []).filter((f) => f.step === 3);
    for (const field of here) setError(field.field, field.message);
    dispatch({
      type: 'sendFailed',
      refusal: result,
      addressKey: key,
      focusTo: here.length > 0 ? 'fields' : 'failure',
    });
  };

  return {
    state,
    form,
    formRef,
    failureRef,
    requiredFields,
    addressCheck,
    choiceOfEntry,
    stepValid,
    errorText,
    pickAddress,
    ...delivery,
    send,
    retryAddressCheck: () => dispatch({ type: 'verdict', verdict: null }),
  };
}

/** The step's issues: a service-point method needs its point (the API refuses the order without one). */
const stepIssues = (
  options: DeliveryStepProps['options'],
  groups: DeliveryStepProps['groups'],
  values: DeliveryFormValues,
) =>
  deliveryStepIssues(options, values, {
    servicePoint: isServicePointEntry(groups ?? [], Number(values.deliveryEntryId)),
  });

/** Picking a saved address, or "new" again (the address typed before comes back). */
function addressPicker(input: {
  choice: string;
  saved: DeliveryStepProps['saved'];
  typedAddress: RefObject<DeliveryFormValues['delivery']>;
  dispatch: Dispatch<DeliveryStepAction>;
  getValues: () => DeliveryFormValues;
  setValue: (path: string, value: unknown, options?: { validate?: boolean }) => void;
}) {
  return (next: string) => {
    const { choice, saved, typedAddress, dispatch, getValues, setValue } = input;
    if (choice === NEW_ADDRESS) typedAddress.current = getValues().delivery;
    dispatch({ type: 'addressPicked', choice: next });
    const picked = saved.find((s) => s.key === next);
    setValue('deliveryAddressId', picked?.addressId ?? null);
    setValue('delivery', picked ? picked.address : typedAddress.current, { validate: !picked });
  };
}

/**
 * The delivery method's side of step 3: choosing one resets the payment to the buyer's default and
 * drops a service point that no longer applies; which methods this cart cannot use; the buyer's
 * cellphone from step 2 (E.164), so the express method asks for one only when there is none.
 */
function useDeliveryChoice(
  props: DeliveryStepProps,
  form: {
    values: DeliveryFormValues;
    getValues: () => DeliveryFormValues;
    setValue: (path: string, value: unknown) => void;
  },
  orderDraft: DeliveryStepState['orderDraft'],
) {
  const { groups } = props;
  const { values, getValues, setValue } = form;
  const chooseMethod = (id: number) => {
    // Spec: choosing a delivery method resets the payment method to the default card (168). Issue 27:
    // a company that may pay on invoice starts at invoice, so the reset goes to the buyer's default.
    const reset = chooseDeliveryMethod(initialCheckoutState(3), id).paymentMethodId;
    setValue('paymentMethodId', String(props.defaultPaymentMethodId || reset));
    // A point chosen for a service-point method does not go with another method.
    if (!isServicePointEntry(groups ?? [], id)) setValue('servicePointId', null);
  };
  const needsServicePoint = isServicePointEntry(groups ?? [], Number(values.deliveryEntryId));
  // A chosen point no longer among those offered (the postcode changed) is chosen again.
  const servicePointsOffered = (ids: readonly string[]) => {
    const chosen = getValues().servicePointId;
    if (chosen && !ids.includes(chosen)) setValue('servicePointId', null);
  };
  const unavailable = useMemo(() => new Set(props.unavailableEntries), [props.unavailableEntries]);
  const buyerPhone = orderDraft?.buyer.cellphone;
  // As people read it once the phone library has loaded (not with the step: it is only shown here).
  const cellphone = useShownPhone(buyerPhone?.dialCode ?? '', buyerPhone?.number ?? '');
  return { chooseMethod, needsServicePoint, servicePointsOffered, unavailable, cellphone };
}

/** Step 3 of the domain's checkout steps, valid or not. */
const stepThree = (validateOnClick: boolean, valid: boolean) =>
  setStepValidity(setValidateOnClick(initialCheckoutState(3), 3, validateOnClick), 3, valid);

/** The address fields the buyer's rules require, by their lower-case names. */
const requiredAddressFields = (options: DeliveryStepProps['options']) =>
  new Set(
    ['careOf', 'addressLine1', 'addressLine2', 'zipCode', 'city']
      .filter((f) => isFieldRequired(options, f))
      .map((f) => f.toLowerCase()),
  );

/** After a refused send: focus on the failure's text, or on the first field the API refused. */
function useFocusAfterSend(focusAfterSend: DeliveryStepState['focusAfterSend']) {
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfterSend?.to === 'failure') failureRef.current?.focus();
    else if (focusAfterSend?.to === 'fields') focusFirstError(formRef.current);
  }, [focusAfterSend]);
  return { formRef, failureRef };
}

/**
 * Step 2 must be valid to be here: without its draft the buyer goes back to it. Once, on arrival
 * (later renders do not restore the draft again): step 3's own draft, if any, refills the form and
 * the address choice, and a typed new address is kept for when the buyer picks "new" again.
 */
function useDraftOnArrival(
  props: DeliveryStepProps,
  reset: (values: DeliveryFormValues) => void,
  dispatch: Dispatch<DeliveryStepAction>,
  typedAddress: RefObject<DeliveryFormValues['delivery']>,
) {
  const { cartId, options, saved, locked } = props;
  const router = useRouter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival only
  useEffect(() => {
    const draft = readDraft(cartId);
    // The phone's full rule if it has loaded, else its shape: step 2 let the draft go only after the
    // full rule, and the send's server action checks it again.
    if (!draft?.order || orderStepIssues(options, draft.order, currentPhoneCheck()).length > 0) {
      dispatch({ type: 'draftMissing' });
      router.replace(props.orderHref);
      return;
    }
    let restoredChoice: string | undefined;
    if (draft.delivery) {
      restoredChoice =
        locked?.key ??
        (draft.addressChoice &&
        (draft.addressChoice === NEW_ADDRESS || saved.some((s) => s.key === draft.addressChoice))
          ? draft.addressChoice
          : undefined);
      reset({ ...props.defaults, ...draft.delivery, acceptTerms: false });
      if (draft.delivery.delivery && restoredChoice === NEW_ADDRESS)
        typedAddress.current = draft.delivery.delivery;
    }
    dispatch({ type: 'draftRestored', order: draft.order, choice: restoredChoice || undefined });
  }, []);
}

/** Where the order goes, for sales tax: only in a country with regions (US/CA). */
function deliveryPlace(
  country: DeliveryStepProps['countries'][number] | undefined,
  address: DeliveryFormValues['delivery'],
): DeliveryPlace | null {
  if (!country || !hasRegions(country.code)) return null;
  return {
    addressLine1: address.addressLine1 ?? '',
    city: address.city ?? '',
    zipCode: address.zipCode ?? '',
    region: address.region ?? '',
    countryId: country.id,
  };
}

/**
 * The address check: once the form is valid, a moment after the last change (any change resets it).
 * The server action parses the address as the API does; `key` stands for the address.
 */
function useAddressCheck(
  addressCheck: AddressCheckState,
  key: string,
  lang: string,
  address: DeliveryFormValues['delivery'],
  dispatch: Dispatch<DeliveryStepAction>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the address
  useEffect(() => {
    if (!shouldCheckAddress(addressCheck)) return;
    const timer = window.setTimeout(() => {
      checkDeliveryAddress({ lang, address }).then(
        (answer) => dispatch({ type: 'verdict', verdict: { key, verdict: answer } }),
        () => dispatch({ type: 'verdict', verdict: { key, verdict: { kind: 'failed' } } }),
      );
    }, ADDRESS_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [addressCheck.status, key, lang]);
}

/** The order summary asked again a moment after the delivery choice or the place changed; the last answer wins. */
function useLiveSummary(
  props: DeliveryStepProps,
  choiceOfEntry: ReturnType<typeof deliveryChoiceOf> | null,
  place: DeliveryPlace | null,
  dispatch: Dispatch<DeliveryStepAction>,
) {
  const { lang, cartId } = props;
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
    dispatch({ type: 'summaryUpdating' });
    const timer = window.setTimeout(() => {
      loadOrderSummary({ lang, cartId, delivery: choiceOfEntry, address: place }).then(
        (answer) => {
          if (sequence !== summarySequence.current) return;
          dispatch(
            answer.ok
              ? { type: 'summaryAnswered', summary: answer.summary }
              : {
                  type: 'summaryFailed',
                  message: orderFailureText(answer.failure, props.errorTexts, props.lines),
                },
          );
        },
        () => {
          if (sequence === summarySequence.current) dispatch({ type: 'summaryFailed', message: null });
        },
      );
    }, SUMMARY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [summaryKey]);
}
