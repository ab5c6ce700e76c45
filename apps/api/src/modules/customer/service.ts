import type { CompanyCustomers, CompanyCustomersQuery, Customer } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  administersCompanyTree,
  canSeeCompany,
  canSeeCustomer,
  notFound,
  seesEverything,
} from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { customerOf } from '../auth/service';
import type { CompanyService } from '../company/service';
import { findAccount, findCompanyCustomers, findCustomer, findInfo, findMemberships } from './repository';

/**
 * Customers (people), read side. The record is checked against the domain's companyScope with the
 * companies it belongs to: 401 when not signed in, 404 when the principal may not see it.
 */
export function createCustomerService(handle: DatabaseHandle, companies: CompanyService) {
  return {
    async customer(ctx: RequestContext, id: number): Promise<Customer> {
      const principal = customerOf(ctx);
      const row = await findCustomer(handle, id);
      if (!row) throw notFound(`Customer ${id}`);
      const memberships = await findMemberships(handle, id);
      const scoped = await companies.ancestry(memberships.map((m) => m.companyId));
      if (!canSeeCustomer(principal, { id, companies: scoped })) throw notFound(`Customer ${id}`);
      // One's own companies are all named; to others only those they may see (no admin learns of others).
      const own = principal.customerId === id || seesEverything(principal);
      const shown = scoped.filter((c) => own || canSeeCompany(principal, c)).map((c) => c.id);
      const [info, account, refs] = await Promise.all([
        findInfo(handle, id),
        findAccount(handle, id),
        companies.refs(shown),
      ]);
      const refById = new Map(refs.map((r) => [r.id, r]));
      return {
        ...row,
        info,
        account,
        companies: memberships.flatMap((m) => {
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
      };
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
      return { results, total, page: query.page, pageSize: query.pageSize };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
