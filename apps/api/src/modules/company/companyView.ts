import type { AllowedPriceList, Company, CompanyRef } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { canSeeCompany, isPriceListType } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { customerOf } from '../auth';
import { visibleChildren, visibleCompany } from './companyScope';
import {
  type CompanyRefRow,
  findAddresses,
  findCompany,
  findCompanyRefs,
  findPriceLists,
  findStoredSettings,
} from './repository';

const PUNCH_OUT = new Set(['OCI3', 'OCI4', 'CXML']);

export const refOf = (row: CompanyRefRow): CompanyRef => ({
  id: row.id,
  parentId: row.parentId,
  name: row.name,
  market: row.marketName,
  coopCode: row.coopCode,
});

/** The company call: the company (checked), its visible parent and children, addresses, settings, lists. */
export async function companyView(handle: DatabaseHandle, ctx: RequestContext, id: number): Promise<Company> {
  const scoped = await visibleCompany(handle, ctx, id);
  const row = (await findCompany(handle, id))!;
  const principal = customerOf(ctx);
  const [children, parentRows, delivery, invoice, settings, lists] = await Promise.all([
    visibleChildren(handle, ctx, scoped),
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
}

/** The price lists a company (checked) may buy from, the primary one first. */
export async function companyPriceLists(
  handle: DatabaseHandle,
  ctx: RequestContext,
  id: number,
): Promise<AllowedPriceList[]> {
  await visibleCompany(handle, ctx, id);
  const row = (await findCompany(handle, id))!;
  return allowedOf(await findPriceLists(handle, id, row.primaryPriceListId), row.primaryPriceListId);
}

function allowedOf(
  lists: { priceListId: number; code: string; name: string; type: number; currency: string }[],
  primaryId: number | null,
): AllowedPriceList[] {
  return lists
    .filter((l) => isPriceListType(l.type))
    .map((l) => ({ ...l, type: l.type as AllowedPriceList['type'], isPrimary: l.priceListId === primaryId }))
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.priceListId - b.priceListId);
}
