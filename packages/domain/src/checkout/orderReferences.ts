import { VALUE_REQUIRED } from '../cart/cartText';
import type { FormViewRules } from '../companySettings';
import { orderInfoFormSchema } from './checkoutForms';
import { withFormViewRules } from './formViewRules';
import { missingOrderReferences, type OrderReferenceSettings } from './orderReferenceRules';

export * from './orderReferenceRules';

/**
 * The order info form of a buyer: the FormViewRules' required fields ('Required', business buyers
 * only) and the references the company requires ('Value is required', code 26's rule).
 */
export function orderInfoSchemaFor(options: {
  readonly b2b: boolean;
  readonly rules: FormViewRules;
  readonly references: OrderReferenceSettings;
}) {
  const base = withFormViewRules(orderInfoFormSchema, options.rules, { b2b: options.b2b });
  if (!options.b2b) return base;
  return base.superRefine((info, ctx) => {
    for (const field of missingOrderReferences(options.references, info)) {
      ctx.addIssue({ code: 'custom', path: [field], message: VALUE_REQUIRED });
    }
  });
}
