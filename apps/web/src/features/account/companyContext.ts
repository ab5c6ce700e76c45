import type { Company, CompanySettingEntry } from '@workwear/contracts';
import {
  CACHE_DEFAULT_SECONDS,
  type Language,
  type RouteName,
  routePath,
  settingsDiffer,
} from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getSignedIn, visitorSession } from '@/features/auth';
import { createRefreshingStore, type ProviderState } from '@/lib/refreshingStore';
import { logError } from '@/lib/serverLog';
import { createShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';
import { getCurrentCompany } from './accountData';
import { type CompanyPages, companyPagesOf, NO_COMPANY_PAGES } from './companyPages';

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

/** The company pages of issue 28 this visitor is offered (companyPages.ts); none without a company. */
export const getCompanyPages = cache(async (lang: string): Promise<CompanyPages> => {
  const [signedIn, context] = await Promise.all([getSignedIn(), getCompanyContext(lang)]);
  if (!signedIn || !context.company) return NO_COMPANY_PAGES;
  return companyPagesOf(
    { role: signedIn.role, superCustomerAdmin: signedIn.customer.superCustomerAdmin },
    context.settings,
  );
});

/** The account menu's links to the company pages this visitor is offered, in the page's language. */
export async function companyMenuLinks(lang: Language): Promise<{ label: string; href: string }[]> {
  const [pages, t] = await Promise.all([
    getCompanyPages(lang),
    getTranslations({ locale: lang, namespace: 'account' }),
  ]);
  const links: [boolean, RouteName, 'pendingOrders' | 'amountLimitApprove' | 'amountLimits'][] = [
    [pages.pendingOrders, 'CompanyPendingOrders', 'pendingOrders'],
    [pages.amountLimitApprove, 'AmountLimitApprove', 'amountLimitApprove'],
    [pages.amountLimits, 'CompanyAmountLimits', 'amountLimits'],
  ];
  return links
    .filter(([shown]) => shown)
    .map(([, route, key]) => ({ label: t(`pages.${key}`), href: routePath(route, lang) }));
}
