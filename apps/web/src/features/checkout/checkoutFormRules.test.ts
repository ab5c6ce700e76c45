import { firstByPath, zodFirstByPath } from '@workwear/domain/checkout/firstIssues.testing';
import { isValidPhone } from '@workwear/domain/checkout/phoneNumbers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CheckoutFormOptions, orderStepIssues } from './checkoutFormRules';
import { deliveryStepSchema, orderStepSchema } from './checkoutSchemas';
import { chosenIdIssue, deliveryStepIssues } from './deliveryStepRules';

const typed = fc.constantFrom(
  '',
  ' ',
  'Anna',
  'a@b.se',
  'a@',
  '<',
  '\u0007',
  '070-123 45 67',
  '+46',
  '12345',
  'x'.repeat(60),
);
const options: fc.Arbitrary<CheckoutFormOptions> = fc.record({
  b2b: fc.boolean(),
  rules: fc
    .subarray(['cellphone', 'orderLabel', 'careOf', 'projectNumber'])
    .map((names) => [
      { context: 'Checkout', rules: names.map((ruleName) => ({ ruleName, ruleType: 'Required' })) },
    ]),
  references: fc.record({ useProjectNumber: fc.boolean(), useOrderNumber: fc.boolean() }),
});
const address = fc.record({
  careOf: typed,
  addressLine1: typed,
  addressLine2: typed,
  zipCode: fc.oneof(typed, fc.constantFrom('123 45', '10001')),
  city: typed,
  region: fc.constantFrom('', 'NY', 'XX'),
  countryId: fc.constantFrom(752, 840, 124, 0),
});

describe('the checkout steps’ rules in the browser', () => {
  it('give step 2 the messages its schema gives', () => {
    fc.assert(
      fc.property(
        options,
        fc.record({
          buyer: fc.record({
            firstName: typed,
            lastName: typed,
            email: typed,
            cellphone: fc.record({ dialCode: typed, number: typed }),
          }),
          info: fc.record(
            {
              orderLabel: typed,
              orderNumber: typed,
              projectNumber: typed,
              comment: typed,
              extraOrderConfirmationEmail: typed,
            },
            { requiredKeys: [] },
          ),
          createCustomerAccount: fc.boolean(),
        }),
        (opts, values) => {
          expect(firstByPath(orderStepIssues(opts, values, isValidPhone))).toEqual(
            zodFirstByPath(orderStepSchema(opts), values),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('give step 3 the messages its schema gives, the invoice address only when it is another', () => {
    fc.assert(
      fc.property(
        options,
        fc.record({
          deliveryAddressId: fc.constantFrom(null, 12),
          delivery: address,
          invoiceSameAsDelivery: fc.boolean(),
          invoice: address,
          deliveryEntryId: fc.constantFrom(null, '', '3', '0', 'x'),
          paymentMethodId: fc.constantFrom('168', '', '2'),
          acceptTerms: fc.boolean(),
        }),
        (opts, values) => {
          expect(firstByPath(deliveryStepIssues(opts, values))).toEqual(
            zodFirstByPath(deliveryStepSchema(opts), values),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('read a radio choice as a positive id', () => {
    expect(chosenIdIssue(null)).toBe('Value is required');
    expect(chosenIdIssue('')).toBe('Value is required');
    expect(chosenIdIssue('0')).toBe('Value is required');
    expect(chosenIdIssue('7')).toBeNull();
  });
});
