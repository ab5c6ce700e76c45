import { describe, expect, it } from 'vitest';
import { VALUE_REQUIRED } from '../cart/cartText';
import { FORM_VIEW_REQUIRED } from './formViewRules';
import { missingOrderReferences, orderInfoSchemaFor } from './orderReferences';

const both = { useProjectNumber: true, useOrderNumber: true };
const none = { useProjectNumber: false, useOrderNumber: false };

describe('missingOrderReferences (order code 26)', () => {
  it('names each required reference that is blank', () => {
    expect(missingOrderReferences(both, {})).toEqual(['projectNumber', 'orderNumber']);
    expect(missingOrderReferences(both, { projectNumber: ' P-1 ', orderNumber: '  ' })).toEqual([
      'orderNumber',
    ]);
    expect(missingOrderReferences({ ...none, useOrderNumber: true }, { orderNumber: '4711' })).toEqual([]);
  });

  it('requires nothing of a company with neither setting', () => {
    expect(missingOrderReferences(none, {})).toEqual([]);
  });
});

describe('orderInfoSchemaFor', () => {
  const messagesOf = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('requires the references a business buyer’s company uses', () => {
    const schema = orderInfoSchemaFor({ b2b: true, rules: [], references: both });
    expect(messagesOf(schema.safeParse({}))).toEqual({
      projectNumber: VALUE_REQUIRED,
      orderNumber: VALUE_REQUIRED,
    });
    expect(schema.safeParse({ projectNumber: 'P-1', orderNumber: '4711' }).success).toBe(true);
  });

  it('keeps FormViewRules’ own message for the fields they name', () => {
    const rules = [{ context: 'Checkout', rules: [{ ruleName: 'OrderLabel', ruleType: 'Required' }] }];
    const schema = orderInfoSchemaFor({ b2b: true, rules, references: none });
    expect(messagesOf(schema.safeParse({}))).toEqual({ orderLabel: FORM_VIEW_REQUIRED });
  });

  it('asks a consumer for nothing of the kind', () => {
    const rules = [{ context: 'Checkout', rules: [{ ruleName: 'OrderLabel', ruleType: 'Required' }] }];
    expect(orderInfoSchemaFor({ b2b: false, rules, references: both }).safeParse({}).success).toBe(true);
  });
});
