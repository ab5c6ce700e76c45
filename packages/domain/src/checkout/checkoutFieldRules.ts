import {
  blockedCharactersMessage,
  hasBlockedCharacter,
  stripControlCharacters,
  VALUE_REQUIRED,
} from '../cart/cartTextRules';
import type { FormViewRules } from '../companySettings';
import { digitsOnly } from './digits';
import { FORM_VIEW_REQUIRED, formViewRequiredFields, isBlankFormValue } from './formViewRequired';
import { INVALID_INPUT } from './invalidInput';
import { orderCommentText } from './orderComment';
import { missingOrderReferences, type OrderReferenceSettings } from './orderReferenceRules';

export { INVALID_INPUT } from './invalidInput';

/*
 * The checkout forms' rules without zod: the browser checks the forms as they are typed with these
 * functions, and checkoutForms.ts builds the API's schemas on the same functions and field tables, so
 * both give the same message for a field (checkoutFieldRules.test.ts compares them on random input).
 * zod would add about 30 kB gzip to the checkout's pages.
 */

/**
 * Length limits are ours (the spec gives none but the e-mail's 254, the SMTP path limit): names 50,
 * care-of and address lines 100 (what carriers' labels print), city 60, postcode 12 (the longest form
 * with its separators is 10), order label, order number and project number 50 (the ERP's reference
 * fields), comment 500, phone 15 digits (E.164's maximum).
 */
export const CHECKOUT_FIELD_LIMITS = {
  name: 50,
  email: 254,
  addressLine: 100,
  city: 60,
  zipCode: 12,
  reference: 50,
  comment: 500,
  phoneDigits: 15,
} as const;

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Must be a valid email',
  tooLong: 'Email is too long',
} as const;

export const CHECKOUT_MESSAGES = {
  acceptTerms: 'You must accept the terms and conditions',
  phoneInvalid: 'Phone number is not valid',
  dialCodeInvalid: 'Dial code is not valid',
  countryInvalid: 'Country is not valid',
  regionInvalid: 'Region is not valid',
  zipCodeInvalid: 'Zip code is not valid',
} as const;

export const tooLongMessage = (field: string, max: number) => `${field} can be at most ${max} characters`;

/**
 * The spec blocks the ASCII apostrophe in text input, but names and places carry one (O'Brien,
 * L'Aquila, Dell'Acqua): it becomes the typographic apostrophe (U+2019), which prints the same on a
 * label, so the name survives and no ASCII quote reaches the backend.
 */
export const typographicApostrophes = (text: string) => text.replace(/'/g, '\u2019');

/** z.email()'s pattern (zod's "practical" e-mail regex); a test holds it to zod's own. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const DIAL_CODE = /^\+?\d{1,4}$/;

/**
 * A text field: the cart's text rule (control characters stripped, the blocked characters refused),
 * trimmed, at most `max` characters; a required one must not be empty. The comment is made one line
 * first (orderCommentText). A field that is not required may be missing: it is empty.
 */
export type TextRule = {
  readonly label: string;
  readonly max: number;
  readonly required?: boolean;
  readonly oneLine?: boolean;
};

export const BUYER_NAME_FIELDS = {
  firstName: { label: 'First name', max: CHECKOUT_FIELD_LIMITS.name, required: true },
  lastName: { label: 'Last name', max: CHECKOUT_FIELD_LIMITS.name, required: true },
} as const satisfies Record<string, TextRule>;

export const ORDER_INFO_TEXT_FIELDS = {
  orderLabel: { label: 'Order label', max: CHECKOUT_FIELD_LIMITS.reference },
  orderNumber: { label: 'Order number', max: CHECKOUT_FIELD_LIMITS.reference },
  projectNumber: { label: 'Project number', max: CHECKOUT_FIELD_LIMITS.reference },
  comment: { label: 'Comment', max: CHECKOUT_FIELD_LIMITS.comment, oneLine: true },
} as const satisfies Record<string, TextRule>;

const textBeforeTrim = (rule: TextRule, typed: string) =>
  stripControlCharacters(typographicApostrophes(rule.oneLine ? orderCommentText(typed) : typed));

/** A text field's value as it is kept (and sent), once it passed textFieldIssue. */
export const textFieldValue = (rule: TextRule, typed: string): string => textBeforeTrim(rule, typed).trim();

/** Why a text field is refused, or null. */
export function textFieldIssue(rule: TextRule, typed: unknown): string | null {
  if (typed === undefined && !rule.required) return null;
  if (typeof typed !== 'string') return INVALID_INPUT;
  const text = textBeforeTrim(rule, typed);
  if (hasBlockedCharacter(text)) return blockedCharactersMessage(rule.label);
  const trimmed = text.trim();
  if (rule.required && trimmed.length < 1) return VALUE_REQUIRED;
  if (trimmed.length > rule.max) return tooLongMessage(rule.label, rule.max);
  return null;
}

/** Why an e-mail is refused, or null: one message at a time; an optional one may be empty or missing. */
export function emailIssue(required: boolean, typed: unknown): string | null {
  if (typed === undefined && !required) return null;
  if (typeof typed !== 'string') return INVALID_INPUT;
  const email = typed.trim();
  if (email === '') return required ? EMAIL_MESSAGES.required : null;
  if (email.length > CHECKOUT_FIELD_LIMITS.email) return EMAIL_MESSAGES.tooLong;
  return EMAIL_PATTERN.test(email) ? null : EMAIL_MESSAGES.invalid;
}

/** The dial code ('+46'): an optional plus and one to four digits. */
export function dialCodeIssue(typed: unknown): string | null {
  if (typeof typed !== 'string') return INVALID_INPUT;
  return DIAL_CODE.test(typed.trim()) ? null : CHECKOUT_MESSAGES.dialCodeInvalid;
}

/**
 * Whether a typed number is a valid number of its country (by the dial code, or its own '+…'). The
 * one such rule is phoneNumbers.ts's isValidPhone (libphonenumber-js, about 34 kB gzip). The rules
 * here take it as an argument instead of importing it, so that this module, which the browser's forms
 * load with the page, does not bring the library: the API and the zod schemas (checkoutForms.ts) pass
 * isValidPhone itself, and the storefront passes it once its code has loaded (apps/web
 * lazyPhoneNumbers.ts), checking until then the shape alone (phoneShapeFits) and holding a submit
 * until it has loaded. The domain has no other PhoneCheck, so the server cannot get a weaker one.
 */
export type PhoneCheck = (dialCode: string, typed: string) => boolean;

/**
 * No valid number of any country has fewer digits, trunk prefix or country code included
 * (phoneRule.test.ts tries every shorter one with every calling code).
 */
export const PHONE_DIGITS_MIN = 4;

/**
 * A number's shape, checked without the library: at least PHONE_DIGITS_MIN digits (of any script,
 * as libphonenumber reads them) and at most 15 (E.164's maximum). Only what no country allows, so
 * it never refuses a number the full rule takes. There is no rule on the other characters:
 * libphonenumber reads a number out of the text around it ('tel: 070-123 45 67', '… ext 12'), so
 * one would refuse numbers the API takes.
 */
export function phoneShapeFits(typed: string): boolean {
  const anyDigits = typed.match(/\p{Nd}/gu)?.length ?? 0;
  return anyDigits >= PHONE_DIGITS_MIN && digitsOnly(typed).length <= CHECKOUT_FIELD_LIMITS.phoneDigits;
}

/**
 * A phone number (the checkout's cellphone, the account's phone): empty, or a number of the right
 * shape that isValidPhone takes: a valid number of the dial code's country ('+46' with
 * '070-123 45 67'), or of its own country when typed with '+' or '00'. Kept in E.164 by
 * cellphonePayload.
 */
export function phoneNumberIssue(typed: unknown, dialCode: string, isValidPhone: PhoneCheck): string | null {
  if (typeof typed !== 'string') return INVALID_INPUT;
  if (digitsOnly(typed) === '') return null;
  if (!phoneShapeFits(typed)) return CHECKOUT_MESSAGES.phoneInvalid;
  return isValidPhone(dialCode, typed) ? null : CHECKOUT_MESSAGES.phoneInvalid;
}

export const acceptTermsIssue = (value: unknown): string | null =>
  value === true ? null : CHECKOUT_MESSAGES.acceptTerms;

/** A field's message at its path ('buyer.cellphone.number'), in the order the schemas give them. */
export type FieldIssue = { readonly path: string; readonly message: string };

/** Who fills the form: a business buyer's company adds its FormViewRules and required references. */
export type CheckoutRuleOptions = {
  readonly b2b: boolean;
  readonly rules: FormViewRules;
  readonly references: OrderReferenceSettings;
};

type Fields = Readonly<Record<string, unknown>>;
export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/**
 * A form's issues from its fields' rules: a field the company's FormViewRules name (business buyers
 * only) must not be blank ('Required', then nothing else about it); otherwise its own rule decides.
 */
export function formIssues(
  options: CheckoutRuleOptions,
  values: unknown,
  rules: Readonly<Record<string, (value: unknown) => FieldIssue[]>>,
): FieldIssue[] {
  if (!isFields(values)) return [{ path: '', message: INVALID_INPUT }];
  const required = options.b2b ? formViewRequiredFields(options.rules) : new Set<string>();
  return Object.entries(rules).flatMap(([key, rule]) =>
    required.has(key.toLowerCase()) && isBlankFormValue(values[key])
      ? [{ path: key, message: FORM_VIEW_REQUIRED }]
      : rule(values[key]).map((issue) => ({ ...issue, path: issue.path ? `${key}.${issue.path}` : key })),
  );
}

export const at = (path: string, message: string | null): FieldIssue[] =>
  message ? [{ path, message }] : [];
export const one = (message: string | null): FieldIssue[] => at('', message);
export const textRules = (fields: Readonly<Record<string, TextRule>>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, rule]) => [key, (v: unknown) => one(textFieldIssue(rule, v))]),
  );
const booleanRule = (value: unknown) =>
  one(value === undefined || typeof value === 'boolean' ? null : INVALID_INPUT);

/** The buyer: names, e-mail and cellphone (dial code and number, checked by isValidPhone). */
export const buyerIssues = (
  options: CheckoutRuleOptions,
  buyer: unknown,
  isValidPhone: PhoneCheck,
): FieldIssue[] =>
  formIssues(options, buyer, {
    ...textRules(BUYER_NAME_FIELDS),
    email: (v) => one(emailIssue(true, v)),
    cellphone: (v) =>
      isFields(v)
        ? [
            ...at('dialCode', dialCodeIssue(v.dialCode)),
            ...at(
              'number',
              phoneNumberIssue(v.number, typeof v.dialCode === 'string' ? v.dialCode : '', isValidPhone),
            ),
          ]
        : one(INVALID_INPUT),
  });

/** Order label, numbers, comment, extra e-mail, weekly delivery, and the references the company requires. */
export const orderInfoIssues = (options: CheckoutRuleOptions, info: unknown): FieldIssue[] => {
  const issues = formIssues(options, info, {
    ...textRules(ORDER_INFO_TEXT_FIELDS),
    extraOrderConfirmationEmail: (v) => one(emailIssue(false, v)),
    weeklyDelivery: booleanRule,
  });
  if (!options.b2b || !isFields(info)) return issues;
  // As kept: a reference of control characters only is none.
  const kept = (key: 'projectNumber' | 'orderNumber') =>
    typeof info[key] === 'string' ? textFieldValue(ORDER_INFO_TEXT_FIELDS[key], info[key]) : '';
  const references = missingOrderReferences(options.references, {
    projectNumber: kept('projectNumber'),
    orderNumber: kept('orderNumber'),
  });
  return [...issues, ...references.map((path) => ({ path, message: VALUE_REQUIRED }))];
};
