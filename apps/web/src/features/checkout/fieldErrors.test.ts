import { blockedCharactersMessage, VALUE_REQUIRED } from '@workwear/domain/cart/cartText';
import { CARD_MESSAGES } from '@workwear/domain/checkout/cardNumber';
import { CHECKOUT_MESSAGES, EMAIL_MESSAGES, tooLongMessage } from '@workwear/domain/checkout/checkoutForms';
import { FORM_VIEW_REQUIRED } from '@workwear/domain/checkout/formViewRules';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_KEYS, type FieldErrorTexts, fieldErrorText, translateFieldError } from './fieldErrors';

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
