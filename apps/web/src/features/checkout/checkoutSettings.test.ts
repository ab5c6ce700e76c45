import type { CompanySettingEntry } from '@workwear/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutSettingsOf } from './checkoutSettings';

const entry = (key: string, value: CompanySettingEntry['value']): CompanySettingEntry =>
  ({
    key,
    type: typeof value === 'boolean' ? 'boolean' : 'json',
    value,
    source: 'own',
    inheritedFrom: null,
  }) as CompanySettingEntry;

describe('checkoutSettingsOf', () => {
  it('reads the company settings the checkout follows', () => {
    const rules = [{ context: 'Checkout', rules: [{ ruleName: 'ProjectNumber', ruleType: 'Required' }] }];
    const settings = checkoutSettingsOf([
      entry('LockDeliveryAddressInCheckout', true),
      entry('ActivateChooseDeliveryCountryInCheckout', true),
      entry('ActivateWeeklyDelivery', false),
      entry('UseProjectNumber', true),
      entry('DisableCheckout', true),
      entry('FormViewRules', rules),
    ]);
    expect(settings).toEqual({
      lockDeliveryAddress: true,
      chooseDeliveryCountry: true,
      weeklyDelivery: false,
      useProjectNumber: true,
      useOrderNumber: false,
      disableCheckout: true,
      formViewRules: rules,
    });
  });

  it('leaves everything off for a buyer without company settings, and ignores malformed rules', () => {
    expect(checkoutSettingsOf([entry('FormViewRules', 'nonsense')])).toEqual({
      lockDeliveryAddress: false,
      chooseDeliveryCountry: false,
      weeklyDelivery: false,
      useProjectNumber: false,
      useOrderNumber: false,
      disableCheckout: false,
      formViewRules: [],
    });
  });
});
