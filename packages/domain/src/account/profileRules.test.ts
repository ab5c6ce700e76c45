import { describe, expect, it } from 'vitest';
import { cellPhoneKept, isValidPhone } from '../checkout/phoneNumbers';
import { PASSWORD_RULES } from '../passwordRules';
import { profileIssues, signUpIssues } from './profileRules';

const phone = (dialCode = '') => ({ dialCode, isValidPhone });

describe('profile rules', () => {
  it('need both names, take an empty phone, and refuse one of more than 15 digits', () => {
    expect(profileIssues({ firstName: 'Ģirts', lastName: 'Ødegaard', cellPhone: '' }, phone())).toEqual([]);
    expect(
      profileIssues({ firstName: ' ', lastName: 'x', cellPhone: '1234567890123456' }, phone()).map(
        (i) => i.path,
      ),
    ).toEqual(['firstName', 'cellPhone']);
  });

  it('check only the fields a partial update gives', () => {
    expect(profileIssues({ cellPhone: '070-123 45 67' }, phone('+46'), true)).toEqual([]);
    expect(profileIssues({ firstName: '' }, phone(), true).map((i) => i.path)).toEqual(['firstName']);
  });

  it('read a number without its plus by the market’s dial code, and refuse one of no country', () => {
    expect(profileIssues({ cellPhone: '070-123 45 67' }, phone('+46'), true)).toEqual([]);
    expect(profileIssues({ cellPhone: '070-123 45 67' }, phone(), true).map((i) => i.path)).toEqual([
      'cellPhone',
    ]);
    expect(profileIssues({ cellPhone: '070' }, phone('+46'), true).map((i) => i.path)).toEqual(['cellPhone']);
  });

  it('keep a phone in E.164, as the checkout keeps the order’s', () => {
    expect(cellPhoneKept('+46 70-123 45 67')).toBe('+46701234567');
    expect(cellPhoneKept('070-123 45 67', '+46')).toBe('+46701234567');
    expect(cellPhoneKept('0151 23456789', '+49')).toBe('+4915123456789');
    expect(cellPhoneKept('  ')).toBeNull();
  });
});

describe('create-account rules', () => {
  it('need names, an e-mail and a password by the rules, which is not the e-mail', () => {
    const good = {
      firstName: 'Åsa',
      lastName: 'Ek',
      email: 'asa@example.test',
      password: 'Gul-regnrock-7',
      newsletter: true,
    };
    expect(signUpIssues(good)).toEqual([]);
    expect(
      signUpIssues({ ...good, email: 'nope', password: '1234567890' }).map((i) => [i.path, i.message]),
    ).toEqual([
      ['email', 'Must be a valid email'],
      ['password', PASSWORD_RULES.onlyDigits],
    ]);
    expect(signUpIssues({ ...good, password: 'asa@example.test' })).toContainEqual({
      path: 'password',
      message: PASSWORD_RULES.isLoginName,
    });
  });
});
