import {
  buyerIssues,
  type CheckoutRuleOptions,
  type FieldIssue,
  INVALID_INPUT,
  orderInfoIssues,
  type PhoneCheck,
} from '@workwear/domain/checkout/checkoutFieldRules';
import { formViewRequiredFields } from '@workwear/domain/checkout/formViewRequired';
import { missingOrderReferences } from '@workwear/domain/checkout/orderReferenceRules';

/*
 * The order step's rules without zod, for the browser (deliveryStepRules.ts holds the delivery
 * step's, apart: they bring the countries, postcodes and regions): the forms check what is typed with
 * these, and checkoutSchemas.ts (the server actions' schemas) is built on the same domain rules, so
 * the step, the server action and the API answer alike (checkoutFormRules.test.ts compares them).
 */

/**
 * Who fills the forms: a business buyer's company adds its FormViewRules ('Required') and the
 * references it requires (code 26). The server hands these options to the page, and the page and
 * the send action check the same rules with them.
 */
export type CheckoutFormOptions = CheckoutRuleOptions;

/** Fields every buyer must fill, whatever the company says. */
const ALWAYS_REQUIRED = new Set(['firstname', 'lastname', 'email', 'addressline1', 'zipcode', 'city']);

/**
 * Whether a field (by its schema key: 'projectNumber', 'cellphone') must be filled, for the label's
 * mark: always-required fields, a business buyer's FormViewRules, and the references its company uses.
 */
export function isFieldRequired(options: CheckoutFormOptions, field: string): boolean {
  const name = field.toLowerCase();
  if (ALWAYS_REQUIRED.has(name)) return true;
  if (!options.b2b) return false;
  // The references the company requires are those an order without any would lack (code 26's rule).
  if (missingOrderReferences(options.references, {}).some((ref) => ref.toLowerCase() === name)) return true;
  return formViewRequiredFields(options.rules).has(name);
}

type Fields = Readonly<Record<string, unknown>>;
export const fieldsOf = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null ? (value as Fields) : null;
export const under = (prefix: string, issues: readonly FieldIssue[]): FieldIssue[] =>
  issues.map((i) => ({ ...i, path: i.path ? `${prefix}.${i.path}` : prefix }));
export const at = (path: string, message: string | null): FieldIssue[] =>
  message ? [{ path, message }] : [];
const isOptionalBoolean = (value: unknown) => value === undefined || typeof value === 'boolean';

/**
 * Step 2, Order: the buyer, the order's references and comment, and (guests) an account. The
 * cellphone is checked by isValidPhone: the full rule, or its shape until it has loaded
 * (lib/lazyPhoneNumbers.ts).
 */
export function orderStepIssues(
  options: CheckoutFormOptions,
  values: unknown,
  isValidPhone: PhoneCheck,
): FieldIssue[] {
  const form = fieldsOf(values);
  if (!form) return at('', INVALID_INPUT);
  return [
    ...under('buyer', buyerIssues(options, form.buyer, isValidPhone)),
    ...under('info', orderInfoIssues(options, form.info)),
    ...at('createCustomerAccount', isOptionalBoolean(form.createCustomerAccount) ? null : INVALID_INPUT),
  ];
}
