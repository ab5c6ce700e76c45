import { z } from 'zod';
import type { FormViewRules } from '../companySettings';
import { FORM_VIEW_REQUIRED, formViewRequiredFields, isBlankFormValue } from './formViewRequired';

export * from './formViewRequired';

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
      if (isBlankFormValue(value)) ctx.addIssue({ code: 'custom', message: FORM_VIEW_REQUIRED });
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
