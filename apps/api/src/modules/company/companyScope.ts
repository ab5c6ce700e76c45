import type { DatabaseHandle } from '@workwear/db';
import {
  byNameIn,
  canSeeCompany,
  DEFAULT_MARKET_NAME,
  defaultLanguageOf,
  getMarketByName,
  notFound,
  type ScopedCompany,
} from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { customerOf } from '../auth';
import {
  type CompanyRefRow,
  findAncestry,
  findChildren,
  findCompanyRefs,
  findDescendants,
} from './repository';

/** Names sort in the language of the market the parent company buys in (Swedish å ä ö after z). */
const sortByNameFor = (marketName: string) =>
  byNameIn(defaultLanguageOf(getMarketByName(marketName) ?? getMarketByName(DEFAULT_MARKET_NAME)!));

/** The company if the principal may see it; else 404 (401 when not signed in). */
export async function visibleCompany(
  handle: DatabaseHandle,
  ctx: RequestContext,
  id: number,
): Promise<ScopedCompany> {
  const principal = customerOf(ctx);
  const company = await findAncestry(handle, id);
  if (!company || !canSeeCompany(principal, company)) throw notFound(`Company ${id}`);
  return company;
}

/** The children (of a company the principal sees) that the principal may see, sorted by name. */
export async function visibleChildren(
  handle: DatabaseHandle,
  ctx: RequestContext,
  parent: ScopedCompany,
): Promise<CompanyRefRow[]> {
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
export async function visibleTree(handle: DatabaseHandle, ctx: RequestContext, id: number) {
  const root = await visibleCompany(handle, ctx, id);
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
