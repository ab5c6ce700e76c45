import type { CompanyAddress, CompanyRef } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { canSeeCompany, notFound, type ScopedCompany } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { customerOf } from '../auth';
import { visibleChildren, visibleCompany, visibleTree } from './companyScope';
import { companyPriceLists, companyView, refOf } from './companyView';
import {
  findAddress,
  findAddresses,
  findAncestry,
  findCompanyRefs,
  findCoopHolder,
  findStoredSettings,
} from './repository';

/**
 * Companies, read side. Every use case that takes an id first checks the principal against the
 * domain's companyScope: anonymous is a 401, a company the principal may not see a 404 (as one that
 * does not exist). Other modules (settings, customer) check companies through this service.
 */
export function createCompanyService(handle: DatabaseHandle) {
  return {
    visibleCompany: (ctx: RequestContext, id: number) => visibleCompany(handle, ctx, id),
    company: (ctx: RequestContext, id: number) => companyView(handle, ctx, id),

    async children(ctx: RequestContext, id: number): Promise<CompanyRef[]> {
      return (await visibleChildren(handle, ctx, await visibleCompany(handle, ctx, id))).map(refOf);
    },

    async childIds(ctx: RequestContext, id: number): Promise<number[]> {
      const children = await visibleChildren(handle, ctx, await visibleCompany(handle, ctx, id));
      return children.map((c) => c.id).sort((a, b) => a - b);
    },

    async addresses(
      ctx: RequestContext,
      id: number,
      kind: 'delivery' | 'invoice',
    ): Promise<CompanyAddress[]> {
      await visibleCompany(handle, ctx, id);
      return findAddresses(handle, id, kind);
    },

    /** One address of a company the principal sees; another company's address is a 404 like a missing one. */
    async address(
      ctx: RequestContext,
      id: number,
      kind: 'delivery' | 'invoice',
      addressId: number,
    ): Promise<CompanyAddress> {
      await visibleCompany(handle, ctx, id);
      const address = await findAddress(handle, id, kind, addressId);
      if (!address) throw notFound(`Address ${addressId}`);
      return address;
    },

    /**
     * The coop's companies: the one holding the code (it must be visible, else 404 as for an unknown
     * code), then the companies below it that the principal may see, by name. A User sees only the
     * holder when it is the User's own company; the admins their company's children too.
     */
    async coop(ctx: RequestContext, coopCode: string): Promise<CompanyRef[]> {
      const principal = customerOf(ctx);
      const holderId = await findCoopHolder(handle, coopCode);
      const holder = holderId === undefined ? undefined : await findAncestry(handle, holderId);
      if (!holder || !canSeeCompany(principal, holder)) throw notFound(`Coop ${coopCode}`);
      const tree = await visibleTree(handle, ctx, holder.id);
      return [tree.root, ...[...tree.descendants].sort(tree.sortByName)].map(refOf);
    },

    priceLists: (ctx: RequestContext, id: number) => companyPriceLists(handle, ctx, id),

    visibleTree: (ctx: RequestContext, id: number) => visibleTree(handle, ctx, id),

    /** Stored settings rows of companies (no scope check: callers check the companies first). */
    storedSettings: (companyIds: readonly number[]) => findStoredSettings(handle, companyIds),

    /** Names and markets of companies (no scope check: callers filter with visibleAmong). */
    refs: async (ids: readonly number[]) => (await findCompanyRefs(handle, ids)).map(refOf),

    /** The given companies with their ancestors, for the domain's scope rules (no check here). */
    async ancestry(ids: readonly number[]): Promise<ScopedCompany[]> {
      const found = await Promise.all(ids.map((id) => findAncestry(handle, id)));
      return found.flatMap((c) => (c ? [c] : []));
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
