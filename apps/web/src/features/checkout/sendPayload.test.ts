import { describe, expect, it } from 'vitest';
import { type CheckoutFormOptions, deliveryStepSchema, orderStepSchema } from './checkoutSchemas';
import { deliveryChoiceOf } from './deliveryChoice';
import { ORDER_SOURCE, orderSendBody, type SendContext } from './sendPayload';

const consumer: CheckoutFormOptions = {
  b2b: false,
  rules: [],
  references: { useProjectNumber: false, useOrderNumber: false },
};
const business: CheckoutFormOptions = { ...consumer, b2b: true };

const orderStep = (options: CheckoutFormOptions, extra: Record<string, unknown> = {}) =>
  orderStepSchema(options).parse({
    buyer: {
      firstName: ' Anna ',
      lastName: 'Berg',
      email: 'anna@example.se',
      cellphone: { dialCode: '+46', number: '070-123 45 67' },
    },
    info: {
      orderLabel: 'Site A',
      orderNumber: '',
      projectNumber: 'P-17',
      comment: 'Deliver\r\nto gate 4\n',
      extraOrderConfirmationEmail: '',
      weeklyDelivery: true,
    },
    createCustomerAccount: true,
    ...extra,
  });

const address = {
  careOf: '',
  addressLine1: 'Storgatan 1',
  addressLine2: '',
  zipCode: '11122',
  city: 'Stockholm',
  region: '',
  countryId: 752,
};

const deliveryStep = (extra: Record<string, unknown> = {}) =>
  deliveryStepSchema(consumer).parse({
    deliveryAddressId: null,
    delivery: address,
    invoiceSameAsDelivery: true,
    deliveryEntryId: 7,
    servicePointId: null,
    paymentMethodId: 168,
    acceptTerms: true,
    ...extra,
  });

const context: SendContext = {
  cartId: '0b0c7a1e-8d7e-4d52-9f57-6a1f4c8f1d11',
  marketId: 'SE',
  cultureCode: 'sv-SE',
  buyer: null,
  delivery: { deliveryMethodId: 200, deliveryGroupId: 1, deliveryGroupEntryId: 7 },
  servicePoint: false,
  addressValidated: true,
  useIncVat: true,
  weeklyDeliveryOffered: false,
  redirectUrls: { confirmed: '/c', failed: '/f', canceled: '/x', pending: '/p' },
};

describe('orderSendBody', () => {
  it('builds a guest consumer’s payload: E.164 cellphone, one-line comment, canonical postcode', () => {
    const body = orderSendBody(orderStep(consumer), deliveryStep(), context);
    expect(body).toEqual({
      cartId: context.cartId,
      marketId: 'SE',
      cultureCode: 'sv-SE',
      Source: ORDER_SOURCE,
      buyer: { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.se', cellphone: '+46701234567' },
      redirectUrls: context.redirectUrls,
      deliveryAddress: {
        addressLine1: 'Storgatan 1',
        zipCode: '111 22',
        city: 'Stockholm',
        countryId: 752,
        isValidated: true,
        saveAddress: false,
      },
      deliveryMethod: context.delivery,
      paymentMethodId: 168,
      metadata: { OrderConfirmationEmail: 'anna@example.se', CartId: context.cartId },
      comment: 'Deliver to gate 4',
      isTestOrder: false,
      useIncVat: true,
      acceptTerms: true,
      createCustomerAccount: true,
    });
  });

  it('gives a business buyer’s references, ids and weekly delivery, and no account creation', () => {
    const body = orderSendBody(orderStep(business), deliveryStep({ deliveryAddressId: 31 }), {
      ...context,
      buyer: { customerId: 5, companyId: 9 },
      weeklyDeliveryOffered: true,
    });
    expect(body.buyer).toMatchObject({ id: 5, companyId: 9 });
    expect(body.metadata).toEqual({
      OrderConfirmationEmail: 'anna@example.se',
      CartId: context.cartId,
      OrderLabel: 'Site A',
      SalesRef: 'P-17',
      WeeklyDelivery: true,
    });
    expect(body.deliveryAddress.addressId).toBe(31);
    expect(body.createCustomerAccount).toBeUndefined();
  });

  it('sends an invoice address only when it differs from the delivery address', () => {
    const invoice = { ...address, addressLine1: 'Box 5', zipCode: '11133' };
    expect(
      orderSendBody(orderStep(consumer), deliveryStep({ invoice }), context).invoiceAddress,
    ).toBeUndefined();
    const body = orderSendBody(
      orderStep(consumer),
      deliveryStep({ invoiceSameAsDelivery: false, invoice }),
      context,
    );
    expect(body.invoiceAddress).toMatchObject({ addressLine1: 'Box 5', zipCode: '111 33' });
  });

  it('leaves an empty cellphone out', () => {
    const step = orderStep(consumer, {
      buyer: { firstName: 'A', lastName: 'B', email: 'a@b.se', cellphone: { dialCode: '+46', number: '' } },
    });
    expect(orderSendBody(step, deliveryStep(), context).buyer.cellphone).toBeUndefined();
  });
});

describe('deliveryStepSchema', () => {
  it('requires the terms to be accepted', () => {
    const result = deliveryStepSchema(consumer).safeParse({
      deliveryAddressId: null,
      delivery: address,
      invoiceSameAsDelivery: true,
      deliveryEntryId: 7,
      paymentMethodId: 168,
      acceptTerms: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['acceptTerms']);
  });

  it('requires a delivery method', () => {
    const result = deliveryStepSchema(consumer).safeParse({
      deliveryAddressId: null,
      delivery: address,
      invoiceSameAsDelivery: true,
      deliveryEntryId: null,
      paymentMethodId: 168,
      acceptTerms: true,
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['deliveryEntryId']);
  });

  it('requires an invoice address when it is not the same as the delivery address', () => {
    const base = {
      deliveryAddressId: null,
      delivery: address,
      invoiceSameAsDelivery: false,
      deliveryEntryId: 7,
      paymentMethodId: 168,
      acceptTerms: true,
    };
    const schema = deliveryStepSchema(consumer);
    expect(schema.safeParse(base).error?.issues.map((i) => i.path.join('.'))).toEqual(['invoice']);
    const typed = schema.safeParse({ ...base, invoice: { ...address, city: '' } });
    expect(typed.error?.issues.map((i) => i.path.join('.'))).toEqual(['invoice.city']);
  });
});

describe('deliveryChoiceOf', () => {
  const groups = [
    { deliveryGroupId: 1, methods: [{ deliveryMethodId: 200, deliveryGroupEntryId: 7 }] },
    { deliveryGroupId: 2, methods: [{ deliveryMethodId: 1200, deliveryGroupEntryId: 9 }] },
  ] as never;
  it('finds the method and group of an entry', () => {
    expect(deliveryChoiceOf(groups, 9)).toEqual({
      deliveryMethodId: 1200,
      deliveryGroupId: 2,
      deliveryGroupEntryId: 9,
    });
    expect(deliveryChoiceOf(groups, 99)).toBeUndefined();
  });
});
