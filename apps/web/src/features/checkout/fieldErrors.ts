import { blockedCharactersMessage, VALUE_REQUIRED } from '@workwear/domain/cart/cartTextRules';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TEXT_FIELDS,
  zipNotInRegionParts,
} from '@workwear/domain/checkout/addressFieldRules';
import { CARD_MESSAGES } from '@workwear/domain/checkout/cardRules';
import {
  BUYER_NAME_FIELDS,
  CHECKOUT_MESSAGES,
  EMAIL_MESSAGES,
  ORDER_INFO_TEXT_FIELDS,
  type TextRule,
  tooLongMessage,
} from '@workwear/domain/checkout/checkoutFieldRules';
import { FORM_VIEW_REQUIRED } from '@workwear/domain/checkout/formViewRequired';
import type { FieldMessageTexts } from './fieldMessage';

/**
 * The domain's form schemas answer in the spec's English (the API gives the same words); the
 * checkout shows each message in the visitor's language. This maps a schema message to its key in
 * the checkout namespace's `errors`, with the values it carries (a length limit, the blocked
 * characters). A message it does not know falls back to a general one rather than English.
 */
export const FIELD_ERROR_KEYS = [
  'required',
  'formViewRequired',
  'emailRequired',
  'emailInvalid',
  'emailTooLong',
  'acceptTerms',
  'phoneInvalid',
  'dialCodeInvalid',
  'countryInvalid',
  'regionInvalid',
  'zipCodeInvalid',
  'poBox',
  'zipNotInRegion',
  'tooLong',
  'blockedCharacters',
  'cardNumberRequired',
  'cardNumberInvalid',
  'cardExpiryFormat',
  'cardExpiryPast',
  'cardCvcFormat',
  'invalid',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

export type FieldErrorText = { key: FieldErrorKey; values?: Record<string, string | number> };

const BY_MESSAGE = new Map<string, FieldErrorKey>([
  [VALUE_REQUIRED, 'required'],
  [FORM_VIEW_REQUIRED, 'formViewRequired'],
  [EMAIL_MESSAGES.required, 'emailRequired'],
  [EMAIL_MESSAGES.invalid, 'emailInvalid'],
  [EMAIL_MESSAGES.tooLong, 'emailTooLong'],
  [CHECKOUT_MESSAGES.acceptTerms, 'acceptTerms'],
  [CHECKOUT_MESSAGES.phoneInvalid, 'phoneInvalid'],
  [CHECKOUT_MESSAGES.dialCodeInvalid, 'dialCodeInvalid'],
  [CHECKOUT_MESSAGES.countryInvalid, 'countryInvalid'],
  [CHECKOUT_MESSAGES.regionInvalid, 'regionInvalid'],
  [CHECKOUT_MESSAGES.zipCodeInvalid, 'zipCodeInvalid'],
  [ADDRESS_MESSAGES.poBox, 'poBox'],
  [CARD_MESSAGES.numberRequired, 'cardNumberRequired'],
  [CARD_MESSAGES.numberInvalid, 'cardNumberInvalid'],
  [CARD_MESSAGES.expiryFormat, 'cardExpiryFormat'],
  [CARD_MESSAGES.expiryPast, 'cardExpiryPast'],
  [CARD_MESSAGES.cvcFormat, 'cardCvcFormat'],
]);

// tooLongMessage(field, max) and blockedCharactersMessage(field) carry the field's English name.
const TOO_LONG = /can be at most (\d+) characters$/;
const BLOCKED = /cannot contain any of (.+)$/;

export function fieldErrorText(message: string | undefined): FieldErrorText {
  if (!message) return { key: 'invalid' };
  const known = BY_MESSAGE.get(message);
  if (known) return { key: known };
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return { key: 'tooLong', values: { max: Number(tooLong[1]) } };
  const zipRegion = zipNotInRegionParts(message);
  if (zipRegion) return { key: 'zipNotInRegion', values: { zip: zipRegion.zip, region: zipRegion.region } };
  const blocked = BLOCKED.exec(message);
  if (blocked) return { key: 'blockedCharacters', values: { characters: blocked[1]! } };
  return { key: 'invalid' };
}

/** The translated texts of every key, as the server hands them to the client forms. */
export type FieldErrorTexts = Readonly<Record<FieldErrorKey, string>>;

/** The message in the visitor's language: {name} placeholders filled from the values. */
export function translateFieldError(texts: FieldErrorTexts, message: string | undefined): string {
  const { key, values } = fieldErrorText(message);
  return Object.entries(values ?? {}).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    texts[key],
  );
}

const TEXT_RULES: readonly TextRule[] = [
  ...Object.values(BUYER_NAME_FIELDS),
  ...Object.values(ADDRESS_TEXT_FIELDS),
  ...Object.values(ORDER_INFO_TEXT_FIELDS),
];

/** Every message the checkout's field rules give: the fixed ones, and each text field's limit and characters. */
export const fieldRuleMessages = (): string[] => [
  ...BY_MESSAGE.keys(),
  ...TEXT_RULES.flatMap((rule) => [
    tooLongMessage(rule.label, rule.max),
    blockedCharactersMessage(rule.label),
  ]),
];

/** The texts the client forms translate with (fieldMessage.ts): every rule's message, translated here. */
export const fieldMessageTexts = (texts: FieldErrorTexts): FieldMessageTexts => ({
  byMessage: Object.fromEntries(
    fieldRuleMessages().map((message) => [message, translateFieldError(texts, message)]),
  ),
  invalid: texts.invalid,
  zipNotInRegion: texts.zipNotInRegion,
});
