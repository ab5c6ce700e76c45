import { describe, expect, it } from 'vitest';
import { formFieldOfPayloadPath } from './payloadFields';

describe('formFieldOfPayloadPath', () => {
  it('places the buyer and the references on step 2', () => {
    expect(formFieldOfPayloadPath('buyer.email')).toEqual({ step: 2, field: 'buyer.email' });
    expect(formFieldOfPayloadPath('buyer.cellphone')).toEqual({ step: 2, field: 'buyer.cellphone.number' });
    expect(formFieldOfPayloadPath('metadata.SalesRef')).toEqual({ step: 2, field: 'info.projectNumber' });
    expect(formFieldOfPayloadPath('comment')).toEqual({ step: 2, field: 'info.comment' });
  });

  it('places addresses, delivery, payment and terms on step 3', () => {
    expect(formFieldOfPayloadPath('deliveryAddress.zipCode')).toEqual({ step: 3, field: 'delivery.zipCode' });
    expect(formFieldOfPayloadPath('invoiceAddress.city')).toEqual({ step: 3, field: 'invoice.city' });
    expect(formFieldOfPayloadPath('deliveryMethod.deliveryGroupEntryId')).toEqual({
      step: 3,
      field: 'deliveryEntryId',
    });
    expect(formFieldOfPayloadPath('acceptTerms')).toEqual({ step: 3, field: 'acceptTerms' });
  });

  it('knows nothing of fields the buyer cannot change', () => {
    expect(formFieldOfPayloadPath('cartId')).toBeUndefined();
    expect(formFieldOfPayloadPath('deliveryAddress.addressId')).toBeUndefined();
    expect(formFieldOfPayloadPath('metadata.CartId')).toBeUndefined();
  });
});
