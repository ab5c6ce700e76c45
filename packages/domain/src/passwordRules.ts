/**
 * The minimum rules for a new password, the same in the API (422 naming newPassword) and the
 * storefront's form. Each broken rule is reported by its code, which the storefront translates; the
 * English message is what the API answers. No zod here: the browser's password forms (account page,
 * reset, create account) load this module, and zod would add about 30 kB gzip to them.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_RULES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  onlyDigits: 'Use more than digits.',
  isLoginName: 'Do not use your login name as the password.',
  /** Judged by the API alone (a strength estimate over word lists: apps/api passwordStrength.ts). */
  tooWeak:
    'Choose a password that is harder to guess: no common password, word, name, keyboard row or repeat.',
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

// Characters, not UTF-16 units: 'ę' and an emoji each count once.
const lengthOf = (value: string) => [...value.normalize('NFC')].length;

/** The rules password breaks, in the order above; empty when it may be used. */
export function brokenPasswordRules(password: string, loginName?: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) broken.push('tooShort');
  if (length > PASSWORD_MAX_LENGTH) broken.push('tooLong');
  if (/^\d+$/.test(password)) broken.push('onlyDigits');
  if (loginName && password.trim().toLowerCase() === loginName.trim().toLowerCase())
    broken.push('isLoginName');
  return broken;
}

/** The rules named by an API answer's field messages (the English texts above), for translation. */
export const passwordRulesOfMessages = (messages: readonly string[]): PasswordRule[] =>
  (Object.keys(PASSWORD_RULES) as PasswordRule[]).filter((rule) => messages.includes(PASSWORD_RULES[rule]));
