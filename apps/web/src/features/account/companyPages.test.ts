import type { CompanySettingEntry } from '@workwear/contracts';
import { ROLE } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { companyPagesOf, storedForceApproval, typedCompanySettings } from './companyPages';

const entry = (
  key: string,
  value: boolean | string | number,
  source: CompanySettingEntry['source'] = 'own',
): CompanySettingEntry => ({
  key: key as CompanySettingEntry['key'],
  type: typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'string',
  value,
  source,
  inheritedFrom: null,
});

const admin = { role: ROLE.CustomerAdmin, superCustomerAdmin: false };

describe('companyPagesOf', () => {
  it('offers nothing to a company that uses neither approval nor limits, only the pending page to managers', () => {
    expect(companyPagesOf(admin, [])).toEqual({
      pendingOrders: true,
      amountLimitApprove: false,
      amountLimits: false,
      limitVisibility: 'hidden',
    });
    expect(companyPagesOf({ role: ROLE.User, superCustomerAdmin: false }, []).pendingOrders).toBe(false);
  });

  it('never shows the pending page when ForceApproval is stored exactly false, own or inherited', () => {
    for (const source of ['own', 'inherited'] as const) {
      expect(companyPagesOf(admin, [entry('ForceApproval', false, source)]).pendingOrders).toBe(false);
    }
    // The settings service's default is not "exactly false".
    expect(companyPagesOf(admin, [entry('ForceApproval', false, 'default')]).pendingOrders).toBe(true);
  });

  it('shows the limit pages where limits are used, the admin view to managers only', () => {
    const limits = [entry('UseAmountLimit', true)];
    expect(companyPagesOf(admin, limits)).toMatchObject({
      amountLimitApprove: true,
      amountLimits: true,
      limitVisibility: 'shown',
    });
    expect(companyPagesOf({ role: ROLE.User, superCustomerAdmin: false }, limits)).toMatchObject({
      amountLimitApprove: true,
      amountLimits: false,
    });
  });

  it('shows a plain customer admin the limits disabled under UseAmountLimitForCustomerAdmins, a super one not', () => {
    const limits = [entry('UseAmountLimit', true), entry('UseAmountLimitForCustomerAdmins', true)];
    expect(companyPagesOf(admin, limits).limitVisibility).toBe('disabled');
    expect(companyPagesOf({ ...admin, superCustomerAdmin: true }, limits).limitVisibility).toBe('shown');
  });
});

describe('typedCompanySettings and storedForceApproval', () => {
  it('overlays the entries on the defaults and ignores keys it does not know', () => {
    const settings = typedCompanySettings([
      entry('AttestantSetting', 'AttestantPerUser'),
      entry('Nope', true),
    ]);
    expect(settings.AttestantSetting).toBe('AttestantPerUser');
    expect(settings.ForceApproval).toBe(false);
    expect(storedForceApproval([])).toBeUndefined();
    expect(storedForceApproval([entry('ForceApproval', true, 'inherited')])).toBe(true);
  });
});
