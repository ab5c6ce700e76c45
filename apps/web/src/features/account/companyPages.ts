import type { CompanySettingEntry } from '@workwear/contracts';
import {
  type CompanySettings,
  defaultCompanySettings,
  isAdminOrHigher,
  isCompanySettingKey,
  type LimitVisibility,
  limitVisibility,
  pendingOrdersVisible,
  type RoleCode,
} from '@workwear/domain';

/**
 * The company pages of issue 28 (docs/companies/approvals-and-limits.md) a signed-in customer of a
 * company is shown: the orders to approve (company/pending-orders, domain pendingOrdersVisible), the
 * orders over a co-worker's spending limit (amountlimit/approve, where limits are used) and the
 * spending limits per customer (company/amount-limits, for the roles that manage the company). The
 * route table's roles still guard each route; this says which ones the menus offer and which pages
 * have something to show.
 */
export type CompanyPages = {
  readonly pendingOrders: boolean;
  readonly amountLimitApprove: boolean;
  readonly amountLimits: boolean;
  /** How the limit figures show to this customer (spec §6). */
  readonly limitVisibility: LimitVisibility;
};

export const NO_COMPANY_PAGES: CompanyPages = {
  pendingOrders: false,
  amountLimitApprove: false,
  amountLimits: false,
  limitVisibility: 'hidden',
};

/** The company's settings typed from the settings service's entries; a key it did not send keeps its default. */
export function typedCompanySettings(entries: readonly CompanySettingEntry[]): CompanySettings {
  const settings = defaultCompanySettings() as Record<string, unknown>;
  for (const entry of entries) if (isCompanySettingKey(entry.key)) settings[entry.key] = entry.value;
  return settings as CompanySettings;
}

/** ForceApproval as the company (or a parent) stored it; undefined when no company set it (its default). */
export function storedForceApproval(entries: readonly CompanySettingEntry[]): boolean | undefined {
  const entry = entries.find((e) => e.key === 'ForceApproval');
  return entry && entry.source !== 'default' && typeof entry.value === 'boolean' ? entry.value : undefined;
}

export function companyPagesOf(
  person: { readonly role: RoleCode; readonly superCustomerAdmin: boolean },
  entries: readonly CompanySettingEntry[],
): CompanyPages {
  const settings = typedCompanySettings(entries);
  const manager = isAdminOrHigher(person.role);
  return {
    pendingOrders: manager && pendingOrdersVisible(settings, storedForceApproval(entries), person.role),
    amountLimitApprove: settings.UseAmountLimit,
    amountLimits: manager && settings.UseAmountLimit,
    limitVisibility: limitVisibility(settings, person.role, person.superCustomerAdmin),
  };
}
