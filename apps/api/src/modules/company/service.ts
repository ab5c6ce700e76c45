import type { AllowedPriceList, Company, CompanyAddress, CompanyRef } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  byNameIn,
  canSeeCompany,
  DEFAULT_MARKET_NAME,
  defaultLanguageOf,
  getMarketByName,
  isPriceListType,
  notFound,
  type ScopedCompany,
} from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { customerOf } from '../auth';
import {
  type CompanyRefRow,
  findAddress,
  findAddresses,
  findAncestry,
  findChildren,
  findCompany,
  findCompanyRefs,
  findCoopHolder,
  findDescendants,
  findPriceLists,
  findStoredSettings,
} from './repository';

const PUNCH_OUT = new Set(['OCI3', 'OCI4', 'CXML']);

/** Names sort in the language of the market the parent company buys in (Swedish å ä ö after z). */
const sortByNameFor = (marketName: string) =>
  byNameIn(defaultLanguageOf(getMarketByName(marketName) ?? getMarketByName(DEFAULT_MARKET_NAME)!));

const refOf = (row: CompanyRefRow): CompanyRef => ({
  id: row.id,
  parentId: row.parentId,
  name: row.name,
  market: row.marketName,
  coopCode: row.coopCode,
});

/**
 * Companies, read side. Every use case that takes an id first checks the principal against the
 * domain's companyScope: anonymous is a 401, a company the principal may not see a 404 (as one that
 * does not exist). Other modules (settings, customer) check companies through this service.
 */
export function createCompanyService(handle: DatabaseHandle) {
  /** The company if the principal may see it; else 404 (401 when not signed in). */
  async function visibleCompany(ctx: RequestContext, id: number): Promise<ScopedCompany> {
    const principal = customerOf(ctx);
    const company = await findAncestry(handle, id);
    if (!company || !canSeeCompany(principal, company)) throw notFound(`Company ${id}`);
    return company;
  }

  /** The children (of a company the principal sees) that the principal may see, sorted by name. */
  async function visibleChildren(ctx: RequestContext, parent: ScopedCompany): Promise<CompanyRefRow[]> {
    const principal = customerOf(ctx);
    const rows = await findChildren(handle, parent.id);
    const ancestorIds = [parent.id, ...parent.ancestorIds];
    const visible = rows.filter((row) => canSeeCompany(principal, { id: row.id, ancestorIds }));
    const [self] = await findCompanyRefs(handle, [parent.id]);
    return visible.sort(sortByNameFor(self?.marketName ?? DEFAULT_MARKET_NAME));
  }

  /**
   * The company (checked) and every company below it that the principal may see, each with its
   * parent id and depth; for the settings tree and the coop list.
   */
  async function visibleTree(ctx: RequestContext, id: number) {
    const root = await visibleCompany(ctx, id);
    const principal = customerOf(ctx);
    const [self] = await findCompanyRefs(handle, [id]);
    const below = await findDescendants(handle, id);
    const byId = new Map(below.map((row) => [row.id, row]));
    const ancestorsOf = (row: CompanyRefRow): number[] => {
      const chain: number[] = [];
      let parentId = row.parentId;
      while (parentId !== null && parentId !== id && chain.length < 32) {
        chain.push(parentId);
        parentId = byId.get(parentId)?.parentId ?? null;
      }
      return [...chain, id, ...root.ancestorIds];
    };
    const visible = below.filter((row) =>
      canSeeCompany(principal, { id: row.id, ancestorIds: ancestorsOf(row) }),
    );
    return {
      root: { ...self!, ancestorIds: root.ancestorIds },
      descendants: visible,
      sortByName: sortByNameFor(self!.marketName),
    };
  }

  return {
    visibleCompany,

    async company(ctx: RequestContext, id: number): Promise<Company> {
      const scoped = await visibleCompany(ctx, id);
      const row = (await findCompany(handle, id))!;
      const principal = customerOf(ctx);
      const [children, parentRows, delivery, invoice, settings, lists] = await Promise.all([
        visibleChildren(ctx, scoped),
        row.parentId === null ? Promise.resolve([]) : findCompanyRefs(handle, [row.parentId]),
        findAddresses(handle, id, 'delivery'),
        findAddresses(handle, id, 'invoice'),
        findStoredSettings(handle, [id]),
        findPriceLists(handle, id, row.primaryPriceListId),
      ]);
      const parent = parentRows[0];
      const parentVisible =
        parent !== undefined &&
        canSeeCompany(principal, { id: parent.id, ancestorIds: scoped.ancestorIds.slice(1) });
      return {
        id: row.id,
        parentId: row.parentId,
        parent: parentVisible ? refOf(parent) : null,
        children: children.map(refOf),
        name: row.name,
        market: row.marketName,
        coopCode: row.coopCode,
        orgNo: row.orgNo,
        vatNo: row.vatNo,
        emailAddress: row.emailAddress,
        phoneNumber: row.phoneNumber,
        web: row.web,
        innerCompany: row.innerCompany,
        punchOutType:
          row.punchOutType !== null && PUNCH_OUT.has(row.punchOutType)
            ? (row.punchOutType as Company['punchOutType'])
            : null,
        deliveryAddresses: delivery,
        invoiceAddresses: invoice,
        settings: settings.map(({ key, value }) => ({ key, value })),
        allowedPriceLists: allowedOf(lists, row.primaryPriceListId),
        version: row.version,
      };
    },

    async children(ctx: RequestContext, id: number): Promise<CompanyRef[]> {
      return (await visibleChildren(ctx, await visibleCompany(ctx, id))).map(refOf);
    },

    async childIds(ctx: RequestContext, id: number): Promise<number[]> {
      const children = await visibleChildren(ctx, await visibleCompany(ctx, id));
      return children.map((c) => c.id).sort((a, b) => a - b);
    },

    async addresses(
      ctx: RequestContext,
      id: number,
      kind: 'delivery' | 'invoice',
    ): Promise<CompanyAddress[]> {
      await visibleCompany(ctx, id);
      return findAddresses(handle, id, kind);
    },

    /** One address of a company the principal sees; another company's address is a 404 like a missing one. */
    async address(
      ctx: RequestContext,
      id: number,
      kind: 'delivery' | 'invoice',
      addressId: number,
    ): Promise<CompanyAddress> {
      await visibleCompany(ctx, id);
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
      const tree = await visibleTree(ctx, holder.id);
      return [tree.root, ...[...tree.descendants].sort(tree.sortByName)].map(refOf);
    },

    async priceLists(ctx: RequestContext, id: number): Promise<AllowedPriceList[]> {
      await visibleCompany(ctx, id);
      const row = (await findCompany(handle, id))!;
      return allowedOf(await findPriceLists(handle, id, row.primaryPriceListId), row.primaryPriceListId);
    },

    visibleTree,

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

function allowedOf(
  lists: { priceListId: number; code: string; name: string; type: number; currency: string }[],
  primaryId: number | null,
): AllowedPriceList[] {
  return lists
    .filter((l) => isPriceListType(l.type))
    .map((l) => ({ ...l, type: l.type as AllowedPriceList['type'], isPrimary: l.priceListId === primaryId }))
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.priceListId - b.priceListId);
}
