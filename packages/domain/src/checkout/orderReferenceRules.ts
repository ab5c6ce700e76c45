/*
 * The order references a company requires, without zod: the browser's checkout form marks and checks
 * them; orderReferences.ts builds the API's schema on the same function.
 */

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
