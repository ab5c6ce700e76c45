import { describe, expect, it } from 'vitest';
import { defaultCompanySettings } from '../companySettings';
import { ROLE } from '../roles';
import {
  approvalNeeded,
  attestantOf,
  canBeAttestant,
  decisionRight,
  deliveriesTabShown,
  pendingOrdersVisible,
  teamAccess,
  teamListShows,
  teamRulesApply,
} from './approvalRules';

const settings = (over: Partial<ReturnType<typeof defaultCompanySettings>> = {}) => ({
  ...defaultCompanySettings(),
  ...over,
});
const team = settings({
  UseCompanyTeam: true,
  CompanyTeamType: 'CompanyTeam',
  AttestantSetting: 'AttestantPerUser',
});
const person = (
  role: number,
  over: Partial<{
    customerId: number;
    email: string;
    info: Record<string, string>;
    superCustomerAdmin: boolean;
  }> = {},
) => ({
  customerId: 1,
  role,
  email: 'someone@example.test',
  info: {},
  superCustomerAdmin: false,
  ...over,
});

describe('approvalNeeded (spec §4)', () => {
  it('forces approval on a plain User only when ForceApproval is on', () => {
    expect(approvalNeeded(settings({ ForceApproval: true }), person(ROLE.User))).toBe(true);
    expect(approvalNeeded(settings({ ForceApproval: true }), person(ROLE.CustomerAdmin))).toBe(false);
    expect(approvalNeeded(settings({ ForceApproval: true }), person(ROLE.Administrator))).toBe(false);
    expect(approvalNeeded(settings(), person(ROLE.User))).toBe(false);
  });

  it('applies per user to any role with an Attestant1 value, and not to one without', () => {
    const perUser = settings({ AttestantSetting: 'AttestantPerUser' });
    expect(approvalNeeded(perUser, person(ROLE.CustomerAdmin, { info: { Attestant1: 'boss@x.test' } }))).toBe(
      true,
    );
    expect(approvalNeeded(perUser, person(ROLE.User, { info: { Attestant1: '  ' } }))).toBe(false);
    expect(
      approvalNeeded(
        settings({ AttestantSetting: 'AttestantPerProject' }),
        person(ROLE.User, { info: { Attestant1: 'b@x.test' } }),
      ),
    ).toBe(false);
  });
});

describe('attestantOf', () => {
  it('names the buyer’s Attestant1 per user, typed CompanyTeam under team rules', () => {
    const buyer = { info: { Attestant1: ' boss@x.test ' } };
    expect(attestantOf(settings({ AttestantSetting: 'AttestantPerUser' }), buyer, null)).toEqual({
      kind: 'person',
      email: 'boss@x.test',
      type: 'Customer',
    });
    expect(attestantOf(team, buyer, null)).toEqual({
      kind: 'person',
      email: 'boss@x.test',
      type: 'CompanyTeam',
    });
    expect(attestantOf(settings({ AttestantSetting: 'AttestantPerUser' }), { info: {} }, null)).toEqual({
      kind: 'missing',
    });
  });

  it('takes the project number’s attestant per project, either spelling of the setting', () => {
    for (const s of ['AttestantPerProject', 'AttestantPerProjectNumber'] as const) {
      expect(attestantOf(settings({ AttestantSetting: s }), { info: {} }, 'pm@x.test')).toMatchObject({
        email: 'pm@x.test',
      });
      expect(attestantOf(settings({ AttestantSetting: s }), { info: {} }, null)).toEqual({ kind: 'missing' });
    }
  });

  it('leaves per company and plain ForceApproval to the company’s approvers', () => {
    expect(attestantOf(settings({ AttestantSetting: 'AttestantPerCompany' }), { info: {} }, null)).toEqual({
      kind: 'company',
    });
    expect(
      attestantOf(settings({ ForceApproval: true }), { info: { Attestant1: 'x@x.test' } }, null),
    ).toEqual({ kind: 'company' });
  });

  it('accepts an active company account as attestant, not a consumer or an inactive one', () => {
    expect(canBeAttestant({ role: ROLE.User }, true)).toBe(true);
    expect(canBeAttestant({ role: ROLE.B2C }, true)).toBe(false);
    expect(canBeAttestant({ role: ROLE.CustomerAdmin }, false)).toBe(false);
  });
});

describe('team rules (spec §6)', () => {
  it('apply only with the team setting on, team type CompanyTeam and attestant per user', () => {
    expect(teamRulesApply(team)).toBe(true);
    expect(teamRulesApply(settings({ UseCompanyTeam: true, CompanyTeamType: 'CompanyTeam' }))).toBe(false);
    expect(teamRulesApply(settings({ UseCompanyTeam: true, AttestantSetting: 'AttestantPerUser' }))).toBe(
      false,
    );
  });

  it('restrict a customer admin who is not super to their own team', () => {
    const admin = person(ROLE.CustomerAdmin, { email: 'Tove@X.test' });
    const access = teamAccess(team, admin);
    expect(access).toEqual({ kind: 'restricted', type: 'CompanyTeam', attestantEmail: 'tove@x.test' });
    expect(teamListShows(access, { role: ROLE.User, info: { Attestant1: 'tove@x.test' } })).toBe(true);
    expect(teamListShows(access, { role: ROLE.User, info: { Attestant1: 'other@x.test' } })).toBe(false);
    expect(teamListShows(access, { role: ROLE.CustomerAdmin, info: { Attestant1: 'tove@x.test' } })).toBe(
      false,
    );
    expect(deliveriesTabShown(access)).toBe(false);
  });

  it('open to super customer admins, administrators and internal users; others forbidden', () => {
    expect(teamAccess(team, person(ROLE.CustomerAdmin, { superCustomerAdmin: true }))).toEqual({
      kind: 'open',
      type: 'Company',
    });
    expect(teamAccess(team, person(ROLE.Administrator)).kind).toBe('open');
    expect(teamAccess(team, person(ROLE.Internal)).kind).toBe('open');
    expect(teamAccess(team, person(ROLE.User)).kind).toBe('forbidden');
    expect(teamAccess(settings(), person(ROLE.CustomerAdmin)).kind).toBe('open');
  });
});

describe('pendingOrdersVisible (spec §4)', () => {
  it('shows admins the page, and users only under a per-user or per-project attestant setting', () => {
    expect(pendingOrdersVisible(settings({ ForceApproval: true }), true, ROLE.CustomerAdmin)).toBe(true);
    expect(pendingOrdersVisible(settings({ ForceApproval: true }), true, ROLE.User)).toBe(false);
    expect(
      pendingOrdersVisible(settings({ AttestantSetting: 'AttestantPerUser' }), undefined, ROLE.User),
    ).toBe(true);
    expect(
      pendingOrdersVisible(settings({ AttestantSetting: 'AttestantPerProjectNumber' }), undefined, ROLE.User),
    ).toBe(true);
  });

  it('never shows it when ForceApproval is stored exactly false', () => {
    expect(
      pendingOrdersVisible(settings({ AttestantSetting: 'AttestantPerUser' }), false, ROLE.Administrator),
    ).toBe(false);
  });
});

describe('decisionRight', () => {
  const target = {
    buyerCustomerId: 7,
    attestantEmails: ['petra@x.test'],
    attestantType: 'Customer' as const,
  };
  it('never lets the buyer decide, even as an admin named attestant', () => {
    expect(
      decisionRight(settings(), person(ROLE.CustomerAdmin, { customerId: 7, email: 'petra@x.test' }), target),
    ).toBe('isBuyer');
  });
  it('lets the named attestant decide whatever their role, and open approvers too', () => {
    expect(
      decisionRight(settings(), person(ROLE.User, { customerId: 8, email: 'PETRA@x.test' }), target),
    ).toBe('attestant');
    expect(decisionRight(settings(), person(ROLE.CustomerAdmin, { customerId: 9 }), target)).toBe('approver');
    expect(decisionRight(settings(), person(ROLE.User, { customerId: 9 }), target)).toBe('none');
  });
  it('keeps a restricted team admin to requests that name them', () => {
    const tove = person(ROLE.CustomerAdmin, { customerId: 9, email: 'tove@x.test' });
    expect(decisionRight(team, tove, target)).toBe('none');
    expect(decisionRight(team, tove, { ...target, attestantEmails: ['tove@x.test'] })).toBe('attestant');
  });
});
