import { z } from 'zod';
import type { FormViewRules } from '../companySettings';

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
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && 'number' in value) return isBlank(value.number);
  return false;
}

/** The schema without its optional, nullable and default wrappers: what a given value must be. */
function innerOf(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable)
    return innerOf(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodDefault) return innerOf(field.removeDefault() as z.ZodType);
  return field;
}

const requiredField = (field: z.ZodType) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: FORM_VIEW_REQUIRED });
    })
    .pipe(innerOf(field));

/**
 * A form schema whose fields named by the company's FormViewRules (B2B only: a consumer's or guest's
 * form is returned as it is) must be filled, with the message 'Required'. Names match the schema's
 * keys in any case; names of fields this form does not have (another form's, or none) are ignored.
 * The result's type is the given schema's: a required field's value is still of its type.
 */
export function withFormViewRules<T extends z.ZodObject>(
  schema: T,
  rules: FormViewRules,
  options: { readonly b2b: boolean; readonly context?: string },
): T {
  if (!options.b2b) return schema;
  const required = formViewRequiredFields(rules, options.context);
  const replaced: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (required.has(key.toLowerCase())) replaced[key] = requiredField(field);
  }
  if (Object.keys(replaced).length === 0) return schema;
  return schema.safeExtend(replaced) as unknown as T;
}
