import { isB2B, type RoleCode } from './roles';

/** The customer type every analytics event carries (spec storefront-core §1). */
export const ANALYTICS_CUSTOMER_TYPES = ['b2c', 'idCustomer', 'dealer', 'directCustomer'] as const;
export type AnalyticsCustomerType = (typeof ANALYTICS_CUSTOMER_TYPES)[number];

export type AnalyticsCustomer = {
  /** The signed-in role; null or undefined for an anonymous visitor. */
  readonly role: RoleCode | null | undefined;
  /** The parent of the company the session acts for; null or undefined for a parent company. */
  readonly parentCompanyId?: number | null;
  /** The company setting AccessPartnerWeb (a reseller, "dealer"). */
  readonly accessPartnerWeb?: boolean;
};

/**
 * b2c for consumers and anonymous visitors (no company); for company users idCustomer when the
 * company has a parent, else dealer when its AccessPartnerWeb setting is on, else directCustomer.
 * The spec lists them in this order; a child company of a dealer counts as idCustomer.
 */
export function analyticsCustomerType(customer: AnalyticsCustomer): AnalyticsCustomerType {
  if (!isB2B(customer.role)) return 'b2c';
  if (customer.parentCompanyId !== undefined && customer.parentCompanyId !== null) return 'idCustomer';
  if (customer.accessPartnerWeb === true) return 'dealer';
  return 'directCustomer';
}
