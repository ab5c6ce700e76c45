import { z } from 'zod';
import {
  ADDRESS_TEXT_FIELDS,
  addressPlaceIssues,
  COUNTRY_CHECKED_FIELDS,
  countryIdIssue,
  poBoxIssues,
} from './addressFieldRules';
import {
  acceptTermsIssue,
  BUYER_NAME_FIELDS,
  CHECKOUT_MESSAGES,
  dialCodeIssue,
  emailIssue,
  ORDER_INFO_TEXT_FIELDS,
  phoneNumberIssue,
  type TextRule,
  textFieldIssue,
  textFieldValue,
} from './checkoutFieldRules';
import { digitsOnly } from './digits';
import { isValidPhone } from './phoneNumbers';

export * from './addressFieldRules';
export * from './checkoutFieldRules';

/**
 * The checkout's forms as the API (and the storefront's server actions) parse them, built on the
 * field rules the browser checks the forms with (checkoutFieldRules.ts), so both answer with the same
 * messages. Text fields follow the cart's text rule (control characters stripped, the blocked
 * characters < > " ' { } ; @ refused) and are trimmed.
 */

/** A value checked by one of the field rules: its message as the field's issue. */
const checkedBy =
  (issue: (value: unknown) => string | null) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    const message = issue(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** A text field of its rule: kept as textFieldValue; one that is not required defaults to empty. */
function text<R extends TextRule>(rule: R) {
  const field = z
    .string()
    .superRefine(checkedBy((v) => textFieldIssue(rule, v)))
    .transform((v) => textFieldValue(rule, v));
  return field;
}
const optionalText = (rule: TextRule) => text(rule).default('');

function textFields<T extends Record<string, TextRule>>(fields: T) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, rule]) => [key, rule.required ? text(rule) : optionalText(rule)]),
  ) as {
    [K in keyof T]: T[K] extends { required: true }
      ? ReturnType<typeof text>
      : ReturnType<typeof optionalText>;
  };
}

const emailField = (required: boolean) =>
  z
    .string()
    .superRefine(checkedBy((v) => emailIssue(required, v)))
    .transform((email) => email.trim());

/** A required e-mail: 'Email is required', 'Email is too long' (over 254), 'Must be a valid email'. */
export const emailSchema = emailField(true);
/** An e-mail that may be left empty (''), otherwise checked as emailSchema. */
export const optionalEmailSchema = emailField(false).default('');

/**
 * Dial code ('+46') and number: the number must be a valid number of the dial code's country (or of
 * its own '+…'), and keeps its digits only (spec §5); cellphonePayload makes the pair E.164. The
 * schemas are the server's (the API, the storefront's server actions): always the full rule,
 * isValidPhone, synchronously; the browser's forms check with checkoutFieldRules.ts alone.
 */
export const cellphoneSchema = z
  .object({
    dialCode: z
      .string()
      .superRefine(checkedBy(dialCodeIssue))
      .transform((code) => code.trim()),
    number: z.string(),
  })
  .superRefine((value, ctx) => {
    const message = phoneNumberIssue(value.number, value.dialCode, isValidPhone);
    if (message) ctx.addIssue({ code: 'custom', path: ['number'], message });
  })
  .transform((value) => ({ dialCode: value.dialCode, number: digitsOnly(value.number) }));
export type CellphoneInput = z.input<typeof cellphoneSchema>;

export const buyerFormSchema = z.object({
  ...textFields(BUYER_NAME_FIELDS),
  email: emailSchema,
  cellphone: cellphoneSchema,
});
export type BuyerForm = z.output<typeof buyerFormSchema>;

// The country checks read only the country's fields: they run (beside the other fields' errors, so
// the form shows every error at once) whenever those parsed, and never when the address itself is
// missing or not an object (an issue with an empty path).
const COUNTRY_CHECKED = new Set<PropertyKey>(COUNTRY_CHECKED_FIELDS);
const ADDRESS_CHECK_WHEN = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => {
      const first = issue.path?.[0];
      return first === undefined || COUNTRY_CHECKED.has(first);
    }),
};

/**
 * A delivery or invoice address. The country must be one the shop knows; the postcode must have its
 * country's form; in the US and Canada the region is required and must be a state or province.
 */
export const addressFormSchema = z
  .object({
    ...textFields(ADDRESS_TEXT_FIELDS),
    countryId: z.number({ error: CHECKOUT_MESSAGES.countryInvalid }).superRefine(checkedBy(countryIdIssue)),
  })
  .superRefine((address, ctx) => {
    for (const { path, message } of addressPlaceIssues(address))
      ctx.addIssue({ code: 'custom', path: [path], message });
  }, ADDRESS_CHECK_WHEN);
export type AddressForm = z.output<typeof addressFormSchema>;

/** A delivery address: an address, and no PO box (poBoxIssues: a parcel needs a door). */
export const deliveryAddressFormSchema = addressFormSchema.superRefine(
  (address, ctx) => {
    for (const { path, message } of poBoxIssues(address))
      ctx.addIssue({ code: 'custom', path: [path], message });
    // Beside the other fields' errors, so the form and the API name every field at once.
  },
  { when: () => true },
);

/** Order label, order number, project number (SalesRef), comment, extra e-mail, weekly delivery. */
export const orderInfoFormSchema = z.object({
  ...textFields(ORDER_INFO_TEXT_FIELDS),
  extraOrderConfirmationEmail: optionalEmailSchema,
  weeklyDelivery: z.boolean().default(false),
});
export type OrderInfoForm = z.output<typeof orderInfoFormSchema>;

/**
 * The spec gives two readings of acceptTerms' default; ours is "default false": the box starts
 * unticked and the buyer ticks it. Sending without it is refused (the API's 400 names acceptTerms).
 */
export const ACCEPT_TERMS_DEFAULT = false;

export const acceptTermsSchema = () =>
  z.boolean({ error: CHECKOUT_MESSAGES.acceptTerms }).superRefine(checkedBy(acceptTermsIssue));
