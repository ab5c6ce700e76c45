import {
  COMPANY_SETTING_KEYS,
  type CompanySettingKey,
  formViewRulesSchema,
  MARKET_SETTING_KEYS,
} from '@workwear/domain';
import { z } from 'zod';
import { recordIdSchema } from './company';
import { safeText } from './safeText';

/** marketId in the path: any case ('se' and 'SE' name the same market). */
export const marketSettingsParamsSchema = z.object({
  marketId: safeText().min(1).max(40).describe('Market id such as SE; case-insensitive'),
});

export const marketSettingEntrySchema = z
  .object({
    key: z.string(),
    value: z.string().describe("As the backend stores it: 'True' or 'False' for the boolean keys"),
  })
  .meta({ id: 'MarketSettingEntry' });

/** The market's key/value settings, ordered by key. Read them with the domain's parseMarketSettings. */
export const marketSettingsSchema = z.array(marketSettingEntrySchema).meta({ id: 'MarketSettings' });

// ---- Company settings, market setting by key, market info (apps/api/src/modules/settings) ----

const companySettingKeyParam = z
  .enum(COMPANY_SETTING_KEYS as [CompanySettingKey, ...CompanySettingKey[]])
  .describe('A company setting key as the spec spells it (domain companySettings.ts)');

export const companySettingsParamsSchema = z.object({ id: recordIdSchema.describe('Company id') });
export const companySettingParamsSchema = companySettingsParamsSchema.extend({ key: companySettingKeyParam });

const settingValueSchema = z
  .union([z.boolean(), z.number(), z.string(), formViewRulesSchema])
  .describe('Typed by the key: boolean, number, one of the string values, or FormViewRules JSON');

export const companySettingEntrySchema = z
  .object({
    key: companySettingKeyParam,
    type: z.enum(['boolean', 'number', 'string', 'json']),
    value: settingValueSchema,
    source: z
      .enum(['own', 'inherited', 'default'])
      .describe("own: the company's row; inherited: an ancestor's row (inheritedFrom); default: no row"),
    inheritedFrom: z.number().int().nullable().describe('The ancestor company whose value applies'),
  })
  .meta({ id: 'CompanySettingEntry' });
export type CompanySettingEntry = z.infer<typeof companySettingEntrySchema>;

/** Every key of the domain's table, in its order, with inheritance and defaults applied. */
export const companySettingsSchema = z.array(companySettingEntrySchema).meta({ id: 'CompanySettings' });

export const rawCompanySettingsSchema = z
  .array(marketSettingEntrySchema)
  .meta({ id: 'RawCompanySettings' })
  .describe("The company's own rows as stored (text), unknown keys included, ordered by key");

export const rawCompanySettingSchema = z
  .object({ key: z.string(), value: z.string().nullable().describe('Null: the company stores no value') })
  .meta({ id: 'RawCompanySetting' });

export const SETTINGS_TREE_CONTEXTS = ['effective', 'own'] as const;
export const companySettingsTreeQuerySchema = z.object({
  context: z
    .enum(SETTINGS_TREE_CONTEXTS)
    .default('effective')
    .describe('effective: values as each company uses them (inherited, defaults); own: only stored rows'),
});

export interface CompanySettingsTreeNode {
  companyId: number;
  parentId: number | null;
  name: string;
  settings: CompanySettingEntry[];
  children: CompanySettingsTreeNode[];
}
export const companySettingsTreeSchema: z.ZodType<CompanySettingsTreeNode> = z
  .object({
    companyId: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    settings: companySettingsSchema,
    get children() {
      return z.array(companySettingsTreeSchema).describe('Sorted by name');
    },
  })
  .meta({ id: 'CompanySettingsTree' });

export const childIdsSchema = z.array(z.number().int()).meta({ id: 'CompanyIds' });

const marketSettingKeyParam = z
  .enum(MARKET_SETTING_KEYS)
  .describe(`One of ${MARKET_SETTING_KEYS.join(', ')}`);
export const marketSettingParamsSchema = marketSettingsParamsSchema.extend({ key: marketSettingKeyParam });
export const marketKeyParamsSchema = z.object({ key: marketSettingKeyParam });

export const marketInfoSchema = z
  .object({
    marketId: z.string(),
    b2CActivate: z.boolean().describe('The consumer (B2C) market'),
    useAddressValidation: z.boolean(),
    useProductOnHand: z.boolean(),
    currency: z.object({ code: z.string(), prefix: z.string(), suffix: z.string() }),
  })
  .meta({ id: 'MarketInfo' });
