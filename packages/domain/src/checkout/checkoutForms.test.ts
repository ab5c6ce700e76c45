import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCEPT_TERMS_DEFAULT,
  acceptTermsSchema,
  addressFormSchema,
  addressFormValuesOf,
  buyerFormSchema,
  emailSchema,
  optionalEmailSchema,
  orderInfoFormSchema,
} from './checkoutForms';

/** Field path -> messages of a failed parse; {} when it passed. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

describe('emailSchema', () => {
  it('gives the spec messages, one at a time', () => {
    expect(errorsOf(emailSchema, '  ')).toEqual({ '': ['Email is required'] });
    expect(errorsOf(emailSchema, 'anna@')).toEqual({ '': ['Must be a valid email'] });
    expect(errorsOf(emailSchema, `${'a'.repeat(250)}@x.se`)).toEqual({ '': ['Email is too long'] });
    expect(emailSchema.parse(' anna@example.se ')).toBe('anna@example.se');
  });

  it('lets the extra confirmation e-mail be empty but not wrong', () => {
    expect(optionalEmailSchema.parse(undefined)).toBe('');
    expect(optionalEmailSchema.parse('')).toBe('');
    expect(errorsOf(optionalEmailSchema, 'nope')).toEqual({ '': ['Must be a valid email'] });
  });
});

describe('buyerFormSchema', () => {
  const buyer = {
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.se',
    cellphone: { dialCode: '+46', number: '070-123 45 67' },
  };

  it('keeps the cellphone number as digits', () => {
    expect(buyerFormSchema.parse(buyer).cellphone).toEqual({ dialCode: '+46', number: '0701234567' });
  });

  it('requires names and e-mail, limits lengths and refuses the blocked characters', () => {
    expect(errorsOf(buyerFormSchema, { ...buyer, firstName: ' ', email: '' })).toEqual({
      firstName: ['Value is required'],
      email: ['Email is required'],
    });
    expect(errorsOf(buyerFormSchema, { ...buyer, lastName: 'x'.repeat(51) })).toEqual({
      lastName: ['Last name can be at most 50 characters'],
    });
    expect(Object.keys(errorsOf(buyerFormSchema, { ...buyer, firstName: '<script>' }))).toEqual([
      'firstName',
    ]);
    expect(
      errorsOf(buyerFormSchema, { ...buyer, cellphone: { dialCode: 'x', number: '1'.repeat(16) } }),
    ).toEqual({
      'cellphone.dialCode': ['Dial code is not valid'],
      'cellphone.number': ['Phone number is not valid'],
    });
  });
});

describe('addressFormSchema', () => {
  const sweden = { addressLine1: 'Storgatan 1', zipCode: '11151', city: 'Stockholm', countryId: 752 };

  it('fills the optional fields with empty text', () => {
    expect(addressFormSchema.parse(sweden)).toEqual({ ...sweden, careOf: '', addressLine2: '', region: '' });
  });

  it('refuses a missing address without running the country checks on it', () => {
    expect(addressFormSchema.safeParse(undefined).success).toBe(false);
    expect(addressFormSchema.safeParse('Storgatan 1').success).toBe(false);
  });

  it('checks the postcode form of the country', () => {
    expect(errorsOf(addressFormSchema, { ...sweden, zipCode: '1115' })).toEqual({
      zipCode: ['Zip code is not valid'],
    });
    expect(errorsOf(addressFormSchema, { ...sweden, countryId: 999 })).toEqual({
      countryId: ['Country is not valid'],
    });
  });

  it('requires a known region in the US and Canada', () => {
    const us = { addressLine1: '1 Main St', zipCode: '78701', city: 'Austin', countryId: 840 };
    expect(errorsOf(addressFormSchema, us)).toEqual({ region: ['Value is required'] });
    expect(errorsOf(addressFormSchema, { ...us, region: 'XX' })).toEqual({ region: ['Region is not valid'] });
    expect(addressFormSchema.parse({ ...us, region: 'TX' }).region).toBe('TX');
  });

  it('shows the country errors beside the other fields errors', () => {
    const us = { addressLine1: '', zipCode: '78701', city: '', countryId: 840 };
    expect(errorsOf(addressFormSchema, us)).toEqual({
      addressLine1: ['Value is required'],
      city: ['Value is required'],
      region: ['Value is required'],
    });
  });
});

describe('orderInfoFormSchema', () => {
  it('turns the comment into one line and defaults the rest', () => {
    expect(orderInfoFormSchema.parse({ comment: 'Leave at\nthe gate' })).toEqual({
      orderLabel: '',
      orderNumber: '',
      projectNumber: '',
      comment: 'Leave at the gate',
      extraOrderConfirmationEmail: '',
      weeklyDelivery: false,
    });
  });

  it('limits the comment to 500 characters and the references to 50', () => {
    expect(errorsOf(orderInfoFormSchema, { comment: 'x'.repeat(501), orderNumber: 'y'.repeat(51) })).toEqual({
      comment: ['Comment can be at most 500 characters'],
      orderNumber: ['Order number can be at most 50 characters'],
    });
  });
});

describe('acceptTerms', () => {
  it('starts unticked and refuses an order without it', () => {
    expect(ACCEPT_TERMS_DEFAULT).toBe(false);
    expect(errorsOf(acceptTermsSchema(), false)).toEqual({
      '': ['You must accept the terms and conditions'],
    });
    expect(errorsOf(acceptTermsSchema(), undefined)).toEqual({
      '': ['You must accept the terms and conditions'],
    });
    expect(acceptTermsSchema().parse(true)).toBe(true);
  });
});

describe('apostrophes in names and places', () => {
  it('keep O’Brien and L’Aquila with the typographic apostrophe instead of refusing them', () => {
    const buyer = buyerFormSchema.safeParse({
      firstName: 'Siobhán',
      lastName: "O'Brien",
      email: 'siobhan@example.ie',
      cellphone: { dialCode: '+353', number: '871234567' },
    });
    expect(buyer.success && buyer.data.lastName).toBe('O\u2019Brien');
  });
  it('still refuse the other blocked characters', () => {
    const buyer = buyerFormSchema.safeParse({
      firstName: '<b>',
      lastName: 'X',
      email: 'x@example.ie',
      cellphone: { dialCode: '+353', number: '871234567' },
    });
    expect(buyer.success).toBe(false);
  });
});

describe('addressFormValuesOf', () => {
  it('gives a missing part (null or left out) as the empty field, the rest as they are', () => {
    const parts = { addressLine1: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', countryId: 752 };
    const values = {
      careOf: '',
      addressLine1: 'Storgatan 1',
      addressLine2: '',
      zipCode: '11122',
      city: 'Stockholm',
      region: '',
      countryId: 752,
    };
    expect(addressFormValuesOf(parts)).toEqual(values);
    expect(addressFormValuesOf({ ...parts, careOf: null, addressLine2: null, region: null })).toEqual(values);
    expect(addressFormValuesOf({ ...parts, careOf: 'Bygg AB', region: 'TX' })).toMatchObject({
      careOf: 'Bygg AB',
      region: 'TX',
    });
  });
});
