import { describe, expect, it } from 'vitest';
import { roleCodeSchema, routeRoleTierSchema } from './roleSchemas';
import {
  CLAIMS,
  infoValue,
  isAdminOrHigher,
  isB2B,
  isB2C,
  isRoleCode,
  isSuperCustomerAdmin,
  isTokenExpired,
  parseRoleClaim,
  ROLE,
  ROUTE_ROLE_TIERS,
} from './roles';

describe('role codes', () => {
  it('uses the specification codes', () => {
    expect(ROLE).toEqual({ User: 64, Administrator: 65, Internal: 80, CustomerAdmin: 81, B2C: 111 });
    expect(isRoleCode(81)).toBe(true);
    expect(isRoleCode(66)).toBe(false);
    expect(isRoleCode('64')).toBe(false);
    expect(roleCodeSchema.parse(111)).toBe(111);
    expect(roleCodeSchema.safeParse(1).success).toBe(false);
  });

  it('parses the storm_role claim from numbers and numeric strings', () => {
    expect(parseRoleClaim('64')).toBe(64);
    expect(parseRoleClaim(' 111 ')).toBe(111);
    expect(parseRoleClaim(80)).toBe(80);
    expect(parseRoleClaim('70')).toBeUndefined();
    expect(parseRoleClaim('User')).toBeUndefined();
    expect(parseRoleClaim(undefined)).toBeUndefined();
    expect(parseRoleClaim('')).toBeUndefined();
  });
});

describe('role predicates', () => {
  it('tells B2C from B2B; anonymous is neither', () => {
    expect(isB2C(ROLE.B2C)).toBe(true);
    expect(isB2C(ROLE.User)).toBe(false);
    expect(isB2C(undefined)).toBe(false);
    for (const role of [ROLE.User, ROLE.Administrator, ROLE.Internal, ROLE.CustomerAdmin]) {
      expect(isB2B(role)).toBe(true);
    }
    expect(isB2B(ROLE.B2C)).toBe(false);
    expect(isB2B(undefined)).toBe(false);
    expect(isB2B(null)).toBe(false);
  });

  it('counts administrator, customer admin and internal as admin or higher', () => {
    expect(isAdminOrHigher(65)).toBe(true);
    expect(isAdminOrHigher(81)).toBe(true);
    expect(isAdminOrHigher(80)).toBe(true);
    expect(isAdminOrHigher(64)).toBe(false);
    expect(isAdminOrHigher(111)).toBe(false);
    expect(isAdminOrHigher(undefined)).toBe(false);
  });

  it('recognises a super customer admin from either info shape', () => {
    expect(isSuperCustomerAdmin(81, [{ key: 'IsSuperCustomerAdmin', value: 'True' }])).toBe(true);
    expect(isSuperCustomerAdmin(81, { IsSuperCustomerAdmin: true })).toBe(true);
    expect(isSuperCustomerAdmin(81, { IsSuperCustomerAdmin: 'true' })).toBe(true);
    expect(isSuperCustomerAdmin(81, [{ key: 'IsSuperCustomerAdmin', value: 'False' }])).toBe(false);
    expect(isSuperCustomerAdmin(81, [])).toBe(false);
    expect(isSuperCustomerAdmin(81, undefined)).toBe(false);
  });

  it('requires the CustomerAdmin role for super customer admin', () => {
    expect(isSuperCustomerAdmin(65, { IsSuperCustomerAdmin: 'True' })).toBe(false);
    expect(isSuperCustomerAdmin(80, { IsSuperCustomerAdmin: true })).toBe(false);
    expect(isSuperCustomerAdmin(undefined, { IsSuperCustomerAdmin: true })).toBe(false);
  });

  it('reads info values from lists and records', () => {
    expect(infoValue([{ key: 'EmployeeNo', value: '12' }], 'EmployeeNo')).toBe('12');
    expect(infoValue({ EmployeeNo: '12' }, 'EmployeeNo')).toBe('12');
    expect(infoValue(null, 'EmployeeNo')).toBeUndefined();
  });
});

describe('token claims and expiry', () => {
  it('names the claims as the specification does', () => {
    expect(Object.values(CLAIMS)).toEqual([
      'storm_role',
      'customer_id',
      'company_id',
      'super_customer_admin',
      'sid',
      'coop_code',
      'market',
    ]);
  });

  it('treats a missing or passed expiry as expired', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired(Number.NaN, now)).toBe(true);
    expect(isTokenExpired(now / 1000 - 1, now)).toBe(true);
    expect(isTokenExpired(now / 1000, now)).toBe(true);
    expect(isTokenExpired(now / 1000 + 1, now)).toBe(false);
  });
});

describe('route role tiers', () => {
  it('lists the seven tiers', () => {
    expect(ROUTE_ROLE_TIERS).toEqual([
      'Default',
      'B2C',
      'B2B',
      'B2BExternal',
      'B2BExternalManufacturer',
      'B2BPunchout',
      'B2BPreOrder',
    ]);
    expect(routeRoleTierSchema.safeParse('B2BPunchout').success).toBe(true);
    expect(routeRoleTierSchema.safeParse('Admin').success).toBe(false);
  });
});
