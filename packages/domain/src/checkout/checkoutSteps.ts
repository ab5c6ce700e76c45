import type { RouteName } from '../routeTable';
import { DEFAULT_PAYMENT_METHOD_ID } from './paymentMethods';

/**
 * The checkout's steps and moves (spec storefront-core §4) as pure reducer-style functions: 1 Cart,
 * 2 Order, 3 Delivery (whose page is CheckoutB2BConfirm, where the order is sent). Every step starts
 * invalid; each step's validity is set by its own form; next from an invalid step stays where it is
 * (and, when the step validates on click, asks its form to show why); back is always allowed. Next
 * from the last step leads to Complete, back from the first to Products.
 */

export const CHECKOUT_STEPS = [
  { step: 1, name: 'Cart', route: 'Cart' },
  { step: 2, name: 'Order', route: 'CartOrder' },
  { step: 3, name: 'Delivery', route: 'CheckoutB2BConfirm' },
] as const satisfies readonly { step: number; name: string; route: RouteName }[];

export type CheckoutStepNumber = (typeof CHECKOUT_STEPS)[number]['step'];
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number]['name'];
export type CheckoutStepRoute = (typeof CHECKOUT_STEPS)[number]['route'];

/** Where the checkout leaves to: the product list before the first step, Complete after the last. */
export type CheckoutExit = 'Products' | 'Complete';

export interface CheckoutState {
  readonly step: CheckoutStepNumber;
  readonly valid: Readonly<Record<CheckoutStepNumber, boolean>>;
  readonly validateOnClick: Readonly<Record<CheckoutStepNumber, boolean>>;
  /** Set when a refused next asked the step to validate on click: its form shows its errors. */
  readonly showErrors: boolean;
  readonly exit: CheckoutExit | null;
  readonly deliveryMethodId: number | null;
  readonly paymentMethodId: number;
}

const FIRST: CheckoutStepNumber = 1;
const LAST: CheckoutStepNumber = 3;

const perStep = (value: boolean): Record<CheckoutStepNumber, boolean> => ({ 1: value, 2: value, 3: value });

/** A fresh checkout at a step (the page the buyer opened): nothing valid, validate-on-click off. */
export function initialCheckoutState(step: CheckoutStepNumber = FIRST): CheckoutState {
  return {
    step,
    valid: perStep(false),
    validateOnClick: perStep(false),
    showErrors: false,
    exit: null,
    deliveryMethodId: null,
    paymentMethodId: DEFAULT_PAYMENT_METHOD_ID,
  };
}

export const stepOfRoute = (route: string): CheckoutStepNumber | undefined =>
  CHECKOUT_STEPS.find((s) => s.route === route)?.step;

export const routeOfStep = (step: CheckoutStepNumber): CheckoutStepRoute => CHECKOUT_STEPS[step - 1]!.route;

export function setStepValidity(
  state: CheckoutState,
  step: CheckoutStepNumber,
  valid: boolean,
): CheckoutState {
  return {
    ...state,
    valid: { ...state.valid, [step]: valid },
    showErrors: valid && step === state.step ? false : state.showErrors,
  };
}

export function setValidateOnClick(
  state: CheckoutState,
  step: CheckoutStepNumber,
  on: boolean,
): CheckoutState {
  return { ...state, validateOnClick: { ...state.validateOnClick, [step]: on } };
}

/** Next: only from a valid step; from the last step the checkout is Complete. */
export function nextStep(state: CheckoutState): CheckoutState {
  if (!state.valid[state.step]) return { ...state, showErrors: state.validateOnClick[state.step] };
  if (state.step === LAST) return { ...state, showErrors: false, exit: 'Complete' };
  return { ...state, step: (state.step + 1) as CheckoutStepNumber, showErrors: false };
}

/** Back: always allowed; from the first step the buyer returns to Products. */
export function previousStep(state: CheckoutState): CheckoutState {
  if (state.step === FIRST) return { ...state, showErrors: false, exit: 'Products' };
  return { ...state, step: (state.step - 1) as CheckoutStepNumber, showErrors: false };
}

/** Choosing a delivery method resets the payment method to the default card method (168). */
export function chooseDeliveryMethod(state: CheckoutState, deliveryMethodId: number): CheckoutState {
  return { ...state, deliveryMethodId, paymentMethodId: DEFAULT_PAYMENT_METHOD_ID };
}

export function choosePaymentMethod(state: CheckoutState, paymentMethodId: number): CheckoutState {
  return { ...state, paymentMethodId };
}

export type CheckoutAction =
  | { readonly type: 'setValidity'; readonly step: CheckoutStepNumber; readonly valid: boolean }
  | { readonly type: 'setValidateOnClick'; readonly step: CheckoutStepNumber; readonly on: boolean }
  | { readonly type: 'next' }
  | { readonly type: 'back' }
  | { readonly type: 'chooseDeliveryMethod'; readonly deliveryMethodId: number }
  | { readonly type: 'choosePaymentMethod'; readonly paymentMethodId: number };

/** The functions above as one reducer (React's useReducer). */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'setValidity':
      return setStepValidity(state, action.step, action.valid);
    case 'setValidateOnClick':
      return setValidateOnClick(state, action.step, action.on);
    case 'next':
      return nextStep(state);
    case 'back':
      return previousStep(state);
    case 'chooseDeliveryMethod':
      return chooseDeliveryMethod(state, action.deliveryMethodId);
    case 'choosePaymentMethod':
      return choosePaymentMethod(state, action.paymentMethodId);
  }
}
