import type { Company, CompanySettingEntry } from '@workwear/contracts';
import { CACHE_DEFAULT_SECONDS, settingsDiffer } from '@workwear/domain';
import { cache } from 'react';
import { getSignedIn, visitorSession } from '@/features/auth';
import { createRefreshingStore, type ProviderState } from '@/lib/refreshingStore';
import { logError } from '@/lib/serverLog';
import { createShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';
import { getCurrentCompany } from './accountData';

/** The company the session acts for and its settings, as the storefront holds them. */
export type CompanyContext = {
  readonly company: Company | null;
  /** Typed, own or inherited or default (the settings service); empty when none could be loaded. */
  readonly settings: readonly CompanySettingEntry[];
  /** not-ready: no company (anonymous, consumer); error: the company or its settings failed to load. */
  readonly state: ProviderState;
};

type SettingsKey = { companyId: number; marketId: string; culture: string; token: string };

const NO_SETTINGS: readonly CompanySettingEntry[] = [];

// A company's settings are the same for every user acting for it: kept per company for the spec's
// default cache time, and replaced only when a key or value differs (settingsDiffer), so what the
// pages derive from them is not rebuilt for an unchanged answer.
const store = createRefreshingStore<SettingsKey, readonly CompanySettingEntry[]>({
  idOf: (key) => key.companyId,
  load: (key) =>
    createShopApi(
      key.marketId,
      key.culture,
      visitorSession({ accessToken: key.token }),
    ).settings.companySettings(key.companyId),
  fallback: NO_SETTINGS,
  ttlMs: CACHE_DEFAULT_SECONDS * 1000,
  retryAfterMs: 5_000,
  differs: settingsDiffer,
  onError: (key, error) =>
    logError(`company ${key.companyId}: settings not loaded; their defaults apply`, error),
  maxEntries: 2_000,
});

/**
 * The company first, then its settings (spec): settings are asked for the company the company
 * service answered with, never for an id the session merely names. A failed load is logged and
 * yields no company or no settings with the state error; pages then use the settings' defaults.
 */
export const getCompanyContext = cache(async (lang: string): Promise<CompanyContext> => {
  const signedIn = await getSignedIn();
  if (!signedIn || signedIn.companyId === null) {
    return { company: null, settings: NO_SETTINGS, state: 'not-ready' };
  }
  const company = await getCurrentCompany();
  if (!company) return { company: null, settings: NO_SETTINGS, state: 'error' };
  const { market, culture } = await getShopContext(lang);
  const read = await store.get({
    companyId: company.id,
    marketId: market.marketId,
    culture,
    token: signedIn.accessToken,
  });
  return { company, settings: read.value, state: read.state };
});

/** A boolean setting of the company context: on only when the settings say so. */
export function isSettingOn(context: CompanyContext, key: string): boolean {
  return context.settings.some((e) => e.key === key && e.value === true);
}
