import {
  at,
  BUYER_NAME_FIELDS,
  emailIssue,
  type FieldIssue,
  INVALID_INPUT,
  isFields,
  type PhoneCheck,
  phoneNumberIssue,
  textFieldIssue,
  textFieldValue,
} from '../checkout/checkoutFieldRules';
import { brokenPasswordRules, PASSWORD_RULES } from '../passwordRules';

/*
 * The rules of a consumer's own details on the account page and the create-account page, without
 * zod: the browser checks the forms with them as they are typed, the API checks the same values with
 * the same functions (customer module), so both name the same field with the same message. Names and
 * the phone follow the checkout's rules (one name rule, one phone rule: phoneNumberIssue). The phone
 * is kept by phoneNumbers.ts's cellPhoneKept, apart: it needs the phone library.
 */

/** The profile form: first and last name (required), mobile phone (optional). */
export type ProfileValues = { firstName: string; lastName: string; cellPhone: string };

const nameIssues = (values: Record<string, unknown>): FieldIssue[] => [
  ...at('firstName', textFieldIssue(BUYER_NAME_FIELDS.firstName, values.firstName)),
  ...at('lastName', textFieldIssue(BUYER_NAME_FIELDS.lastName, values.lastName)),
];

/** What the profile's phone is checked with: the market's dial code and the phone rule. */
export type ProfilePhoneRule = {
  /** The market's ('+46'): what a national number ('070-123 45 67') is read as. */
  readonly dialCode: string;
  /** phoneNumbers.ts's isValidPhone (the API passes it itself; see PhoneCheck). */
  readonly isValidPhone: PhoneCheck;
};

/**
 * The phone may be left empty; otherwise the checkout's phone rule decides, a number without its '+'
 * read as one of the market's country.
 */
export const cellPhoneIssue = (value: unknown, phone: ProfilePhoneRule): string | null =>
  value === undefined || value === '' ? null : phoneNumberIssue(value, phone.dialCode, phone.isValidPhone);

/** The profile's issues; with `partial`, a field left out of an update (undefined) is not checked. */
export function profileIssues(values: unknown, phone: ProfilePhoneRule, partial = false): FieldIssue[] {
  if (!isFields(values)) return at('', INVALID_INPUT);
  const present = (key: string) => !partial || values[key] !== undefined;
  return [
    ...nameIssues(values).filter((issue) => present(issue.path)),
    ...(present('cellPhone') ? at('cellPhone', cellPhoneIssue(values.cellPhone, phone)) : []),
  ];
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
