import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { profileIssues } from '../account/profileRules';
import {
  CHECKOUT_MESSAGES,
  PHONE_DIGITS_MIN,
  type PhoneCheck,
  phoneNumberIssue,
  phoneShapeFits,
} from './checkoutFieldRules';
import { buyerFormSchema, cellphoneSchema } from './checkoutForms';
import { isValidPhone } from './phoneNumbers';

const INVALID = CHECKOUT_MESSAGES.phoneInvalid;

/** A check that records what reached it: the library's place, answering as told. */
function recording(answer: boolean) {
  const asked: string[] = [];
  const check: PhoneCheck = (dialCode, typed) => {
    asked.push(`${dialCode} ${typed}`);
    return answer;
  };
  return { check, asked };
}

describe('the phone rule’s shape, without the library', () => {
  it('refuses too few or too many digits without asking the check', () => {
    const { check, asked } = recording(true);
    expect(phoneNumberIssue('070', '+46', check)).toBe(INVALID);
    expect(phoneNumberIssue('+4 6-7', '+46', check)).toBe(INVALID);
    expect(phoneNumberIssue('1'.repeat(16), '+46', check)).toBe(INVALID);
    expect(phoneNumberIssue('+46 70 123 45 67 89 012', '+46', check)).toBe(INVALID);
    expect(asked).toEqual([]);
  });

  it('takes no number (the field is optional) and refuses what is not text', () => {
    const { check, asked } = recording(false);
    expect(phoneNumberIssue('', '+46', check)).toBeNull();
    expect(phoneNumberIssue(' - ', '+46', check)).toBeNull();
    expect(phoneNumberIssue(46, '+46', check)).toBe('Invalid input');
    expect(asked).toEqual([]);
  });

  it('leaves a number of the right shape to the check, as typed with its dial code', () => {
    const accepting = recording(true);
    expect(phoneNumberIssue('070-123', '+46', accepting.check)).toBeNull();
    expect(accepting.asked).toEqual(['+46 070-123']);
    expect(phoneNumberIssue('070-123', '+46', recording(false).check)).toBe(INVALID);
  });
});

describe('the phone rule with the library (isValidPhone)', () => {
  it('refuses a number of the right shape that is no number of its country', () => {
    expect(phoneShapeFits('070-123 45')).toBe(true);
    expect(phoneNumberIssue('070-123 45', '+46', isValidPhone)).toBe(INVALID);
    expect(phoneNumberIssue('0151 23456789', '+46', isValidPhone)).toBe(INVALID);
    expect(phoneNumberIssue('070-123 45 67', '+46', isValidPhone)).toBeNull();
  });

  it('the shape never refuses a number the library takes: no valid number has fewer digits', () => {
    const callingCodes = [...new Set(getCountries().map((c) => getCountryCallingCode(c)))];
    const short: string[] = [];
    for (let length = 1; length < PHONE_DIGITS_MIN; length++)
      for (let n = 0; n < 10 ** length; n++) short.push(String(n).padStart(length, '0'));
    const valid = short.flatMap((digits) => [
      ...[`+${digits}`, `00${digits}`].filter((typed) => isValidPhone('', typed)),
      ...callingCodes.filter((code) => isValidPhone(code, digits)).map((code) => `${code}: ${digits}`),
    ]);
    expect(valid).toEqual([]);
  });

  it('the shape counts digits of any script, as the library reads them', () => {
    // Arabic-Indic digits are a valid Swedish number to the library; four of them fit the shape.
    expect(isValidPhone('+46', '+\u0664\u0666\u0667\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667')).toBe(
      true,
    );
    expect(phoneShapeFits('07\u0660\u0661')).toBe(true);
  });
});

describe('the server’s phone rule is always the full one', () => {
  it('the zod schemas refuse a number of the right shape that is no number of its country', () => {
    const result = cellphoneSchema.safeParse({ dialCode: '+46', number: '070-123 45' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['number', INVALID]]);
    const buyer = { firstName: 'Åsa', lastName: 'Ek', email: 'asa@example.test' };
    expect(
      buyerFormSchema.safeParse({ ...buyer, cellphone: { dialCode: '+46', number: '070-123 45' } }).success,
    ).toBe(false);
    expect(
      buyerFormSchema.safeParse({ ...buyer, cellphone: { dialCode: '+46', number: '070-123 45 67' } })
        .success,
    ).toBe(true);
  });

  it('the profile rule given isValidPhone (as the API gives it) refuses such a number too', () => {
    const issues = profileIssues({ cellPhone: '070-123 45' }, { dialCode: '+46', isValidPhone }, true);
    expect(issues).toEqual([{ path: 'cellPhone', message: INVALID }]);
  });
});
