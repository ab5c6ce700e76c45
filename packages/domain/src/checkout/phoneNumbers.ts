import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { digitsOnly } from './digits';

/*
 * Phone numbers with libphonenumber-js and its "min" metadata (about 80 kB; the full set's patterns add
 * nothing this shop needs): a number is checked against its country's lengths and leading digits, and
 * kept in E.164 ('+46701234567'), the one form carriers' APIs and SMS gateways take. Only this module
 * imports the library: the form rules take isValidPhone as an argument (checkoutFieldRules.ts
 * PhoneCheck), so the browser loads this module when a phone field needs it, not with the page.
 */

/** A dial code's digits ('+46' -> '46'), or '' for none. */
const callingCodeOf = (dialCode: string) => dialCode.replace(/\D/g, '');

/**
 * The number typed beside a dial code, parsed: a number typed in international form ('+47 …' or
 * '0047 …') carries its own code and wins over the dial code; otherwise the dial code's country reads
 * it ('070-123 45 67' with +46, trunk zero and all). Undefined when it is no number of any country.
 */
export function parsePhone(dialCode: string, typed: string) {
  const text = typed.trim().replace(/^00(?=\d)/, '+');
  try {
    if (text.startsWith('+')) return parsePhoneNumberFromString(text);
    const callingCode = callingCodeOf(dialCode);
    return callingCode === ''
      ? undefined
      : parsePhoneNumberFromString(text, { defaultCallingCode: callingCode });
  } catch {
    return undefined;
  }
}

/** Whether a typed number is a valid number of its country (by the dial code, or its own '+…'). */
export function isValidPhone(dialCode: string, typed: string): boolean {
  return parsePhone(dialCode, typed)?.isValid() ?? false;
}

/**
 * The order payload's cellphone in E.164 ('+46', '070-123 45 67' -> '+46701234567'): the national
 * number without its trunk zero after the dial code's digits. A number typed in international form
 * ('+47 …' or '0047 …') carries its own code. A number that is not valid (the form refuses it first)
 * keeps '+' and its digits as typed, so the API names it. No number gives ''.
 */
export function cellphonePayload(dialCode: string, number: string): string {
  const typed = number.trim();
  if (digitsOnly(typed) === '') return '';
  const parsed = parsePhone(dialCode, typed);
  if (parsed?.isValid()) return parsed.number;
  if (typed.startsWith('+')) return `+${digitsOnly(typed)}`;
  if (typed.startsWith('00')) return `+${digitsOnly(typed).slice(2)}`;
  return `+${digitsOnly(dialCode)}${digitsOnly(typed).replace(/^0+/, '')}`;
}

/**
 * The account's phone as it is kept: E.164 ('+46701234567'), as the checkout keeps the order's, a
 * national number read by the market's dial code; empty is no phone. Only numbers the profile rule
 * (profileRules.ts) let through get here.
 */
export function cellPhoneKept(typed: string, dialCode = ''): string | null {
  if (digitsOnly(typed) === '') return null;
  return parsePhone(dialCode, typed)?.number ?? null;
}

/**
 * A number kept in E.164 (the order's and the account's cellphone) as a valid one: '+46701234567',
 * or digits only from an older payload ('46701234567') read as international. Undefined when it is
 * not a valid number.
 */
export function e164Of(value: string): string | undefined {
  const text = value.trim();
  const parsed = parsePhone('', text.startsWith('+') ? text : `+${text.replace(/^00/, '')}`);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** An E.164 number as people read it, with its '+' ('+46 70 123 45 67'); what it was if it is none. */
export function formatPhone(e164: string): string {
  const parsed = parsePhone('', e164.startsWith('+') ? e164 : `+${e164}`);
  return parsed?.isValid() ? parsed.formatInternational() : e164;
}

/**
 * A kept number split for a form: its dial code ('+46') and the national number as the country
 * writes it ('070-123 45 67'). A number that does not parse stays whole beside the fallback code.
 */
export function phoneFormValues(
  kept: string | null | undefined,
  fallbackDialCode: string,
): { dialCode: string; number: string } {
  const text = (kept ?? '').trim();
  if (text === '') return { dialCode: fallbackDialCode, number: '' };
  // Kept in E.164, or as its digits (older orders and accounts); else as typed in the country.
  const international = e164Of(text);
  const parsed = international ? parsePhone('', international) : parsePhone(fallbackDialCode, text);
  if (!parsed?.isValid()) return { dialCode: fallbackDialCode, number: text };
  return { dialCode: `+${parsed.countryCallingCode}`, number: parsed.formatNational() };
}

/** The country a number belongs to ('SE'), when its number says. */
export const phoneCountryOf = (e164: string): CountryCode | undefined => parsePhone('', e164)?.country;
