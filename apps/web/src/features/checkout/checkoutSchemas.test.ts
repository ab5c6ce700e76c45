import { describe, expect, it } from 'vitest';
import { type CheckoutFormOptions, isFieldRequired, orderStepSchema } from './checkoutSchemas';

const consumer: CheckoutFormOptions = {
  b2b: false,
  rules: [{ context: 'Checkout', rules: [{ ruleName: 'Cellphone', ruleType: 'Required' }] }],
  references: { useProjectNumber: true, useOrderNumber: false },
};
const business = { ...consumer, b2b: true };

describe('isFieldRequired', () => {
  it('marks the fields everyone must fill', () => {
    for (const field of ['firstName', 'lastName', 'email', 'addressLine1', 'zipCode', 'city']) {
      expect(isFieldRequired(consumer, field), field).toBe(true);
    }
    expect(isFieldRequired(consumer, 'orderLabel')).toBe(false);
  });

  it('adds a business buyer’s FormViewRules and the references the company uses', () => {
    expect(isFieldRequired(business, 'cellphone')).toBe(true);
    expect(isFieldRequired(business, 'projectNumber')).toBe(true);
    expect(isFieldRequired(business, 'orderNumber')).toBe(false);
  });

  it('asks nothing of the kind of a consumer', () => {
    expect(isFieldRequired(consumer, 'cellphone')).toBe(false);
    expect(isFieldRequired(consumer, 'projectNumber')).toBe(false);
  });
});

describe('orderStepSchema', () => {
  const buyer = {
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.se',
    cellphone: { dialCode: '+46', number: '' },
  };
  it('makes a cellphone the company requires required, with the spec’s message', () => {
    const result = orderStepSchema(business).safeParse({ buyer, info: { projectNumber: 'P1' } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['buyer.cellphone', 'Required'],
    ]);
  });

  it('lets a guest ask for an account and defaults it off', () => {
    expect(orderStepSchema(consumer).parse({ buyer, info: {} }).createCustomerAccount).toBe(false);
    expect(
      orderStepSchema(consumer).parse({ buyer, info: {}, createCustomerAccount: true }).createCustomerAccount,
    ).toBe(true);
  });
});
