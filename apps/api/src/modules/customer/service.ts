import type { CompanyCustomers, CompanyCustomersQuery, Customer, CustomerAddress } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  administersCompanyTree,
  canSeeCompany,
  canSeeCustomer,
  type MaybePrincipal,
  notFound,
  type ScopedCompany,
  seesEverything,
} from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { accountOfCustomer, accountStatesOf, customerOf } from '../auth';
import type { CompanyService } from '../company';
import { createOwnAccountEdits } from './ownAccountEdits';
import {
  findCompanyCustomers,
  findCustomer,
  findCustomerAddresses,
  findIdsByEmail,
  findInfo,
  findMemberships,
} from './repository';

/**
 * Customers (people), read side. The record is checked against the domain's companyScope with the
 * companies it belongs to: 401 when not signed in, 404 when the principal may not see it.
 */
export function createCustomerService(handle: DatabaseHandle, companies: CompanyService) {
  /** The customer's companies (with ancestors) if the principal may see the customer; else undefined. */
  async function visibleMemberships(principal: MaybePrincipal, id: number) {
    const memberships = await findMemberships(handle, id);
    const scoped = await companies.ancestry(memberships.map((m) => m.companyId));
    return canSeeCustomer(principal, { id, companies: scoped }) ? { memberships, scoped } : undefined;
  }

  /** The read model of a customer the principal may see (checked by the caller). */
  async function readModel(
    ctx: RequestContext,
    id: number,
    seen: { memberships: { companyId: number; isDefault: boolean }[]; scoped: ScopedCompany[] },
  ): Promise<Customer> {
    const principal = customerOf(ctx);
    const row = await findCustomer(handle, id);
    if (!row) throw notFound(`Customer ${id}`);
    // One's own companies are all named; to others only those they may see (no admin learns of others).
    const own = principal.customerId === id || seesEverything(principal);
    const shown = seen.scoped.filter((c) => own || canSeeCompany(principal, c)).map((c) => c.id);
    const [info, account, refs, addresses] = await Promise.all([
      findInfo(handle, id),
      accountOfCustomer(handle, id),
      companies.refs(shown),
      findCustomerAddresses(handle, id),
    ]);
    const refById = new Map(refs.map((r) => [r.id, r]));
    const { newsletter, orderStatusMails, ...person } = row;
    return {
      ...person,
      emailPreferences: { newsletter, orderStatus: orderStatusMails },
      info,
      account,
      companies: seen.memberships.flatMap((m) => {
        const ref = refById.get(m.companyId);
        return ref
          ? [
              {
                id: ref.id,
                name: ref.name,
                market: ref.market,
                coopCode: ref.coopCode,
                isDefault: m.isDefault,
              },
            ]
          : [];
      }),
      addresses,
    };
  }

  /** The customer's companies if the principal may see it; 404 (401 when not signed in) otherwise. */
  async function visibleCustomer(ctx: RequestContext, id: number) {
    const principal = customerOf(ctx);
    if (!(await findCustomer(handle, id))) throw notFound(`Customer ${id}`);
    const seen = await visibleMemberships(principal, id);
    if (!seen) throw notFound(`Customer ${id}`);
    return seen;
  }

  const edits = createOwnAccountEdits(handle, {
    visibleCustomer,
    customer: (ctx, id) => readModel(ctx, id, { memberships: [], scoped: [] }),
  });

  return {
    async customer(ctx: RequestContext, id: number): Promise<Customer> {
      return readModel(ctx, id, await visibleCustomer(ctx, id));
    },
    ...edits,

    /**
     * The customer with this e-mail among those the principal may see: one's own record first, else
     * the lowest id. Any other address answers the same 404 as an unknown one (no account
     * enumeration); the message does not repeat the address.
     */
    async byEmail(ctx: RequestContext, email: string): Promise<Customer> {
      const principal = customerOf(ctx);
      const ids = await findIdsByEmail(handle, email);
      const ordered = ids.includes(principal.customerId)
        ? [principal.customerId, ...ids.filter((i) => i !== principal.customerId)]
        : ids;
      for (const id of ordered) {
        const seen = await visibleMemberships(principal, id);
        if (seen) return readModel(ctx, id, seen);
      }
      throw notFound('Customer with this e-mail address');
    },

    async addresses(ctx: RequestContext, id: number): Promise<CustomerAddress[]> {
      await visibleCustomer(ctx, id);
      return findCustomerAddresses(handle, id);
    },

    /** The people of a company, for its admins and Internal; a User gets 404 like for another company. */
    async ofCompany(
      ctx: RequestContext,
      companyId: number,
      query: CompanyCustomersQuery,
    ): Promise<CompanyCustomers> {
      const principal = customerOf(ctx);
      await companies.visibleCompany(ctx, companyId);
      if (!administersCompanyTree(principal) && !seesEverything(principal))
        throw notFound(`Company ${companyId}`);
      const { results, total } = await findCompanyCustomers(handle, companyId, query);
      const accounts = await accountStatesOf(
        handle,
        results.map((r) => r.id),
      );
      const withAccounts = results.map((r) => {
        const account = accounts.get(r.id);
        return { ...r, roleId: account?.roleId ?? null, isActive: account?.isActive ?? null };
      });
      return { results: withAccounts, total, page: query.page, pageSize: query.pageSize };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
