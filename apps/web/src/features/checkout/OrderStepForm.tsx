'use client';

import {
  initialCheckoutState,
  nextStep,
  setStepValidity,
  setValidateOnClick,
} from '@workwear/domain/checkout/checkoutSteps';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { usePhoneCheck } from '@/lib/lazyPhoneNumbers';
import { focusFirstError, useForm } from '@/ui';
import { readDraft, saveDraft } from './checkoutDraft';
import { type CheckoutFormOptions, isFieldRequired, orderStepIssues } from './checkoutFormRules';
import type { OrderStepInput } from './checkoutSchemas';
import { type FieldMessageTexts, fieldMessage } from './fieldMessage';
import { BuyerSection, OrderInfoSection } from './OrderStepSections';
import { StepActions } from './StepActions';

export type OrderStepTexts = {
  buyer: {
    legend: string;
    firstName: string;
    lastName: string;
    email: string;
    emailHint: string;
    dialCode: string;
    cellphone: string;
    cellphoneHint: string;
  };
  info: {
    legend: string;
    orderLabel: string;
    orderLabelHint: string;
    orderNumber: string;
    orderNumberHint: string;
    projectNumber: string;
    projectNumberHint: string;
    comment: string;
    commentHint: string;
    extraEmail: string;
    extraEmailHint: string;
    weeklyDelivery: string;
    weeklyDeliveryHint: string;
  };
  account: { create: string; createHint: string };
  optional: string;
  required: string;
  requiredNote: string;
  back: string;
  next: string;
  moving: string;
  notReady: string;
  errors: FieldMessageTexts;
};

/** Which of the optional parts this buyer sees (company settings, business or guest). */
export type OrderStepShows = {
  orderReferences: boolean;
  orderNumber: boolean;
  projectNumber: boolean;
  weeklyDelivery: boolean;
  createAccount: boolean;
};

type Props = {
  cartId: string;
  options: CheckoutFormOptions;
  shows: OrderStepShows;
  defaults: OrderStepInput;
  dialCodes: readonly { value: string; label: string }[];
  backHref: string;
  nextHref: string;
  /** The spec's validate-on-click: off by default (next stays unavailable until the step is valid). */
  validateOnClick?: boolean;
  texts: OrderStepTexts;
};

/**
 * Step 2, Order: the buyer, the order's references and comment, and for a guest an account. The step
 * starts invalid and becomes valid when the form is (the domain's rules, as the server checks them); next goes to Delivery only
 * from a valid step (domain nextStep). What is typed is kept in the tab's draft, so Delivery, a
 * reload and going back all find it.
 */
export function OrderStepForm({
  cartId,
  options,
  shows,
  defaults,
  dialCodes,
  backHref,
  nextHref,
  validateOnClick = false,
  texts,
}: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [moving, startMoving] = useTransition();
  const [refused, setRefused] = useState(false);
  const phone = usePhoneCheck(formRef);
  const { isValidPhone } = phone;
  const check = useCallback(
    (values: OrderStepInput) => orderStepIssues(options, values, isValidPhone),
    [options, isValidPhone],
  );
  const { values, register, reset, getValues, showErrors, errorOf, isValid } = useForm({
    defaults,
    check,
  });

  // What this tab typed before wins over the account's details.
  useEffect(() => {
    const draft = readDraft(cartId)?.order;
    if (draft)
      reset({
        ...defaults,
        ...draft,
        buyer: { ...defaults.buyer, ...draft.buyer },
        info: { ...defaults.info, ...draft.info },
      });
  }, [cartId, defaults, reset]);

  // What is typed goes to the draft; the first values are the defaults, which are not typed.
  const firstValues = useRef(values);
  useEffect(() => {
    if (values !== firstValues.current) saveDraft(cartId, { order: values });
  }, [cartId, values]);

  const state = setStepValidity(setValidateOnClick(initialCheckoutState(2), 2, validateOnClick), 2, isValid);
  const error = (path: string) => {
    const message = errorOf(path);
    return message ? fieldMessage(texts.errors, message) : undefined;
  };
  const marker = (field: string) => (isFieldRequired(options, field) ? texts.required : texts.optional);

  const onNext = (event: React.FormEvent) => {
    event.preventDefault();
    // Not before the phone's full rule has checked the number (it comes again once loaded).
    if (phone.holdSubmit()) return;
    const next = nextStep(state);
    if (next.step === 3) {
      setRefused(false);
      saveDraft(cartId, { order: getValues() });
      startMoving(() => router.push(nextHref));
      return;
    }
    setRefused(true);
    if (next.showErrors) {
      showErrors();
      focusFirstError(formRef.current);
    }
  };

  const fields = { texts, shows, register, error, marker };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onNext}
      className="flex flex-col gap-6"
      aria-describedby="order-required-note"
    >
      <p id="order-required-note" className="text-sm text-slate-600">
        {texts.requiredNote}
      </p>
      <BuyerSection {...fields} dialCodes={dialCodes} onPhoneUse={phone.load} />
      <OrderInfoSection {...fields} />

      <StepActions
        backHref={backHref}
        backLabel={texts.back}
        nextLabel={moving ? texts.moving : texts.next}
        busy={moving}
        ready={isValid}
        refusedText={refused && !isValid ? texts.notReady : null}
        testId="checkout-next"
      />
    </form>
  );
}
