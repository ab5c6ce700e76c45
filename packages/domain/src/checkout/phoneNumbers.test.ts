import { describe, expect, it } from 'vitest';
import { phoneNumberIssue } from './checkoutFieldRules';
import { e164Of, formatPhone, isValidPhone, phoneFormValues } from './phoneNumbers';

const issue = (typed: string, dialCode: string) => phoneNumberIssue(typed, dialCode, isValidPhone);

describe('phoneNumberIssue (per country)', () => {
  it('takes a valid number of the dial code’s country, and none', () => {
    expect(issue('070-123 45 67', '+46')).toBeNull();
    expect(issue('0151 23456789', '+49')).toBeNull();
    expect(issue('', '+46')).toBeNull();
  });

  it('refuses a number too short or too long for its country', () => {
    expect(issue('070-123', '+46')).toBe('Phone number is not valid');
    expect(issue('1'.repeat(16), '+46')).toBe('Phone number is not valid');
    // A German mobile's digits are no Swedish number.
    expect(issue('0151 23456789', '+46')).toBe('Phone number is not valid');
  });

  it('takes a number typed with its own country code whatever the dial code', () => {
    expect(issue('+47 412 34 567', '+46')).toBeNull();
    expect(isValidPhone('+1', '+46 70 123 45 67')).toBe(true);
  });
});

describe('E.164 and display', () => {
  it('reads a kept number with or without its +', () => {
    expect(e164Of('+46701234567')).toBe('+46701234567');
    expect(e164Of('46701234567')).toBe('+46701234567');
    expect(e164Of('1701234567')).toBeUndefined();
  });

  it('shows a number with its +', () => {
    expect(formatPhone('+46701234567')).toBe('+46 70 123 45 67');
  });

  it('splits a kept number into the form’s dial code and national number', () => {
    expect(phoneFormValues('+4915123456789', '+46')).toEqual({ dialCode: '+49', number: '01512 3456789' });
    expect(phoneFormValues('0701234567', '+46')).toEqual({ dialCode: '+46', number: '070-123 45 67' });
    expect(phoneFormValues(null, '+46')).toEqual({ dialCode: '+46', number: '' });
  });
});
