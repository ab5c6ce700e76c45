import type { CompanySettingEntry } from '@workwear/contracts';
import { type CompanySettingKey, type FormViewRules, formViewRulesSchema } from '@workwear/domain';

/** The company settings the checkout follows (spec §3); all off for consumers and guests (no entries). */
export type CheckoutSettings = {
  readonly lockDeliveryAddress: boolean;
  readonly chooseDeliveryCountry: boolean;
  readonly weeklyDelivery: boolean;
  readonly useProjectNumber: boolean;
  readonly useOrderNumber: boolean;
  readonly disableCheckout: boolean;
  readonly formViewRules: FormViewRules;
};

/** The company's typed settings (the settings service's entries) as the checkout reads them. */
export function checkoutSettingsOf(entries: readonly CompanySettingEntry[]): CheckoutSettings {
  const on = (key: CompanySettingKey) => entries.some((e) => e.key === key && e.value === true);
  const rules = formViewRulesSchema.safeParse(entries.find((e) => e.key === 'FormViewRules')?.value);
  return {
    lockDeliveryAddress: on('LockDeliveryAddressInCheckout'),
    chooseDeliveryCountry: on('ActivateChooseDeliveryCountryInCheckout'),
    weeklyDelivery: on('ActivateWeeklyDelivery'),
    useProjectNumber: on('UseProjectNumber'),
    useOrderNumber: on('UseOrderNumber'),
    disableCheckout: on('DisableCheckout'),
    formViewRules: rules.success ? rules.data : [],
  };
}
