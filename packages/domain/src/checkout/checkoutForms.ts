import { z } from 'zod';
import { cartTextSchema, VALUE_REQUIRED } from '../cart/cartText';
import { countryById } from './countries';
import { digitsOnly } from './digits';
import { orderCommentText } from './orderComment';
import { isValidPostcode } from './postcodes';
import { findRegion, hasRegions } from './regions';

/**
 * The checkout's forms, one schema for the storefront's react-hook-form and the API, so both answer
 * with the same messages. Text fields follow the cart's text rule (control characters stripped, the
 * blocked characters < > " ' { } ; @ refused) and are trimmed.
 *
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

/** A text field: the cart's text rule, trimmed, at most `max` characters, optionally required. */
const text = (field: string, max: number, required = false) =>
  z
    .string()
    .transform(typographicApostrophes)
    .pipe(cartTextSchema(field))
    .pipe(
      required
        ? z.string().trim().min(1, VALUE_REQUIRED).max(max, tooLongMessage(field, max))
        : z.string().trim().max(max, tooLongMessage(field, max)),
    );

const emailField = (required: boolean) =>
  z
    .string()
    .trim()
    .superRefine((email, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (email === '') {
        if (required) issue(EMAIL_MESSAGES.required);
      } else if (email.length > CHECKOUT_FIELD_LIMITS.email) issue(EMAIL_MESSAGES.tooLong);
      else if (!z.email().safeParse(email).success) issue(EMAIL_MESSAGES.invalid);
    });

/** A required e-mail: 'Email is required', 'Email is too long' (over 254), 'Must be a valid email'. */
export const emailSchema = emailField(true);
/** An e-mail that may be left empty (''), otherwise checked as emailSchema. */
export const optionalEmailSchema = emailField(false).default('');

/** Dial code ('+46') and number; the number keeps its digits only (spec §5), at most 15 of them. */
export const cellphoneSchema = z.object({
  dialCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, CHECKOUT_MESSAGES.dialCodeInvalid),
  number: z
    .string()
    .transform(digitsOnly)
    .refine((digits) => digits.length <= CHECKOUT_FIELD_LIMITS.phoneDigits, CHECKOUT_MESSAGES.phoneInvalid),
});
export type CellphoneInput = z.input<typeof cellphoneSchema>;

export const buyerFormSchema = z.object({
  firstName: text('First name', CHECKOUT_FIELD_LIMITS.name, true),
  lastName: text('Last name', CHECKOUT_FIELD_LIMITS.name, true),
  email: emailSchema,
  cellphone: cellphoneSchema,
});
export type BuyerForm = z.output<typeof buyerFormSchema>;

/**
 * A delivery or invoice address. The country must be one the shop knows; the postcode must have its
 * country's form; in the US and Canada the region is required and must be a state or province.
 */
// The country checks read only these fields: they run (beside the other fields' errors, so the form
// shows every error at once) whenever these three parsed, and never when the address itself is
// missing or not an object (an issue with an empty path).
const COUNTRY_CHECKED = new Set<PropertyKey>(['countryId', 'zipCode', 'region']);
const ADDRESS_CHECK_WHEN = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => {
      const first = issue.path?.[0];
      return first === undefined || COUNTRY_CHECKED.has(first);
    }),
};

export const addressFormSchema = z
  .object({
    careOf: text('Care of', CHECKOUT_FIELD_LIMITS.addressLine).default(''),
    addressLine1: text('Address', CHECKOUT_FIELD_LIMITS.addressLine, true),
    addressLine2: text('Address line 2', CHECKOUT_FIELD_LIMITS.addressLine).default(''),
    zipCode: text('Zip code', CHECKOUT_FIELD_LIMITS.zipCode, true),
    city: text('City', CHECKOUT_FIELD_LIMITS.city, true),
    region: text('Region', 3).default(''),
    countryId: z.number({ error: CHECKOUT_MESSAGES.countryInvalid }).int(),
  })
  .superRefine((address, ctx) => {
    const country = countryById(address.countryId);
    if (!country) {
      ctx.addIssue({ code: 'custom', path: ['countryId'], message: CHECKOUT_MESSAGES.countryInvalid });
      return;
    }
    if (!isValidPostcode(country.code, address.zipCode))
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: CHECKOUT_MESSAGES.zipCodeInvalid });
    if (!hasRegions(country.code)) return;
    if (address.region === '') ctx.addIssue({ code: 'custom', path: ['region'], message: VALUE_REQUIRED });
    else if (!findRegion(country.code, address.region))
      ctx.addIssue({ code: 'custom', path: ['region'], message: CHECKOUT_MESSAGES.regionInvalid });
  }, ADDRESS_CHECK_WHEN);
export type AddressForm = z.output<typeof addressFormSchema>;

/** An address where a missing part is null or left out: a saved address, or an order payload's. */
export interface StoredAddressParts {
  careOf?: string | null | undefined;
  addressLine1: string;
  addressLine2?: string | null | undefined;
  zipCode: string;
  city: string;
  region?: string | null | undefined;
  countryId: number;
}

/** The address form's values of an address: a missing part is the empty field. */
export function addressFormValuesOf(address: StoredAddressParts): z.input<typeof addressFormSchema> {
  return {
    careOf: address.careOf ?? '',
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    zipCode: address.zipCode,
    city: address.city,
    region: address.region ?? '',
    countryId: address.countryId,
  };
}

/** Order label, order number, project number (SalesRef), comment, extra e-mail, weekly delivery. */
export const orderInfoFormSchema = z.object({
  orderLabel: text('Order label', CHECKOUT_FIELD_LIMITS.reference).default(''),
  orderNumber: text('Order number', CHECKOUT_FIELD_LIMITS.reference).default(''),
  projectNumber: text('Project number', CHECKOUT_FIELD_LIMITS.reference).default(''),
  comment: z
    .string()
    .transform(orderCommentText)
    .pipe(text('Comment', CHECKOUT_FIELD_LIMITS.comment))
    .default(''),
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
  z.boolean({ error: CHECKOUT_MESSAGES.acceptTerms }).refine((accepted) => accepted, {
    message: CHECKOUT_MESSAGES.acceptTerms,
  });
