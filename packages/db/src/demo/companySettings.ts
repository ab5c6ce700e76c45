import { COMPANY_SETTING_DEFINITIONS } from '@workwear/domain';
import type { Random } from './random';

/**
 * The boolean company settings the demo sets, stored as the backend stores them: 'True' / 'False'.
 * Every company stores each of them, so none is inherited from a parent.
 */
export const DEMO_BOOLEAN_SETTINGS = [
  'ShowPriceIncVat',
  'HidePrice',
  'ShowAgreedAssortmentOnly',
  'ShowAgreedAssortmentOnlyForAllRoles',
  'AccessPartnerWeb',
  'UseProjectNumber',
  'UseOrderNumber',
  'DisableCheckout',
  'ForceApproval',
  'LockDeliveryAddressInCheckout',
  'ActivateChooseDeliveryCountryInCheckout',
  'ActivateWeeklyDelivery',
  'AllowInvoicePayment',
] as const;

export type DemoBooleanSetting = (typeof DEMO_BOOLEAN_SETTINGS)[number];

/** Checkout fields a company makes required (the spec's FormViewRules: contexts of rules). */
export type RequiredField = 'ProjectNumber' | 'OrderNumber' | 'OrderLabel' | 'CostCenter' | 'Reference';

export interface CompanySettingsDef {
  /** The boolean settings that are on; every other one is written as its default ('False' mostly). */
  readonly on: readonly DemoBooleanSetting[];
  /** Settings that are on by default (AllowInvoicePayment) which this company turns off. */
  readonly off?: readonly DemoBooleanSetting[];
  readonly requiredInCheckout?: readonly RequiredField[];
  /** Raw extra keys (ActivateOCI, PunchOutType ...) written as given. */
  readonly extra?: Readonly<Record<string, string>>;
}

export function formViewRules(required: readonly RequiredField[]): string {
  if (required.length === 0) return '[]';
  return JSON.stringify([
    { context: 'Checkout', rules: required.map((ruleName) => ({ ruleName, ruleType: 'Required' })) },
  ]);
}

/** Every demo key with its stored text value, in a fixed order. */
export function settingValues(def: CompanySettingsDef): [key: string, value: string][] {
  const on = new Set(def.on);
  const off = new Set(def.off ?? []);
  const isOn = (key: DemoBooleanSetting) =>
    on.has(key) || (COMPANY_SETTING_DEFINITIONS[key].default && !off.has(key));
  return [
    ...DEMO_BOOLEAN_SETTINGS.map((key): [string, string] => [key, isOn(key) ? 'True' : 'False']),
    ['FormViewRules', formViewRules(def.requiredInCheckout ?? [])],
    ...Object.entries(def.extra ?? {}),
  ];
}

/** How often a generated (benchmark) company has each setting on. */
const GENERATED_SHARE: Readonly<Record<DemoBooleanSetting, number>> = {
  ShowPriceIncVat: 0.2,
  HidePrice: 0.05,
  ShowAgreedAssortmentOnly: 0.4,
  ShowAgreedAssortmentOnlyForAllRoles: 0.1,
  AccessPartnerWeb: 0.3,
  UseProjectNumber: 0.3,
  UseOrderNumber: 0.4,
  DisableCheckout: 0.03,
  ForceApproval: 0.15,
  LockDeliveryAddressInCheckout: 0.2,
  ActivateChooseDeliveryCountryInCheckout: 0.1,
  ActivateWeeklyDelivery: 0.1,
  AllowInvoicePayment: 0.9,
};

export function randomSettings(rng: Random): CompanySettingsDef {
  const on = DEMO_BOOLEAN_SETTINGS.filter((key) => rng.chance(GENERATED_SHARE[key]));
  // A setting on by default that was not drawn is off, so the share holds for those too.
  const off = DEMO_BOOLEAN_SETTINGS.filter(
    (key) => COMPANY_SETTING_DEFINITIONS[key].default && !on.includes(key),
  );
  const requiredInCheckout: RequiredField[] = [];
  if (on.includes('UseProjectNumber') && rng.chance(0.5)) requiredInCheckout.push('ProjectNumber');
  if (on.includes('UseOrderNumber') && rng.chance(0.5)) requiredInCheckout.push('OrderNumber');
  return { on, off, requiredInCheckout };
}
