import type { Random } from './random';

/** The boolean company settings the demo sets, stored as the backend stores them: 'True' / 'False'. */
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
] as const;

export type DemoBooleanSetting = (typeof DEMO_BOOLEAN_SETTINGS)[number];

/** Checkout fields a company makes required (the spec's FormViewRules: contexts of rules). */
export type RequiredField = 'ProjectNumber' | 'OrderNumber' | 'CostCenter' | 'Reference';

export interface CompanySettingsDef {
  /** The boolean settings that are on; every other one is written as 'False'. */
  readonly on: readonly DemoBooleanSetting[];
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
  return [
    ...DEMO_BOOLEAN_SETTINGS.map((key): [string, string] => [key, on.has(key) ? 'True' : 'False']),
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
};

export function randomSettings(rng: Random): CompanySettingsDef {
  const on = DEMO_BOOLEAN_SETTINGS.filter((key) => rng.chance(GENERATED_SHARE[key]));
  const requiredInCheckout: RequiredField[] = [];
  if (on.includes('UseProjectNumber') && rng.chance(0.5)) requiredInCheckout.push('ProjectNumber');
  if (on.includes('UseOrderNumber') && rng.chance(0.5)) requiredInCheckout.push('OrderNumber');
  return { on, requiredInCheckout };
}
