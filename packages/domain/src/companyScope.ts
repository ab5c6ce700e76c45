import { ROLE } from './roles';

/**
 * Who may see which company and customer record (spec: storefront-core §2 and §6, cart-services-
 * companies §6; ARCHITECTURE "company scoping"). One rule, called by every service that takes an id:
 *
 * - Anonymous sees no company or customer record (the API answers 401).
 * - Internal (80) sees every record.
 * - A company user (User 64, CustomerAdmin 81, Administrator 65) sees the company the session acts for.
 * - The company's admins (CustomerAdmin 81, super or not, and Administrator 65: the spec's
 *   "admin-or-higher" below Internal) also see its child companies, and their children in turn.
 * - Customer records: everyone sees their own; the admins above see the customers of every company they
 *   see; a plain User sees no other person's record. A consumer (B2C 111) sees only their own record.
 * - Anything else is not visible; the API answers 404 so that existence does not leak.
 */

/** The part of a principal the rule reads (the API's verified token). */
export interface ScopePrincipal {
  readonly customerId: number;
  /** The company the session acts for; null for consumers. */
  readonly companyId: number | null;
  readonly role: number;
  readonly superCustomerAdmin: boolean;
}

/** A company record: its id and the ids above it (parent first, then the parent's parent). */
export interface ScopedCompany {
  readonly id: number;
  readonly ancestorIds: readonly number[];
}

/** A customer record: its id and the companies it belongs to, each with its ancestors. */
export interface ScopedCustomer {
  readonly id: number;
  readonly companies: readonly ScopedCompany[];
}

/** Anonymous, or a signed-in principal. */
export type MaybePrincipal = ScopePrincipal | null | undefined;

/** Roles that administer their company and the companies below it. */
const COMPANY_ADMIN_ROLES: readonly number[] = [ROLE.CustomerAdmin, ROLE.Administrator];
const COMPANY_ROLES: readonly number[] = [ROLE.User, ROLE.CustomerAdmin, ROLE.Administrator];

export const seesEverything = (principal: MaybePrincipal): boolean => principal?.role === ROLE.Internal;

/** Whether the principal administers its company's tree (children included). */
export const administersCompanyTree = (principal: MaybePrincipal): boolean =>
  !!principal && principal.companyId !== null && COMPANY_ADMIN_ROLES.includes(principal.role);

export function canSeeCompany(principal: MaybePrincipal, company: ScopedCompany): boolean {
  if (!principal) return false;
  if (seesEverything(principal)) return true;
  if (principal.companyId === null || !COMPANY_ROLES.includes(principal.role)) return false;
  if (company.id === principal.companyId) return true;
  return administersCompanyTree(principal) && company.ancestorIds.includes(principal.companyId);
}

export function canSeeCustomer(principal: MaybePrincipal, customer: ScopedCustomer): boolean {
  if (!principal) return false;
  if (seesEverything(principal) || customer.id === principal.customerId) return true;
  if (!administersCompanyTree(principal)) return false;
  return customer.companies.some((company) => canSeeCompany(principal, company));
}
