import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from './passwordStrength';

const loginName = 'marek.kowalczyk@example.test';

describe('newPasswordProblems', () => {
  it('refuses common passwords and keyboard rows that pass the length rules', () => {
    for (const weak of ['password123', 'qwertyuiop', 'iloveyou12345', 'passwordpassword']) {
      expect(newPasswordProblems(weak, loginName), weak).toEqual(['tooWeak']);
    }
  });

  it('counts the login name’s parts as words an attacker tries first', () => {
    expect(newPasswordProblems('kowalczyk2026', loginName)).toEqual(['tooWeak']);
    expect(newPasswordProblems('kowalczyk2026', 'anna@example.test')).toEqual([]);
  });

  it('takes long passphrases and mixed passwords, letters such as ż and ę included', () => {
    for (const strong of ['Zielona-czapka-2028', 'Ręcznik-2026!', 'correct horse battery staple']) {
      expect(newPasswordProblems(strong, loginName), strong).toEqual([]);
    }
  });

  it('reports the domain’s rules first, without judging strength', () => {
    expect(newPasswordProblems('1234', loginName)).toEqual(['tooShort', 'onlyDigits']);
    expect(newPasswordProblems(loginName, loginName)).toEqual(['isLoginName']);
  });
});
