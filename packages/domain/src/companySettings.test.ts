import { describe, expect, it } from 'vitest';
import {
  COMPANY_SETTING_DEFINITIONS,
  COMPANY_SETTING_KEYS,
  companySettingText,
  defaultCompanySettings,
  inheritCompanySettings,
  parseCompanySettings,
  parseCompanySettingValue,
  readCompanySettings,
  settingsDiffer,
} from './companySettings';

describe('the company settings table', () => {
  it('names every key of the spec once, each with a type and a default of that type', () => {
    for (const key of [
      'HidePrice',
      'ShowPriceIncVat',
      'ShowAgreedAssortmentOnly',
      'ShowAgreedAssortmentOnlyForAllRoles',
      'AccessPartnerWeb',
      'LockDeliveryAddressInCheckout',
      'ActivateChooseDeliveryCountryInCheckout',
      'ActivateWeeklyDelivery',
      'UseProjectNumber',
      'UseOrderNumber',
      'DisableCheckout',
      'ActivateOCI',
      'PunchOutType',
      'FormViewRules',
      'PricePointsFactor',
      'ShowPoints',
      'ForceApproval',
      'AttestantSetting',
      'UseAmountLimit',
      'UseAmountLimitForCustomerAdmins',
      'ShowVas',
      'UseLaundry',
      'ForceVasSelectionOnProductsWithVas',
      'ActivateMandatoryRowCommentForAllRows',
      'ActivateMandatoryPersonalPackage',
      'UseCompanyTeam',
    ]) {
      expect(COMPANY_SETTING_KEYS, key).toContain(key);
    }
    const defaults = defaultCompanySettings();
    for (const key of COMPANY_SETTING_KEYS) {
      const { type } = COMPANY_SETTING_DEFINITIONS[key];
      const value = defaults[key];
      if (type === 'json') expect(Array.isArray(value), key).toBe(true);
      else expect(typeof value, key).toBe(type);
    }
    expect(defaults.HidePrice).toBe(false);
    expect(defaults.PunchOutType).toBe('None');
    expect(defaults.PricePointsFactor).toBe(0);
    expect(defaults.FormViewRules).toEqual([]);
    // Ours, not the spec's: business buyers pay on invoice unless their company turns it off.
    expect(defaults.AllowInvoicePayment).toBe(true);
  });
});

describe('parseCompanySettings', () => {
  it('gives every key its default when nothing is stored', () => {
    expect(parseCompanySettings([])).toEqual(defaultCompanySettings());
  });

  it("reads the backend's text values as typed values", () => {
    const rules = [{ context: 'Checkout', rules: [{ ruleName: 'ProjectNumber', ruleType: 'Required' }] }];
    const settings = parseCompanySettings([
      { key: 'HidePrice', value: 'True' },
      { key: 'ShowPriceIncVat', value: ' false ' },
      { key: 'UseOrderNumber', value: 'TRUE' },
      { key: 'PricePointsFactor', value: '42.5' },
      { key: 'PunchOutType', value: 'cxml' },
      { key: 'AttestantSetting', value: 'AttestantPerProject' },
      { key: 'FormViewRules', value: JSON.stringify(rules) },
    ]);
    expect(settings).toMatchObject({
      HidePrice: true,
      ShowPriceIncVat: false,
      UseOrderNumber: true,
      PricePointsFactor: 42.5,
      PunchOutType: 'CXML',
      AttestantSetting: 'AttestantPerProject',
      FormViewRules: rules,
    });
  });

  it('ignores unknown keys and keys spelt otherwise', () => {
    const settings = parseCompanySettings([
      { key: 'hideprice', value: 'True' },
      { key: 'SomethingElse', value: 'True' },
      { key: 'constructor', value: 'True' },
    ]);
    expect(settings).toEqual(defaultCompanySettings());
  });

  it('falls back to the default for a value not of its type, and says which', () => {
    const { settings, rejected } = readCompanySettings([
      { key: 'HidePrice', value: 'yes' },
      { key: 'PricePointsFactor', value: '1,5' },
      { key: 'PunchOutType', value: 'EDI' },
      { key: 'FormViewRules', value: '{not json' },
      { key: 'UseLaundry', value: '1' },
    ]);
    expect(settings).toEqual(defaultCompanySettings());
    expect(rejected.map((r) => r.key)).toEqual([
      'HidePrice',
      'PricePointsFactor',
      'PunchOutType',
      'FormViewRules',
      'UseLaundry',
    ]);
    expect(parseCompanySettingValue('FormViewRules', '[{"context":"Checkout"}]')).toBeUndefined();
    expect(parseCompanySettingValue('PricePointsFactor', '1e3')).toBeUndefined();
    expect(parseCompanySettingValue('PricePointsFactor', '')).toBeUndefined();
  });

  it('lets the last of a repeated key win', () => {
    const { settings, rejected } = readCompanySettings([
      { key: 'HidePrice', value: 'bad' },
      { key: 'HidePrice', value: 'True' },
    ]);
    expect(settings.HidePrice).toBe(true);
    expect(rejected).toEqual([]);
  });

  it('writes typed values back as the backend stores them, and reads them again', () => {
    const settings = { ...defaultCompanySettings(), HidePrice: true, PricePointsFactor: 2.5 };
    const rows = COMPANY_SETTING_KEYS.map((key) => ({ key, value: companySettingText(key, settings[key]) }));
    expect(rows.find((r) => r.key === 'HidePrice')?.value).toBe('True');
    expect(rows.find((r) => r.key === 'ShowVas')?.value).toBe('False');
    expect(parseCompanySettings(rows)).toEqual(settings);
  });

  it('gives each call its own default FormViewRules list', () => {
    const a = defaultCompanySettings();
    a.FormViewRules.push({ context: 'x', rules: [] });
    expect(defaultCompanySettings().FormViewRules).toEqual([]);
  });
});

describe('inheritCompanySettings', () => {
  it("uses the company's value, else its parent's, else the default, and names the source", () => {
    const { settings, sources } = inheritCompanySettings([
      { companyId: 3, rows: [{ key: 'HidePrice', value: 'False' }] },
      {
        companyId: 2,
        rows: [
          { key: 'HidePrice', value: 'True' },
          { key: 'UseOrderNumber', value: 'True' },
        ],
      },
      { companyId: 1, rows: [{ key: 'PricePointsFactor', value: '10' }] },
    ]);
    expect(settings.HidePrice).toBe(false);
    expect(sources.HidePrice).toEqual({ kind: 'own' });
    expect(settings.UseOrderNumber).toBe(true);
    expect(sources.UseOrderNumber).toEqual({ kind: 'inherited', companyId: 2 });
    expect(settings.PricePointsFactor).toBe(10);
    expect(sources.PricePointsFactor).toEqual({ kind: 'inherited', companyId: 1 });
    expect(sources.ShowVas).toEqual({ kind: 'default' });
  });

  it("treats an unreadable own value as not stored: the parent's value applies", () => {
    const { settings, sources, rejected } = inheritCompanySettings([
      { companyId: 3, rows: [{ key: 'HidePrice', value: 'maybe' }] },
      { companyId: 2, rows: [{ key: 'HidePrice', value: 'True' }] },
    ]);
    expect(settings.HidePrice).toBe(true);
    expect(sources.HidePrice).toEqual({ kind: 'inherited', companyId: 2 });
    expect(rejected).toEqual([{ companyId: 3, key: 'HidePrice', value: 'maybe' }]);
  });
});

describe('settingsDiffer', () => {
  const rules = [{ context: 'Checkout', rules: [{ ruleName: 'OrderNumber', ruleType: 'Required' }] }];
  const loaded = [
    { key: 'HidePrice', value: true },
    { key: 'FormViewRules', value: rules },
  ];

  it('sees no difference in the same keys and values, in any order', () => {
    expect(settingsDiffer(loaded, [...loaded].reverse())).toBe(false);
    expect(
      settingsDiffer(loaded, [loaded[0]!, { key: 'FormViewRules', value: structuredClone(rules) }]),
    ).toBe(false);
    expect(settingsDiffer([], [])).toBe(false);
  });

  it('sees a changed value, a key more or a key less', () => {
    expect(settingsDiffer(loaded, [{ key: 'HidePrice', value: false }, loaded[1]!])).toBe(true);
    expect(settingsDiffer(loaded, [...loaded, { key: 'ShowVas', value: false }])).toBe(true);
    expect(settingsDiffer(loaded, [loaded[0]!])).toBe(true);
    expect(settingsDiffer(loaded, [loaded[0]!, { key: 'FormViewRules', value: [] }])).toBe(true);
  });
});
