import { phoneDigits } from '../cart/cartText';
import { parsePhone } from './phoneNumbers';

/**
 * Input kept as digits only (spec §5): the postal carrier's recipient postcode and phone-like input
 * ('SE-123 45' -> '12345'). The cart's phone rule is the same rule, so this is that function.
 */
export const digitsOnly: (text: string) => string = phoneDigits;

/**
 * The order payload's cellphone in E.164 ('+46', '070-123 45 67' -> '+46701234567'), by the phone
 * rule (phoneNumbers.ts): the national number without its trunk zero after the dial code's digits. A
 * number typed in international form ('+47 …' or '0047 …') carries its own code. A number that is
 * not valid (the form refuses it first) keeps '+' and its digits as typed, so the API names it.
 * No number gives ''.
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
