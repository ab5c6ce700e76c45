/**
 * Card input as the payment widget and the card provider read it. Only shape is checked here (length,
 * Luhn, expiry, CVC); whether the card pays is the provider's answer.
 */

/** The card number as typed, without the spaces and dashes people group it with. */
export const normaliseCardNumber = (typed: string): string => typed.replace(/[\s-]+/g, '');

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** A guess from the number's first digits (issuer ranges), for the brand logo beside the field. */
export function cardBrand(number: string): CardBrand {
  const digits = normaliseCardNumber(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The number as it may be shown or stored: its last four digits only ('•••• 1111'). */
export const maskCardNumber = (number: string): string => `•••• ${normaliseCardNumber(number).slice(-4)}`;

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Card number is not valid',
  expiryFormat: 'Expiry date must be MM/YY',
  expiryPast: 'Expiry date has passed',
  cvcFormat: 'CVC must be 3 or 4 digits',
} as const;

/** 'MM/YY' (blanks around the slash allowed) as month and four-digit year, or undefined. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (UTC, as card networks count it). */
export const isExpired = (expiry: { month: number; year: number }, now: Date): boolean =>
  expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/*
 * The card form's field rules without zod: the payment widget checks the card as it is typed with
 * these, and cardInputSchema is built on them, so the widget, the server action and the API agree.
 */

/** Why a card number is refused (12-19 digits once spaces and dashes are gone, Luhn-valid), or null. */
export function cardNumberIssue(typed: string): string | null {
  const digits = normaliseCardNumber(typed);
  if (digits === '') return CARD_MESSAGES.numberRequired;
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? null : CARD_MESSAGES.numberInvalid;
}

/** Why an expiry is refused (MM/YY, not in the past at `now`), or null. */
export function cardExpiryIssue(typed: string, now: Date): string | null {
  const expiry = parseExpiry(typed);
  if (!expiry) return CARD_MESSAGES.expiryFormat;
  return isExpired(expiry, now) ? CARD_MESSAGES.expiryPast : null;
}

/** Why a CVC is refused (3 or 4 digits), or null. */
export const cardCvcIssue = (typed: string): string | null =>
  /^\d{3,4}$/.test(typed.trim()) ? null : CARD_MESSAGES.cvcFormat;

/**
 * The expiry as the buyer types it, in the form MM/YY: the slash comes by itself after the month
 * ('1235' -> '12/35', '12' -> '12', '12/' stays), a one-digit month typed with its slash gets its
 * zero ('1/25' -> '01/25'), and anything but digits and the slash falls away. At most 4 digits.
 */
export function formatCardExpiry(typed: string): string {
  const single = /^\s*(\d)\s*\/\s*(\d{0,2})/.exec(typed);
  if (single) return `0${single[1]}/${single[2]}`;
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return typed.trim().endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
