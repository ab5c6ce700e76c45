import { VALUE_REQUIRED } from '../cart/cartText';
import type { FormViewRules } from '../companySettings';
import { orderInfoFormSchema } from './checkoutForms';
import { withFormViewRules } from './formViewRules';

/**
 * Order code 26 ProjectOrOrderNumberDoesNotExist: a company with UseProjectNumber needs a project
 * number (the payload's SalesRef) on every order, one with UseOrderNumber an order number. The
 * storefront asks for them as required fields; the API refuses an order without them with 26.
 */
export interface OrderReferenceSettings {
  readonly useProjectNumber: boolean;
  readonly useOrderNumber: boolean;
}

export type OrderReferenceField = 'projectNumber' | 'orderNumber';

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The references the company requires that the order lacks (empty: none missing). */
export function missingOrderReferences(
  settings: OrderReferenceSettings,
  order: { readonly projectNumber?: string | null; readonly orderNumber?: string | null },
): OrderReferenceField[] {
  const missing: OrderReferenceField[] = [];
  if (settings.useProjectNumber && blank(order.projectNumber)) missing.push('projectNumber');
  if (settings.useOrderNumber && blank(order.orderNumber)) missing.push('orderNumber');
  return missing;
}

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
