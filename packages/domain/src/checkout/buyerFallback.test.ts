import { describe, expect, it } from 'vitest';
import { buyerDetails, customerName } from './buyerFallback';

describe('buyerDetails', () => {
  it('takes names and e-mail from the account first', () => {
    expect(
      buyerDetails({
        account: { firstName: 'Anna', lastName: 'Berg', email: 'anna@x.se', cellphone: '46701' },
        deliveryAddress: { firstName: 'Other', lastName: 'Person' },
        orderConfirmationEmail: 'other@x.se',
      }),
    ).toEqual({ firstName: 'Anna', lastName: 'Berg', email: 'anna@x.se', cellphone: '46701' });
  });

  it('falls back to the delivery address and the confirmation e-mail (a guest)', () => {
    expect(
      buyerDetails({
        deliveryAddress: { firstName: ' Bo ', lastName: 'Ek' },
        orderConfirmationEmail: 'bo@x.se',
      }),
    ).toEqual({ firstName: 'Bo', lastName: 'Ek', email: 'bo@x.se', cellphone: '' });
  });

  it('falls back field by field when the account has blanks', () => {
    const buyer = buyerDetails({
      account: { firstName: '', lastName: 'Berg', email: null },
      deliveryAddress: { firstName: 'Anna', lastName: 'Other' },
      orderConfirmationEmail: 'anna@x.se',
    });
    expect(buyer).toMatchObject({ firstName: 'Anna', lastName: 'Berg', email: 'anna@x.se' });
  });

  it('takes the cellphone from the checkout input before the account', () => {
    expect(buyerDetails({ account: { cellphone: '111' }, checkoutCellphone: '222' }).cellphone).toBe('222');
    expect(buyerDetails({ account: { cellphone: '111' }, checkoutCellphone: ' ' }).cellphone).toBe('111');
  });
});

describe('customerName', () => {
  it('shows only when both names exist', () => {
    expect(customerName('Anna', 'Berg')).toBe('Anna Berg');
    expect(customerName('Anna', '')).toBeUndefined();
    expect(customerName(null, 'Berg')).toBeUndefined();
  });
});
