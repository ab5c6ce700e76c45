import { phoneDigits } from '../cart/cartText';

/**
 * Input kept as digits only (spec §5): the postal carrier's recipient postcode and phone-like input
 * ('SE-123 45' -> '12345'). The cart's phone rule is the same rule, so this is that function.
 */
export const digitsOnly: (text: string) => string = phoneDigits;

/**
 * The order payload's cellphone: the dial code and the national number as one string of digits, the
 * national number without its trunk zero ('+46', '070-123 45 67' -> '46701234567'). A number typed in
 * international form ('+46 70 …' or '0046 70 …') already carries its dial code and is kept as it is,
 * digits only. No number gives ''.
 */
export function cellphonePayload(dialCode: string, number: string): string {
  const typed = number.trim();
  if (digitsOnly(typed) === '') return '';
  if (typed.startsWith('+')) return digitsOnly(typed);
  if (typed.startsWith('00')) return digitsOnly(typed).slice(2);
  return `${digitsOnly(dialCode)}${digitsOnly(typed).replace(/^0+/, '')}`;
}
