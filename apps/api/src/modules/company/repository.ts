import { type DatabaseHandle, schema } from '@workwear/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

const { companies, companyAddresses, companySettings, companyPriceLists, priceLists } = schema;

/** Deeper than any real group; guards the recursive queries against a cycle written by hand. */
const MAX_DEPTH = 16;

export interface CompanyRow {
  id: number;
  parentId: number | null;
  name: string;
  marketName: string;
  coopCode: string | null;
  orgNo: string | null;
  vatNo: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  web: string | null;
  innerCompany: boolean;
  punchOutType: string | null;
  primaryPriceListId: number | null;
  version: number;
}

export async function findCompany(handle: DatabaseHandle, id: number): Promise<CompanyRow | undefined> {
  const [row] = await handle.db
    .select({
      id: companies.id,
      parentId: companies.parentId,
      name: companies.name,
      marketName: companies.marketName,
      coopCode: companies.coopCode,
      orgNo: companies.orgNo,
      vatNo: companies.vatNo,
      emailAddress: companies.emailAddress,
      phoneNumber: companies.phoneNumber,
      web: companies.web,
      innerCompany: companies.innerCompany,
      punchOutType: companies.punchOutType,
      primaryPriceListId: companies.primaryPriceListId,
      version: companies.version,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export interface CompanyRefRow {
  id: number;
  parentId: number | null;
  name: string;
  marketName: string;
  coopCode: string | null;
}

const refColumns = {
  id: companies.id,
  parentId: companies.parentId,
  name: companies.name,
  marketName: companies.marketName,
  coopCode: companies.coopCode,
};

export async function findCompanyRefs(
  handle: DatabaseHandle,
  ids: readonly number[],
): Promise<CompanyRefRow[]> {
  if (ids.length === 0) return [];
  return handle.db
    .select(refColumns)
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}

export async function findChildren(handle: DatabaseHandle, parentId: number): Promise<CompanyRefRow[]> {
  return handle.db.select(refColumns).from(companies).where(eq(companies.parentId, parentId));
}

/** The company and the ids above it, nearest first; undefined when no company has the id. */
export async function findAncestry(
  handle: DatabaseHandle,
  id: number,
): Promise<{ id: number; ancestorIds: number[] } | undefined> {
  const rows = await handle.rows<{ id: number; depth: number }>(sql`
    WITH RECURSIVE chain(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM companies WHERE id = ${id}
      UNION ALL
      SELECT c.id, c.parent_id, chain.depth + 1 FROM companies c JOIN chain ON c.id = chain.parent_id
      WHERE chain.depth < ${MAX_DEPTH}
    )
    SELECT id, depth FROM chain ORDER BY depth`);
  if (rows.length === 0) return undefined;
  return { id, ancestorIds: rows.slice(1).map((r) => Number(r.id)) };
}

/** Every company below the given one (children, their children ...), with its depth below it (1 = child). */
export async function findDescendants(
  handle: DatabaseHandle,
  id: number,
): Promise<(CompanyRefRow & { depth: number })[]> {
  const rows = await handle.rows<{
    id: number;
    parent_id: number | null;
    name: string;
    market_name: string;
    coop_code: string | null;
    depth: number;
  }>(sql`
    WITH RECURSIVE tree(id, depth) AS (
      SELECT id, 1 FROM companies WHERE parent_id = ${id}
      UNION ALL
      SELECT c.id, tree.depth + 1 FROM companies c JOIN tree ON c.parent_id = tree.id
      WHERE tree.depth < ${MAX_DEPTH}
    )
    SELECT c.id, c.parent_id, c.name, c.market_name, c.coop_code, tree.depth
    FROM tree JOIN companies c ON c.id = tree.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    name: r.name,
    marketName: r.market_name,
    coopCode: r.coop_code,
    depth: Number(r.depth),
  }));
}

/** The company holding the coop code (unique to one company), or undefined. */
export async function findCoopHolder(handle: DatabaseHandle, coopCode: string): Promise<number | undefined> {
  const [row] = await handle.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.coopCode, coopCode));
  return row?.id;
}

const addressColumns = {
  id: companyAddresses.id,
  careOf: companyAddresses.careOf,
  addressLine1: companyAddresses.addressLine1,
  addressLine2: companyAddresses.addressLine2,
  zipCode: companyAddresses.zipCode,
  city: companyAddresses.city,
  region: companyAddresses.region,
  countryId: companyAddresses.countryId,
};

export async function findAddresses(handle: DatabaseHandle, companyId: number, kind: 'delivery' | 'invoice') {
  return handle.db
    .select(addressColumns)
    .from(companyAddresses)
    .where(sql`${companyAddresses.companyId} = ${companyId} AND ${companyAddresses.kind} = ${kind}`)
    .orderBy(asc(companyAddresses.position), asc(companyAddresses.id));
}

/** One address of the company and kind; undefined when the id is another company's or the other kind. */
export async function findAddress(
  handle: DatabaseHandle,
  companyId: number,
  kind: 'delivery' | 'invoice',
  addressId: number,
) {
  const [row] = await handle.db
    .select(addressColumns)
    .from(companyAddresses)
    .where(
      sql`${companyAddresses.id} = ${addressId} AND ${companyAddresses.companyId} = ${companyId} AND ${companyAddresses.kind} = ${kind}`,
    );
  return row;
}

/** The company's stored settings rows (text), ordered by key; several companies at once. */
export async function findStoredSettings(handle: DatabaseHandle, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return handle.db
    .select({ companyId: companySettings.companyId, key: companySettings.key, value: companySettings.value })
    .from(companySettings)
    .where(inArray(companySettings.companyId, [...companyIds]))
    .orderBy(asc(companySettings.companyId), asc(companySettings.key));
}

/** The primary list and the company's other allowed lists. */
export async function findPriceLists(handle: DatabaseHandle, companyId: number, primaryId: number | null) {
  return handle.db
    .select({
      priceListId: priceLists.id,
      code: priceLists.code,
      name: priceLists.name,
      type: priceLists.type,
      currency: priceLists.currency,
    })
    .from(priceLists)
    .where(
      sql`${priceLists.id} = ${primaryId ?? -1} OR ${priceLists.id} IN (SELECT ${companyPriceLists.priceListId} FROM ${companyPriceLists} WHERE ${companyPriceLists.companyId} = ${companyId})`,
    )
    .orderBy(asc(priceLists.id));
}
