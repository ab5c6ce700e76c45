import type { OrderSendBody } from '@workwear/contracts';
import { countryById } from '@workwear/domain/checkout/countryFacts';
import { cellphonePayload } from '@workwear/domain/checkout/phoneNumbers';
import { normaliseZip } from '@workwear/domain/checkout/postcodes';
import type { AddressValues, DeliveryStepValues, OrderStepValues } from './checkoutSchemas';
import type { DeliveryChoice } from './deliveryChoice';

/** The storefront's name in the order payload's Source (spec: fixed to the front-end name). */
export const ORDER_SOURCE = 'workwear-storefront';

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** An address of the form as the payload carries it: the postcode in its country's form, blanks left out. */
export function payloadAddress(address: AddressValues) {
  const country = countryById(address.countryId);
  return {
    careOf: optional(address.careOf),
    addressLine1: address.addressLine1,
    addressLine2: optional(address.addressLine2),
    zipCode: country ? normaliseZip(country.code, address.zipCode) : address.zipCode,
    city: address.city,
    region: optional(address.region.toUpperCase()),
    countryId: address.countryId,
  };
}

export type SendContext = {
  cartId: string;
  marketId: string;
  cultureCode: string;
  /** The signed-in buyer (a business buyer's customer and company ids go on the order); null: a guest. */
  buyer: { customerId: number; companyId: number | null } | null;
  delivery: DeliveryChoice;
  /** The chosen method is a service-point method: the chosen point goes along. */
  servicePoint: boolean;
  /** The delivery address passed the address validation (or its country runs none). */
  addressValidated: boolean;
  useIncVat: boolean;
  /** Weekly delivery is offered (ActivateWeeklyDelivery); otherwise the payload leaves it out. */
  weeklyDeliveryOffered: boolean;
  redirectUrls: { confirmed: string; failed: string; canceled: string; pending: string };
};

/**
 * The spec's order payload from the two steps' parsed values. The comment's line breaks are already
 * spaces (the domain schema), the cellphone is the dial code and number in digits, the buyer's e-mail
 * is the order-confirmation e-mail, and a guest's createCustomerAccount goes along only when asked.
 * No price: the server prices the cart again.
 */
export function orderSendBody(
  order: OrderStepValues,
  step: DeliveryStepValues,
  context: SendContext,
): OrderSendBody {
  const { buyer, info } = order;
  const cellphone = cellphonePayload(buyer.cellphone.dialCode, buyer.cellphone.number);
  const business = context.buyer !== null && context.buyer.companyId !== null;
  const invoice = step.invoiceSameAsDelivery || !step.invoice ? undefined : payloadAddress(step.invoice);
  return {
    cartId: context.cartId,
    marketId: context.marketId,
    cultureCode: context.cultureCode,
    Source: ORDER_SOURCE,
    buyer: {
      ...(context.buyer ? { id: context.buyer.customerId } : {}),
      ...(context.buyer?.companyId ? { companyId: context.buyer.companyId } : {}),
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      ...(cellphone ? { cellphone } : {}),
    },
    redirectUrls: context.redirectUrls,
    deliveryAddress: {
      ...(step.deliveryAddressId !== null ? { addressId: step.deliveryAddressId } : {}),
      ...payloadAddress(step.delivery),
      isValidated: context.addressValidated,
      saveAddress: false,
    },
    ...(invoice ? { invoiceAddress: { ...invoice, isValidated: false, saveAddress: false } } : {}),
    deliveryMethod: context.delivery,
    ...(context.servicePoint && step.servicePointId ? { servicePointId: step.servicePointId } : {}),
    paymentMethodId: step.paymentMethodId,
    metadata: {
      OrderConfirmationEmail: buyer.email,
      CartId: context.cartId,
      ...(business && info.orderLabel ? { OrderLabel: info.orderLabel } : {}),
      ...(business && info.orderNumber ? { OrderNumber: info.orderNumber } : {}),
      ...(business && info.projectNumber ? { SalesRef: info.projectNumber } : {}),
      ...(info.extraOrderConfirmationEmail
        ? { ExtraOrderConfirmationEmail: info.extraOrderConfirmationEmail }
        : {}),
      ...(business && context.weeklyDeliveryOffered ? { WeeklyDelivery: info.weeklyDelivery } : {}),
    },
    ...(info.comment ? { comment: info.comment } : {}),
    isTestOrder: false,
    useIncVat: context.useIncVat,
    acceptTerms: step.acceptTerms,
    ...(context.buyer === null && order.createCustomerAccount ? { createCustomerAccount: true } : {}),
  };
}
