import { describe, expect, it } from 'vitest';
import { ANALYTICS_CUSTOMER_TYPES, analyticsCustomerType } from './analyticsCustomerType';
import { ROLE } from './roles';

describe('analyticsCustomerType', () => {
  it('lists the four types of the spec', () => {
    expect(ANALYTICS_CUSTOMER_TYPES).toEqual(['b2c', 'idCustomer', 'dealer', 'directCustomer']);
  });

  it('is b2c for consumers and anonymous visitors, whatever the company facts say', () => {
    expect(analyticsCustomerType({ role: ROLE.B2C })).toBe('b2c');
    expect(analyticsCustomerType({ role: null })).toBe('b2c');
    expect(analyticsCustomerType({ role: undefined, parentCompanyId: 4, accessPartnerWeb: true })).toBe(
      'b2c',
    );
  });

  it('is idCustomer for every company role when the company has a parent', () => {
    for (const role of [ROLE.User, ROLE.CustomerAdmin, ROLE.Administrator, ROLE.Internal]) {
      expect(analyticsCustomerType({ role, parentCompanyId: 10 })).toBe('idCustomer');
    }
    expect(analyticsCustomerType({ role: ROLE.User, parentCompanyId: 10, accessPartnerWeb: true })).toBe(
      'idCustomer',
    );
  });

  it('is dealer for a parent company with AccessPartnerWeb on', () => {
    expect(analyticsCustomerType({ role: ROLE.User, parentCompanyId: null, accessPartnerWeb: true })).toBe(
      'dealer',
    );
  });

  it('is directCustomer for a parent company without AccessPartnerWeb', () => {
    expect(analyticsCustomerType({ role: ROLE.CustomerAdmin })).toBe('directCustomer');
    expect(analyticsCustomerType({ role: ROLE.User, parentCompanyId: null, accessPartnerWeb: false })).toBe(
      'directCustomer',
    );
  });
});
