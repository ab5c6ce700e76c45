import type { FormViewRules } from '../companySettings';

/*
 * The FormViewRules' required fields without zod, for the browser's checkout forms; formViewRules.ts
 * builds the schemas on these functions.
 */

/** The message of a field a company's FormViewRules make required (spec §5). */
export const FORM_VIEW_REQUIRED = 'Required';

/** The context name of the checkout's rules; contexts and rule types match in any case. */
export const CHECKOUT_FORM_VIEW_CONTEXT = 'Checkout';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The field names (lower case) a context's 'Required' rules name: 'ProjectNumber' names the form's
 * projectNumber. Rules of other types are ignored.
 */
export function formViewRequiredFields(
  rules: FormViewRules,
  context: string = CHECKOUT_FORM_VIEW_CONTEXT,
): Set<string> {
  const names = rules
    .filter((c) => same(c.context, context))
    .flatMap((c) => c.rules)
    .filter((r) => same(r.ruleType, 'Required'))
    .map((r) => r.ruleName.trim().toLowerCase());
  return new Set(names);
}

/**
 * Blank: absent, null, or text of blanks. A cellphone ({ dialCode, number }) is blank when its number
 * is: the dial code is preset from the market, so it says nothing about whether the buyer gave one.
 */
export function isBlankFormValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && 'number' in value) return isBlankFormValue(value.number);
  return false;
}
