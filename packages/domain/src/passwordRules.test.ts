import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, PASSWORD_RULES, passwordRulesOfMessages } from './passwordRules';

describe('password rules', () => {
  it('accepts ten characters of more than digits that are not the login name', () => {
    expect(brokenPasswordRules('Mężczyźni1', 'anna@example.se')).toEqual([]);
    expect(brokenPasswordRules('ręcznik-42!', 'anna@example.se')).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(brokenPasswordRules('ęęęęęęęęę')).toEqual(['tooShort']);
    expect(brokenPasswordRules('ęęęęęęęęęę')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(brokenPasswordRules('123')).toEqual(['tooShort', 'onlyDigits']);
    expect(brokenPasswordRules('12345678901')).toEqual(['onlyDigits']);
    expect(brokenPasswordRules('Anna@Example.se', 'anna@example.se')).toEqual(['isLoginName']);
    expect(brokenPasswordRules('x'.repeat(201))).toEqual(['tooLong']);
  });

  it('reads the rules back from an answer’s English messages, ignoring others', () => {
    expect(passwordRulesOfMessages([PASSWORD_RULES.tooWeak, 'Something else.'])).toEqual(['tooWeak']);
    expect(passwordRulesOfMessages([PASSWORD_RULES.onlyDigits, PASSWORD_RULES.tooShort])).toEqual([
      'tooShort',
      'onlyDigits',
    ]);
  });
});
