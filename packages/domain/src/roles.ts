export const ROLE = {
  User: 64,
  Administrator: 65,
  Internal: 80,
  CustomerAdmin: 81,
  B2C: 111,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleCode = (typeof ROLE)[RoleName];

export const ROLE_CODES: readonly RoleCode[] = Object.values(ROLE);

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'number' && (ROLE_CODES as readonly number[]).includes(value);
}

/** The storm_role claim arrives as a number or a numeric string; anything else is no role. */
export function parseRoleClaim(value: unknown): RoleCode | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return isRoleCode(n) ? n : undefined;
}

type MaybeRole = RoleCode | null | undefined;

export function isB2C(role: MaybeRole): boolean {
  return role === ROLE.B2C;
}

/** Anonymous visitors have no role and are neither B2B nor B2C. */
export function isB2B(role: MaybeRole): boolean {
  return role !== undefined && role !== null && role !== ROLE.B2C;
}

const ADMIN_OR_HIGHER: readonly RoleCode[] = [ROLE.Administrator, ROLE.CustomerAdmin, ROLE.Internal];

export function isAdminOrHigher(role: MaybeRole): boolean {
  return role !== undefined && role !== null && ADMIN_OR_HIGHER.includes(role);
}

export type InfoEntry = { readonly key: string; readonly value: unknown };

/** Customer info arrives either as the backend's key/value list or as a plain record. */
export type CustomerInfo = readonly InfoEntry[] | Readonly<Record<string, unknown>>;

export function infoValue(info: CustomerInfo | null | undefined, key: string): unknown {
  if (!info) return undefined;
  if (Array.isArray(info)) return (info as readonly InfoEntry[]).find((e) => e.key === key)?.value;
  return (info as Readonly<Record<string, unknown>>)[key];
}

/** Info values are strings in the backend ('True', 'true') and booleans once parsed. */
export function isTruthyInfoValue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

export function isSuperCustomerAdmin(role: MaybeRole, info: CustomerInfo | null | undefined): boolean {
  return role === ROLE.CustomerAdmin && isTruthyInfoValue(infoValue(info, 'IsSuperCustomerAdmin'));
}

export const CLAIMS = {
  role: 'storm_role',
  customerId: 'customer_id',
  companyId: 'company_id',
  superCustomerAdmin: 'super_customer_admin',
  sessionId: 'sid',
  coopCode: 'coop_code',
  market: 'market',
} as const;

export type ClaimName = (typeof CLAIMS)[keyof typeof CLAIMS];

/** A token without an expiry is treated as expired, as is one whose expiry second has come. */
export function isTokenExpired(expSeconds: number | null | undefined, nowMs: number): boolean {
  if (expSeconds === undefined || expSeconds === null || !Number.isFinite(expSeconds)) return true;
  return expSeconds * 1000 <= nowMs;
}

/** Page-guard tiers (the session roles of the cart document use the same names). */
export const ROUTE_ROLE_TIERS = [
  'Default',
  'B2C',
  'B2B',
  'B2BExternal',
  'B2BExternalManufacturer',
  'B2BPunchout',
  'B2BPreOrder',
] as const;

export type RouteRoleTier = (typeof ROUTE_ROLE_TIERS)[number];
