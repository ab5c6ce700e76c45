import {
  activeChildrenCall,
  type CompanySettingsTreeNode,
  companySettingCall,
  companySettingsCall,
  companySettingsTreeCall,
  marketInfoCall,
  marketKeysCall,
  marketSettingCall,
  marketSettingsCall,
  rawCompanySettingsCall,
} from '@workwear/contracts';
import type { CompanySettingKey, MarketSettingKey } from '@workwear/domain';
import { declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * The settings service as typed calls, built from their declarations. Read the result with the
 * domain's parseMarketSettings to get the storefront's booleans.
 */
export function createSettingsApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    /** Key/value settings of a market ('True' / 'False'); the market is in the path, not the query. */
    marketSettings: (marketId: string) => call(marketSettingsCall, { params: { marketId } }),
    marketSetting: (marketId: string, key: MarketSettingKey) =>
      call(marketSettingCall, { params: { marketId, key } }),
    /** Market key settings list, market in the query (default SE). */
    keys: (marketId?: string) => call(marketKeysCall, { query: marketId ? { marketId } : {} }),
    /** b2CActivate, useAddressValidation, useProductOnHand and the currency. */
    marketInfo: (marketId: string) => call(marketInfoCall, { params: { marketId } }),
    /** Every company setting, typed, inherited and defaulted (bearer needed; another company's: 404). */
    companySettings: (id: number) => call(companySettingsCall, { params: { id } }),
    companySetting: (id: number, key: CompanySettingKey) => call(companySettingCall, { params: { id, key } }),
    rawCompanySettings: (id: number) => call(rawCompanySettingsCall, { params: { id } }),
    companySettingsTree: (id: number, context?: 'effective' | 'own'): Promise<CompanySettingsTreeNode> =>
      call(companySettingsTreeCall, { params: { id }, query: context ? { context } : {} }),
    activeChildren: (id: number, key: CompanySettingKey) => call(activeChildrenCall, { params: { id, key } }),
  };
}
export type SettingsApi = ReturnType<typeof createSettingsApi>;
