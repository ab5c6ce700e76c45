import {
  at,
  BUYER_NAME_FIELDS,
  emailIssue,
  type FieldIssue,
  INVALID_INPUT,
  isFields,
  phoneNumberIssue,
  textFieldIssue,
  textFieldValue,
} from '../checkout/checkoutFieldRules';
import { digitsOnly } from '../checkout/digits';
import { parsePhone } from '../checkout/phoneNumbers';
import { brokenPasswordRules, PASSWORD_RULES } from '../passwordRules';

/*
 * The rules of a consumer's own details on the account page and the create-account page, without
 * zod: the browser checks the forms with them as they are typed, the API checks the same values with
 * the same functions (customer module), so both name the same field with the same message. Names and
 * the phone follow the checkout's rules (one name rule, one phone rule: phoneNumberIssue).
 */

/** The profile form: first and last name (required), mobile phone (optional). */
export type ProfileValues = { firstName: string; lastName: string; cellPhone: string };

const nameIssues = (values: Record<string, unknown>): FieldIssue[] => [
  ...at('firstName', textFieldIssue(BUYER_NAME_FIELDS.firstName, values.firstName)),
  ...at('lastName', textFieldIssue(BUYER_NAME_FIELDS.lastName, values.lastName)),
];

/**
 * The phone may be left empty; otherwise the checkout's phone rule decides, a number without its '+'
 * read as one of the market's country (its dial code, '+46').
 */
export const cellPhoneIssue = (value: unknown, dialCode = ''): string | null =>
  value === undefined || value === '' ? null : phoneNumberIssue(value, dialCode);

/**
 * The profile's issues; a field left out of a partial update (undefined) is not checked. `dialCode` is
 * the market's: what a national number ('070-123 45 67') is read as.
 */
export function profileIssues(values: unknown, partial = false, dialCode = ''): FieldIssue[] {
  if (!isFields(values)) return at('', INVALID_INPUT);
  const present = (key: string) => !partial || values[key] !== undefined;
  return [
    ...nameIssues(values).filter((issue) => present(issue.path)),
    ...(present('cellPhone') ? at('cellPhone', cellPhoneIssue(values.cellPhone, dialCode)) : []),
  ];
}

/**
 * The phone as it is kept: E.164 ('+46701234567'), as the checkout keeps the order's, a national number
 * read by the market's dial code; empty is no phone. Only numbers the rule above let through get here.
 */
export function cellPhoneKept(typed: string, dialCode = ''): string | null {
  if (digitsOnly(typed) === '') return null;
  return parsePhone(dialCode, typed)?.number ?? null;
}

export const nameKept = (key: 'firstName' | 'lastName', typed: string): string =>
  textFieldValue(BUYER_NAME_FIELDS[key], typed);

/** The create-account form: names, e-mail, a password that follows the rules, the newsletter choice. */
export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newsletter: boolean;
};

/** Every issue of the create-account form (the API adds the strength estimate, PASSWORD_RULES.tooWeak). */
export function signUpIssues(values: unknown): FieldIssue[] {
  if (!isFields(values)) return at('', INVALID_INPUT);
  const password = typeof values.password === 'string' ? values.password : '';
  const email = typeof values.email === 'string' ? values.email : undefined;
  return [
    ...nameIssues(values),
    ...at('email', emailIssue(true, values.email)),
    ...(typeof values.password === 'string'
      ? brokenPasswordRules(password, email).map((rule) => ({
          path: 'password',
          message: PASSWORD_RULES[rule],
        }))
      : at('password', INVALID_INPUT)),
    ...at(
      'newsletter',
      values.newsletter === undefined || typeof values.newsletter === 'boolean' ? null : INVALID_INPUT,
    ),
  ];
}
