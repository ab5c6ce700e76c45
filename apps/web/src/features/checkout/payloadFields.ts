/**
 * Where a field the API names in a 400 (the order payload's path: 'buyer.email',
 * 'deliveryAddress.zipCode', 'acceptTerms') lives in the checkout: on step 2 (the buyer and the
 * order's references) or step 3 (addresses, delivery, payment, terms), under the form's own name.
 */
export type FormField = { readonly step: 2 | 3; readonly field: string };

const METADATA_FIELDS: Readonly<Record<string, string>> = {
  OrderLabel: 'info.orderLabel',
  OrderNumber: 'info.orderNumber',
  SalesRef: 'info.projectNumber',
  ExtraOrderConfirmationEmail: 'info.extraOrderConfirmationEmail',
  OrderConfirmationEmail: 'buyer.email',
  WeeklyDelivery: 'info.weeklyDelivery',
};

export function formFieldOfPayloadPath(path: string): FormField | undefined {
  const [head, ...rest] = path.split('.');
  const tail = rest.join('.');
  switch (head) {
    case 'buyer':
      if (tail === 'cellphone') return { step: 2, field: 'buyer.cellphone.number' };
      return tail ? { step: 2, field: `buyer.${tail}` } : undefined;
    case 'metadata': {
      const field = METADATA_FIELDS[tail];
      return field ? { step: 2, field } : undefined;
    }
    case 'comment':
      return { step: 2, field: 'info.comment' };
    case 'deliveryAddress':
      return tail && tail !== 'addressId' ? { step: 3, field: `delivery.${tail}` } : undefined;
    case 'invoiceAddress':
      return tail ? { step: 3, field: `invoice.${tail}` } : undefined;
    case 'deliveryMethod':
      return { step: 3, field: 'deliveryEntryId' };
    case 'servicePointId':
      return { step: 3, field: 'servicePointId' };
    case 'paymentMethodId':
      return { step: 3, field: 'paymentMethodId' };
    case 'acceptTerms':
      return { step: 3, field: 'acceptTerms' };
    default:
      return undefined;
  }
}
