import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../routeTable';
import {
  CHECKOUT_STEPS,
  type CheckoutState,
  checkoutReducer,
  chooseDeliveryMethod,
  choosePaymentMethod,
  initialCheckoutState,
  nextStep,
  previousStep,
  routeOfStep,
  setStepValidity,
  setValidateOnClick,
  stepOfRoute,
} from './checkoutSteps';

describe('checkout steps', () => {
  it('are Cart, Order and Delivery on the route table pages', () => {
    expect(CHECKOUT_STEPS.map((s) => [s.step, s.name, s.route])).toEqual([
      [1, 'Cart', 'Cart'],
      [2, 'Order', 'CartOrder'],
      [3, 'Delivery', 'CheckoutB2BConfirm'],
    ]);
    for (const s of CHECKOUT_STEPS) expect(ROUTE_NAMES).toContain(s.route);
    expect(stepOfRoute('CartOrder')).toBe(2);
    expect(stepOfRoute('Home')).toBeUndefined();
    expect(routeOfStep(3)).toBe('CheckoutB2BConfirm');
  });

  it('start invalid, with validate-on-click off and the card payment method', () => {
    const state = initialCheckoutState();
    expect(state).toMatchObject({ step: 1, exit: null, showErrors: false, paymentMethodId: 168 });
    expect(Object.values(state.valid)).toEqual([false, false, false]);
    expect(Object.values(state.validateOnClick)).toEqual([false, false, false]);
  });

  it('stay on an invalid step when next is pressed', () => {
    const state = nextStep(initialCheckoutState(2));
    expect(state).toMatchObject({ step: 2, showErrors: false, exit: null });
  });

  it('ask an invalid step that validates on click to show its errors', () => {
    const state = nextStep(setValidateOnClick(initialCheckoutState(2), 2, true));
    expect(state).toMatchObject({ step: 2, showErrors: true });
    expect(setStepValidity(state, 2, true).showErrors).toBe(false);
  });

  it('go forward from a valid step and complete after the last', () => {
    let state: CheckoutState = initialCheckoutState();
    for (const step of [1, 2, 3] as const) {
      state = nextStep(setStepValidity(state, step, true));
    }
    expect(state).toMatchObject({ step: 3, exit: 'Complete' });
  });

  it('go back freely, to Products from the first step', () => {
    expect(previousStep(initialCheckoutState(3)).step).toBe(2);
    expect(previousStep(initialCheckoutState(1))).toMatchObject({ step: 1, exit: 'Products' });
  });

  it('reset the payment method to card when a delivery method is chosen', () => {
    const invoice = choosePaymentMethod(initialCheckoutState(3), 20);
    expect(invoice.paymentMethodId).toBe(20);
    expect(chooseDeliveryMethod(invoice, 7)).toMatchObject({ deliveryMethodId: 7, paymentMethodId: 168 });
  });

  it('run through one reducer', () => {
    const actions = [
      { type: 'setValidity', step: 1, valid: true },
      { type: 'next' },
      { type: 'choosePaymentMethod', paymentMethodId: 20 },
      { type: 'chooseDeliveryMethod', deliveryMethodId: 3 },
      { type: 'back' },
    ] as const;
    const state = actions.reduce(checkoutReducer, initialCheckoutState());
    expect(state).toMatchObject({ step: 1, deliveryMethodId: 3, paymentMethodId: 168, exit: null });
  });
});
