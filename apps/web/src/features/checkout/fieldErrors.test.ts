import { blockedCharactersMessage, VALUE_REQUIRED } from '@workwear/domain/cart/cartText';
import { CARD_MESSAGES } from '@workwear/domain/checkout/cardNumber';
import { CHECKOUT_MESSAGES, EMAIL_MESSAGES, tooLongMessage } from '@workwear/domain/checkout/checkoutForms';
import { FORM_VIEW_REQUIRED } from '@workwear/domain/checkout/formViewRules';
import { isValidPhone } from '@workwear/domain/checkout/phoneNumbers';
import { describe, expect, it } from 'vitest';
import { orderStepIssues } from './checkoutFormRules';
import { deliveryStepIssues } from './deliveryStepRules';
import {
  FIELD_ERROR_KEYS,
  type FieldErrorTexts,
  fieldErrorText,
  fieldMessageTexts,
  translateFieldError,
} from './fieldErrors';
import { fieldMessage } from './fieldMessage';

describe('fieldErrorText', () => {
  it('knows every fixed message of the domain forms', () => {
    const messages = [
      VALUE_REQUIRED,
      FORM_VIEW_REQUIRED,
      ...Object.values(EMAIL_MESSAGES),
      ...Object.values(CHECKOUT_MESSAGES),
      ...Object.values(CARD_MESSAGES),
    ];
    for (const message of messages) expect(fieldErrorText(message).key, message).not.toBe('invalid');
  });

  it("keeps the spec's 'Required' of FormViewRules apart from a plain required value", () => {
    expect(fieldErrorText(FORM_VIEW_REQUIRED).key).toBe('formViewRequired');
    expect(fieldErrorText(VALUE_REQUIRED).key).toBe('required');
  });

  it('reads the limit out of a too-long message', () => {
    expect(fieldErrorText(tooLongMessage('City', 60))).toEqual({ key: 'tooLong', values: { max: 60 } });
  });

  it('reads the characters out of a blocked-characters message', () => {
    expect(fieldErrorText(blockedCharactersMessage('First name'))).toEqual({
      key: 'blockedCharacters',
      values: { characters: '< > " \' { } ; @' },
    });
  });

  it('falls back to a general message for anything else', () => {
    expect(fieldErrorText('Something new')).toEqual({ key: 'invalid' });
    expect(fieldErrorText(undefined)).toEqual({ key: 'invalid' });
  });
});

describe('translateFieldError', () => {
  const texts = Object.fromEntries(FIELD_ERROR_KEYS.map((k) => [k, k])) as Record<string, string>;
  texts.tooLong = 'Högst {max} tecken';
  it('fills the values into the translated text', () => {
    expect(translateFieldError(texts as FieldErrorTexts, tooLongMessage('City', 60))).toBe('Högst 60 tecken');
    expect(translateFieldError(texts as FieldErrorTexts, EMAIL_MESSAGES.invalid)).toBe('emailInvalid');
  });
});

describe('fieldMessageTexts', () => {
  const keyed = Object.fromEntries(
    FIELD_ERROR_KEYS.map((key) => [key, `«${key} {max} {characters}»`]),
  ) as FieldErrorTexts;
  const texts = fieldMessageTexts(keyed);

  it('translates every message the step rules give as the message table does', () => {
    const options = {
      b2b: true,
      rules: [{ context: 'Checkout', rules: [{ ruleName: 'OrderLabel', ruleType: 'Required' }] }],
      references: { useProjectNumber: true, useOrderNumber: true },
    };
    const long = 'x'.repeat(600);
    const issues = [
      ...orderStepIssues(
        options,
        {
          buyer: { firstName: long, lastName: '<', email: 'a@', cellphone: { dialCode: 'x', number: long } },
          info: {
            orderLabel: '',
            orderNumber: long,
            projectNumber: ';',
            comment: long,
            extraOrderConfirmationEmail: long,
          },
        },
        isValidPhone,
      ),
      ...deliveryStepIssues(options, {
        deliveryAddressId: null,
        delivery: {
          careOf: long,
          addressLine1: '',
          addressLine2: '{',
          zipCode: long,
          city: long,
          region: long,
          countryId: 840,
        },
        invoiceSameAsDelivery: false,
        invoice: { addressLine1: 'a', zipCode: 'x', city: 'c', region: 'ZZ', countryId: 840 },
        deliveryEntryId: null,
        paymentMethodId: '',
        acceptTerms: false,
      }),
    ];
    expect(issues.length).toBeGreaterThan(15);
    for (const { message } of issues) {
      expect(fieldMessage(texts, message), message).toBe(translateFieldError(keyed, message));
      expect(fieldMessage(texts, message), message).not.toBe(keyed.invalid);
    }
  });

  it('gives the general message for one the rules do not give', () => {
    expect(fieldMessage(texts, 'Something else')).toBe(keyed.invalid);
    expect(fieldMessage(texts, 'constructor')).toBe(keyed.invalid);
  });
});
