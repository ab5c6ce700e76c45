import { describe, expect, it } from 'vitest';
import { addressFormSchema, buyerFormSchema, orderInfoFormSchema } from './checkoutForms';
import { formViewRequiredFields, withFormViewRules } from './formViewRules';

const rules = [
  {
    context: 'checkout',
    rules: [
      { ruleName: 'ProjectNumber', ruleType: 'Required' },
      { ruleName: 'OrderNumber', ruleType: 'required' },
      { ruleName: 'OrderLabel', ruleType: 'Hidden' },
      { ruleName: 'Cellphone', ruleType: 'Required' },
      { ruleName: 'CostCenter', ruleType: 'Required' },
    ],
  },
  { context: 'Account', rules: [{ ruleName: 'Comment', ruleType: 'Required' }] },
];

describe('formViewRequiredFields', () => {
  it('reads the Required rules of the context, in any case', () => {
    expect([...formViewRequiredFields(rules)].sort()).toEqual([
      'cellphone',
      'costcenter',
      'ordernumber',
      'projectnumber',
    ]);
    expect([...formViewRequiredFields(rules, 'ACCOUNT')]).toEqual(['comment']);
    expect(formViewRequiredFields([], 'Checkout').size).toBe(0);
  });
});

describe('withFormViewRules', () => {
  it('makes the named fields of a business buyer form required with "Required"', () => {
    const schema = withFormViewRules(orderInfoFormSchema, rules, { b2b: true });
    const result = schema.safeParse({ orderNumber: '  ' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['orderNumber', 'Required'],
      ['projectNumber', 'Required'],
    ]);
    expect(schema.parse({ orderNumber: 'PO-1', projectNumber: 'P 7' })).toMatchObject({
      orderNumber: 'PO-1',
      projectNumber: 'P 7',
      orderLabel: '',
    });
  });

  it('keeps the field rules of a filled field', () => {
    const schema = withFormViewRules(orderInfoFormSchema, rules, { b2b: true });
    const result = schema.safeParse({ orderNumber: 'x'.repeat(51), projectNumber: 'ok' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Order number can be at most 50 characters']);
  });

  it('counts a cellphone without a number as blank', () => {
    const schema = withFormViewRules(buyerFormSchema, rules, { b2b: true });
    const buyer = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.se',
      cellphone: { dialCode: '+46', number: '' },
    };
    expect(schema.safeParse(buyer).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cellphone', 'Required'],
    ]);
    expect(
      schema.parse({ ...buyer, cellphone: { dialCode: '+46', number: '0701234567' } }).cellphone.number,
    ).toBe('0701234567');
  });

  it('keeps the object checks of the form it changes', () => {
    const schema = withFormViewRules(
      addressFormSchema,
      [{ context: 'Checkout', rules: [{ ruleName: 'careOf', ruleType: 'Required' }] }],
      { b2b: true },
    );
    const result = schema.safeParse({
      addressLine1: '1 Main St',
      zipCode: '78701',
      city: 'Austin',
      countryId: 840,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['careOf', 'Required'],
      ['region', 'Value is required'],
    ]);
  });

  it('leaves consumer and guest forms alone, and forms the rules do not name', () => {
    expect(withFormViewRules(orderInfoFormSchema, rules, { b2b: false })).toBe(orderInfoFormSchema);
    expect(withFormViewRules(addressFormSchema, rules, { b2b: true })).toBe(addressFormSchema);
  });
});
