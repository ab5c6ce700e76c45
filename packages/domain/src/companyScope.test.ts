import { describe, expect, it } from 'vitest';
import { canSeeCompany, canSeeCustomer, type ScopePrincipal } from './companyScope';
import { ROLE } from './roles';

// A group: parent 1 with child 2 (and grandchild 4 below 2); 3 is another company.
const parent = { id: 1, ancestorIds: [] };
const child = { id: 2, ancestorIds: [1] };
const grandchild = { id: 4, ancestorIds: [2, 1] };
const other = { id: 3, ancestorIds: [] };

const principal = (role: number, companyId: number | null, extra: Partial<ScopePrincipal> = {}) => ({
  customerId: 100,
  companyId,
  role,
  superCustomerAdmin: false,
  ...extra,
});

describe('canSeeCompany', () => {
  it('hides every company from anonymous callers', () => {
    expect(canSeeCompany(null, parent)).toBe(false);
    expect(canSeeCompany(undefined, parent)).toBe(false);
  });

  it('lets a User see only the company the session acts for', () => {
    const user = principal(ROLE.User, 1);
    expect(canSeeCompany(user, parent)).toBe(true);
    expect(canSeeCompany(user, child)).toBe(false);
    expect(canSeeCompany(user, other)).toBe(false);
    expect(canSeeCompany(principal(ROLE.User, 2), parent)).toBe(false);
  });

  it("lets the parent's admins see its children and their children, never a parent or another company", () => {
    for (const admin of [
      principal(ROLE.CustomerAdmin, 1),
      principal(ROLE.CustomerAdmin, 1, { superCustomerAdmin: true }),
      principal(ROLE.Administrator, 1),
    ]) {
      expect(canSeeCompany(admin, parent)).toBe(true);
      expect(canSeeCompany(admin, child)).toBe(true);
      expect(canSeeCompany(admin, grandchild)).toBe(true);
      expect(canSeeCompany(admin, other)).toBe(false);
    }
    expect(canSeeCompany(principal(ROLE.CustomerAdmin, 2), parent)).toBe(false);
  });

  it('lets Internal see every company, with or without one of its own', () => {
    expect(canSeeCompany(principal(ROLE.Internal, 1), other)).toBe(true);
    expect(canSeeCompany(principal(ROLE.Internal, null), grandchild)).toBe(true);
  });

  it('hides companies from consumers and from unknown roles', () => {
    expect(canSeeCompany(principal(ROLE.B2C, null), parent)).toBe(false);
    expect(canSeeCompany(principal(ROLE.B2C, 1), parent)).toBe(false);
    expect(canSeeCompany(principal(99, 1), parent)).toBe(false);
  });
});

describe('canSeeCustomer', () => {
  const colleague = { id: 200, companies: [parent] };
  const childEmployee = { id: 201, companies: [child] };
  const stranger = { id: 202, companies: [other] };
  const self = { id: 100, companies: [parent] };

  it('lets everyone signed in see their own record, consumers included', () => {
    expect(canSeeCustomer(principal(ROLE.User, 1), self)).toBe(true);
    expect(canSeeCustomer(principal(ROLE.B2C, null), { id: 100, companies: [] })).toBe(true);
    expect(canSeeCustomer(null, self)).toBe(false);
  });

  it("hides other people's records from a User and a consumer", () => {
    expect(canSeeCustomer(principal(ROLE.User, 1), colleague)).toBe(false);
    expect(canSeeCustomer(principal(ROLE.B2C, null), colleague)).toBe(false);
  });

  it('lets admins see the customers of every company they see', () => {
    const admin = principal(ROLE.CustomerAdmin, 1);
    expect(canSeeCustomer(admin, colleague)).toBe(true);
    expect(canSeeCustomer(admin, childEmployee)).toBe(true);
    expect(canSeeCustomer(admin, stranger)).toBe(false);
    expect(canSeeCustomer(admin, { id: 203, companies: [other, child] })).toBe(true);
    expect(canSeeCustomer(principal(ROLE.Administrator, 3), colleague)).toBe(false);
  });

  it('lets Internal see every customer, consumers included', () => {
    expect(canSeeCustomer(principal(ROLE.Internal, 1), stranger)).toBe(true);
    expect(canSeeCustomer(principal(ROLE.Internal, 1), { id: 300, companies: [] })).toBe(true);
  });
});
