import { z } from 'zod';
import { AMOUNT_LIMIT_PERIODS } from './approvals/amountLimits';
import { DEFAULT_APPROVAL_EXPIRY_DAYS, DEFAULT_APPROVAL_REMINDER_DAYS } from './approvals/approvalStates';

/**
 * Company settings (spec: storefront-core §3 "Company settings", cart-services-companies §3 Company).
 * The backend stores every value as text ('True', '42', JSON); this one table gives each key the spec
 * names its type and default. The spec says "about 65 further keys" exist without naming them: only
 * the named ones are here. Two names are ours because the spec describes or needs the setting without
 * naming its key: CompanyTeamType (the "team type (Company, CompanyTeam)" beside UseCompanyTeam) and
 * AllowInvoicePayment (paying on invoice; see its entry).
 */

/** FormViewRules: contexts (e.g. Checkout) of rules; a rule names a field and its type (Required). */
export const formViewRuleSchema = z.object({ ruleName: z.string(), ruleType: z.string() });
export const formViewContextSchema = z.object({
  context: z.string(),
  rules: z.array(formViewRuleSchema),
});
export const formViewRulesSchema = z.array(formViewContextSchema);
export type FormViewRules = z.infer<typeof formViewRulesSchema>;

export const PUNCH_OUT_TYPES = ['OCI3', 'OCI4', 'CXML', 'None'] as const;
export type PunchOutType = (typeof PUNCH_OUT_TYPES)[number];

export const ATTESTANT_SETTINGS = [
  'None',
  'AttestantPerUser',
  'AttestantPerProject',
  'AttestantPerProjectNumber',
  'AttestantPerCompany',
] as const;
export type AttestantSetting = (typeof ATTESTANT_SETTINGS)[number];

export const COMPANY_TEAM_TYPES = ['Company', 'CompanyTeam'] as const;
export type CompanyTeamType = (typeof COMPANY_TEAM_TYPES)[number];

type Definition =
  | { readonly type: 'boolean'; readonly default: boolean }
  | { readonly type: 'number'; readonly default: number }
  | { readonly type: 'string'; readonly default: string; readonly values: readonly string[] }
  | { readonly type: 'json'; readonly default: FormViewRules; readonly schema: typeof formViewRulesSchema };

const off = { type: 'boolean', default: false } as const;
const on = { type: 'boolean', default: true } as const;

/** Every company setting the spec names: its type and default. The one table; everything reads it. */
export const COMPANY_SETTING_DEFINITIONS = {
  HidePrice: off,
  ShowPriceIncVat: off,
  ShowAgreedAssortmentOnly: off,
  ShowAgreedAssortmentOnlyForAllRoles: off,
  AccessPartnerWeb: off,
  LockDeliveryAddressInCheckout: off,
  ActivateChooseDeliveryCountryInCheckout: off,
  ActivateWeeklyDelivery: off,
  UseProjectNumber: off,
  UseOrderNumber: off,
  DisableCheckout: off,
  ActivateOCI: off,
  PunchOutType: { type: 'string', default: 'None', values: PUNCH_OUT_TYPES },
  FormViewRules: { type: 'json', default: [], schema: formViewRulesSchema },
  PricePointsFactor: { type: 'number', default: 0 },
  ShowPoints: off,
  ForceApproval: off,
  AttestantSetting: { type: 'string', default: 'None', values: ATTESTANT_SETTINGS },
  UseAmountLimit: off,
  UseAmountLimitForCustomerAdmins: off,
  ShowVas: off,
  UseLaundry: off,
  ForceVasSelectionOnProductsWithVas: off,
  ActivateMandatoryRowCommentForAllRows: off,
  ActivateMandatoryPersonalPackage: off,
  UseCompanyTeam: off,
  CompanyTeamType: { type: 'string', default: 'Company', values: COMPANY_TEAM_TYPES },
  /**
   * Ours: the spec shows no key for paying on invoice. On by default, so a business buyer may pay on
   * invoice unless the company turns it off; consumers never pay on invoice, whatever it says.
   */
  AllowInvoicePayment: on,
  /**
   * Ours (docs/companies/approvals-and-limits.md): the period an amount limit counts over, in the time
   * zone of the company's market. The spec gives the limit, not its period.
   */
  AmountLimitPeriod: { type: 'string', default: 'Month', values: AMOUNT_LIMIT_PERIODS },
  /** Ours: days before a waiting order's attestant is reminded, and again every that many days; 0: never. */
  ApprovalReminderDays: { type: 'number', default: DEFAULT_APPROVAL_REMINDER_DAYS },
  /** Ours: days after which a waiting order is cancelled and what it held released. */
  ApprovalExpiryDays: { type: 'number', default: DEFAULT_APPROVAL_EXPIRY_DAYS },
} as const satisfies Record<string, Definition>;

export type CompanySettingKey = keyof typeof COMPANY_SETTING_DEFINITIONS;
export const COMPANY_SETTING_KEYS = Object.keys(COMPANY_SETTING_DEFINITIONS) as CompanySettingKey[];
export type CompanySettingType = Definition['type'];

type ValueOf<D> = D extends { type: 'boolean' }
  ? boolean
  : D extends { type: 'number' }
    ? number
    : D extends { values: readonly (infer V)[] }
      ? V
      : FormViewRules;

/** Every setting, typed, keyed by the spec's name. */
export type CompanySettings = {
  -readonly [K in CompanySettingKey]: ValueOf<(typeof COMPANY_SETTING_DEFINITIONS)[K]>;
};
export type CompanySettingValue = CompanySettings[CompanySettingKey];

export const companySettingKeySchema = z.enum(
  COMPANY_SETTING_KEYS as [CompanySettingKey, ...CompanySettingKey[]],
);

export function isCompanySettingKey(value: unknown): value is CompanySettingKey {
  return typeof value === 'string' && Object.hasOwn(COMPANY_SETTING_DEFINITIONS, value);
}

export const companySettingTypeOf = (key: CompanySettingKey): CompanySettingType =>
  COMPANY_SETTING_DEFINITIONS[key].type;

const freshDefault = (key: CompanySettingKey): CompanySettingValue => {
  const value = COMPANY_SETTING_DEFINITIONS[key].default;
  return Array.isArray(value) ? structuredClone(value) : value;
};

/** Every key at its default (a new object each call: FormViewRules is a fresh list). */
export function defaultCompanySettings(): CompanySettings {
  return Object.fromEntries(COMPANY_SETTING_KEYS.map((k) => [k, freshDefault(k)])) as CompanySettings;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * One stored text value read as its key's type, or undefined when it is not one: booleans are 'True'
 * or 'False' in any case (the backend writes 'True'); numbers are plain decimals ('1.5', not '1,5' or
 * '1e3'); string settings must be one of their values (any case, answered in the table's spelling);
 * FormViewRules must be JSON of the rules' shape. Blanks around a value are ignored.
 */
export function parseCompanySettingValue(
  key: CompanySettingKey,
  text: string,
): CompanySettingValue | undefined {
  const definition: Definition = COMPANY_SETTING_DEFINITIONS[key];
  const trimmed = text.trim();
  switch (definition.type) {
    case 'boolean': {
      const lower = trimmed.toLowerCase();
      return lower === 'true' ? true : lower === 'false' ? false : undefined;
    }
    case 'number':
      return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
    case 'string':
      return definition.values.find((v) => v.toLowerCase() === trimmed.toLowerCase()) as
        | CompanySettingValue
        | undefined;
    case 'json': {
      let json: unknown;
      try {
        json = JSON.parse(trimmed);
      } catch {
        return undefined;
      }
      const parsed = definition.schema.safeParse(json);
      return parsed.success ? parsed.data : undefined;
    }
  }
}

/** A typed value as the backend stores it: 'True' / 'False', a decimal, the enum value, JSON. */
export function companySettingText(key: CompanySettingKey, value: CompanySettingValue): string {
  const type = companySettingTypeOf(key);
  if (type === 'boolean') return value ? 'True' : 'False';
  if (type === 'json') return JSON.stringify(value);
  return String(value);
}

export interface StoredSetting {
  readonly key: string;
  readonly value: string;
}

/** A stored value the parser could not read: the key keeps its default. */
export interface RejectedSetting {
  readonly key: CompanySettingKey;
  readonly value: string;
}

/**
 * Reads stored rows into every setting, typed. Keys match exactly as the spec spells them; unknown
 * keys are ignored; a missing key keeps its default; a value that is not of its key's type also keeps
 * the default and is listed in `rejected` (so the API can log it). When a key repeats, the last wins.
 */
export function readCompanySettings(rows: readonly StoredSetting[]): {
  settings: CompanySettings;
  rejected: RejectedSetting[];
} {
  const settings = defaultCompanySettings() as Record<CompanySettingKey, CompanySettingValue>;
  const rejected: RejectedSetting[] = [];
  for (const { key, value } of rows) {
    if (!isCompanySettingKey(key)) continue;
    const parsed = parseCompanySettingValue(key, value);
    if (parsed === undefined) {
      settings[key] = freshDefault(key);
      rejected.push({ key, value });
    } else {
      settings[key] = parsed;
      const earlier = rejected.findIndex((r) => r.key === key);
      if (earlier !== -1) rejected.splice(earlier, 1);
    }
  }
  return { settings: settings as CompanySettings, rejected };
}

/** readCompanySettings without the list of rejected values. */
export const parseCompanySettings = (rows: readonly StoredSetting[]): CompanySettings =>
  readCompanySettings(rows).settings;

/** Where an effective value comes from: the company's own row, an ancestor's, or the table's default. */
export type SettingSource = { kind: 'own' } | { kind: 'inherited'; companyId: number } | { kind: 'default' };

/**
 * Inheritance: a child company uses its parent's stored value of a key it does not store itself (and
 * the parent its own parent's, up the chain); only a key no company in the chain stores takes the
 * default. The spec is silent on inheritance; this is the project's choice (README). A stored value
 * that does not parse counts as not stored, so the ancestor's value (or the default) applies.
 * `chain` is the company first, then its parent, then the parent's parent.
 */
export function inheritCompanySettings(
  chain: readonly { companyId: number; rows: readonly StoredSetting[] }[],
): {
  settings: CompanySettings;
  sources: Record<CompanySettingKey, SettingSource>;
  rejected: (RejectedSetting & { companyId: number })[];
} {
  const settings = defaultCompanySettings() as Record<CompanySettingKey, CompanySettingValue>;
  const sources = Object.fromEntries(
    COMPANY_SETTING_KEYS.map((k) => [k, { kind: 'default' } as SettingSource]),
  ) as Record<CompanySettingKey, SettingSource>;
  const rejected: (RejectedSetting & { companyId: number })[] = [];
  const decided = new Set<CompanySettingKey>();
  chain.forEach(({ companyId, rows }, depth) => {
    const stored = new Map<CompanySettingKey, string>();
    for (const { key, value } of rows) if (isCompanySettingKey(key)) stored.set(key, value);
    for (const [key, text] of stored) {
      if (decided.has(key)) continue;
      const parsed = parseCompanySettingValue(key, text);
      if (parsed === undefined) {
        rejected.push({ key, value: text, companyId });
        continue;
      }
      settings[key] = parsed;
      sources[key] = depth === 0 ? { kind: 'own' } : { kind: 'inherited', companyId };
      decided.add(key);
    }
  });
  return { settings: settings as CompanySettings, sources, rejected };
}

/**
 * Whether two settings lists differ in a key or a value (spec: the storefront replaces its loaded
 * settings only then). Order does not matter; values compare as JSON, so FormViewRules compare by
 * content; when a key repeats, the last entry counts.
 */
export function settingsDiffer(
  a: readonly { readonly key: string; readonly value: unknown }[],
  b: readonly { readonly key: string; readonly value: unknown }[],
): boolean {
  const mapOf = (list: typeof a) => new Map(list.map((e) => [e.key, JSON.stringify(e.value)]));
  const left = mapOf(a);
  const right = mapOf(b);
  if (left.size !== right.size) return true;
  for (const [key, value] of left) if (right.get(key) !== value) return true;
  return false;
}
