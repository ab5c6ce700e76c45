import { phoneDigits } from '../cart/cartTextRules';

/**
 * Input kept as digits only (spec §5): the postal carrier's recipient postcode and phone-like input
 * ('SE-123 45' -> '12345'). The cart's phone rule is the same rule, so this is that function.
 */
export const digitsOnly: (text: string) => string = phoneDigits;
