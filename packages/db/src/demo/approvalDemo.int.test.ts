import {
  type AttestantChoice,
  amountLimitOf,
  approvalNeeded,
  attestantOf,
  type CompanySettings,
  canBeAttestant,
  decisionRight,
  effectiveLimit,
  isSuperCustomerAdmin,
  limitVisibility,
  parseRoleClaim,
  pendingOrdersVisible,
  ROLE,
  readCompanySettings,
  teamAccess,
  teamListShows,
  teamRulesApply,
  toPoints,
} from '@workwear/domain';
import { verifyPassword } from '@workwear/server/passwordHash';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { migrateDatabase } from '../migrate';
import { databaseTargets } from '../testing/databaseTargets';
import { DEMO_PEOPLE, demoLogin } from './demoAccounts';
import { ensureDemoData } from './ensure';
import { NAMED_COMPANIES } from './namedCompanies';
import { DEFAULT_DEMO_SEED } from './seed';

/** The four companies of issue 28 (docs/companies/approvals-and-limits.md, "Demo companies"). */
const APPROVAL_COMPANIES = ['akerlunds', 'hoffmann', 'harborpoint', 'brueckner'] as const;
const NEW_PEOPLE = DEMO_PEOPLE.filter((p) => APPROVAL_COMPANIES.some((key) => p.companies[0] === key));
const OPTIONS = { products: 60, seed: DEFAULT_DEMO_SEED, today: '2026-11-21' } as const;

interface Company {
  readonly id: number;
  readonly settings: CompanySettings;
  /** ForceApproval as stored (pendingOrdersVisible tells stored False from never set). */
  readonly forceApprovalStored: boolean | undefined;
  readonly defaultAmount: number;
  readonly creditStop: number;
}

interface Person {
  readonly customerId: number;
  readonly role: number;
  readonly email: string;
  readonly info: Readonly<Record<string, string>>;
  readonly superCustomerAdmin: boolean;
  readonly companyIds: readonly number[];
  readonly active: boolean;
}

function nameOf(key: string): string {
  const company = NAMED_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`no named demo company ${key}`);
  return company.name;
}

/** The waiting order as the decision rule sees it, for a buyer whose attestant is `choice`. */
const orderOf = (buyer: Person, choice: AttestantChoice) => ({
  buyerCustomerId: buyer.customerId,
  attestantEmails: choice.kind === 'person' ? [choice.email.toLowerCase()] : [],
  attestantType: choice.kind === 'person' ? choice.type : ('Company' as const),
});

describe.each(databaseTargets('approval_demo_test', 2))('approval demo companies on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  async function company(key: string): Promise<Company> {
    const [row] = await handle.rows<{ id: number; default_amount: number; credit_stop: number }>(sql`
      SELECT id, default_amount::int, invoice_credit_stop_amount::int AS credit_stop
      FROM companies WHERE name = ${nameOf(key)}`);
    if (!row) throw new Error(`company ${key} is missing`);
    const stored = await handle.rows<{ key: string; value: string }>(
      sql`SELECT key, value FROM company_settings WHERE company_id = ${row.id}`,
    );
    const { settings, rejected } = readCompanySettings(stored);
    expect(rejected, key).toEqual([]);
    const force = stored.find((s) => s.key === 'ForceApproval')?.value;
    return {
      id: row.id,
      settings,
      forceApprovalStored: force === undefined ? undefined : force === 'True',
      defaultAmount: row.default_amount,
      creditStop: row.credit_stop,
    };
  }

  async function person(name: string): Promise<Person> {
    const email = demoLogin(name);
    const [row] = await handle.rows<{ customer_id: number; role_id: number; is_active: boolean }>(sql`
      SELECT a.customer_id, a.role_id, a.is_active FROM accounts a JOIN customers c ON c.id = a.customer_id
      WHERE a.login_name = ${email} AND c.email_address = ${email}`);
    if (!row) throw new Error(`demo person ${name} is missing`);
    const info = await handle.rows<{ key: string; value: string }>(
      sql`SELECT key, value FROM customer_info WHERE customer_id = ${row.customer_id}`,
    );
    const companies = await handle.rows<{ company_id: number }>(
      sql`SELECT company_id FROM customer_companies WHERE customer_id = ${row.customer_id} ORDER BY company_id`,
    );
    const infoRecord = Object.fromEntries(info.map((i) => [i.key, i.value]));
    return {
      customerId: row.customer_id,
      role: row.role_id,
      email,
      info: infoRecord,
      superCustomerAdmin: isSuperCustomerAdmin(parseRoleClaim(row.role_id), infoRecord),
      companyIds: companies.map((c) => c.company_id),
      active: row.is_active,
    };
  }

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
    await ensureDemoData(handle, OPTIONS);
  }, 60_000);

  afterAll(async () => {
    await dispose?.();
  });

  it('gives each of the four companies a buyer, an approver and an admin, new accounts that sign in', async () => {
    expect(NEW_PEOPLE).toHaveLength(15);
    for (const key of APPROVAL_COMPANIES) {
      const roles = NEW_PEOPLE.filter((p) => p.companies[0] === key).map((p) => p.role);
      expect(roles, key).toContain('User');
      expect(roles, key).toContain('CustomerAdmin');
    }
    for (const p of NEW_PEOPLE) {
      const [account] = await handle.rows<{ role_id: number; is_active: boolean; password_hash: string }>(
        sql`SELECT role_id, is_active, password_hash FROM accounts WHERE login_name = ${p.login}`,
      );
      expect(account?.role_id, p.login).toBe(ROLE[p.role]);
      expect(account?.is_active, p.login).toBe(true);
      expect(await verifyPassword(p.password, account?.password_hash ?? ''), p.login).toBe(true);
      const found = await person(p.login.split('@')[0]!);
      expect(found.companyIds, p.login).toEqual([(await company(p.companies[0]!)).id]);
      expect(found.info, p.login).toEqual(p.info);
    }
    // Appended after every older account: those keep their ids (customer and account) and logins.
    const firstNew = DEMO_PEOPLE.indexOf(NEW_PEOPLE[0]!);
    expect(DEMO_PEOPLE.slice(firstNew)).toEqual(NEW_PEOPLE);
    expect(DEMO_PEOPLE[13]?.login).toBe(demoLogin('maja.admin'));
    expect((await person('maja.admin')).customerId).toBe(14);
  });

  it('lets every buyer of the four reach checkout: priced, stocked products and a delivery group', async () => {
    for (const key of APPROVAL_COMPANIES) {
      const { id } = await company(key);
      const [row] = await handle.rows<{
        blocked: boolean;
        agreement: number;
        stocked: number;
        groups: number;
        checkout: string;
      }>(sql`
        SELECT c.blocked,
          (SELECT count(*)::int FROM variant_prices vp JOIN price_lists pl ON pl.id = vp.price_list_id
           WHERE vp.price_list_id = c.primary_price_list_id AND pl.type = 5) AS agreement,
          (SELECT count(*)::int FROM variant_prices vp JOIN skus s ON s.variant_id = vp.variant_id
           JOIN stock st ON st.sku = s.sku JOIN price_lists pl ON pl.id = vp.price_list_id
           WHERE pl.market_name = c.market_name AND pl.type = 0 AND st.on_hand > 10) AS stocked,
          (SELECT count(*)::int FROM delivery_groups g JOIN delivery_group_entries e ON e.delivery_group_id = g.id
           WHERE g.id = c.delivery_group_id OR (c.delivery_group_id IS NULL AND g.market = c.market_name AND g.is_default)) AS groups,
          (SELECT value FROM company_settings WHERE company_id = c.id AND key = 'DisableCheckout') AS checkout
        FROM companies c WHERE c.id = ${id}`);
      expect(row?.blocked, key).toBe(false);
      expect(row?.checkout, key).toBe('False');
      expect(row?.agreement, key).toBeGreaterThan(0);
      expect(row?.stocked, key).toBeGreaterThan(0);
      expect(row?.groups, key).toBeGreaterThan(0);
    }
  });

  it('Åkerlunds: forced approval, attestant per user: Oskar waits for Lena, Lena for Henrik', async () => {
    const akerlunds = await company('akerlunds');
    const { settings } = akerlunds;
    expect(settings).toMatchObject({ ForceApproval: true, AttestantSetting: 'AttestantPerUser' });
    const [oskar, lena, henrik] = await Promise.all(
      ['oskar.user', 'lena.approver', 'henrik.superadmin'].map(person),
    );
    expect(oskar!.role).toBe(ROLE.User);
    expect(approvalNeeded(settings, oskar!)).toBe(true);
    const oskarsAttestant = attestantOf(settings, oskar!, null);
    expect(oskarsAttestant).toEqual({ kind: 'person', email: lena!.email, type: 'Customer' });
    expect(lena!.companyIds).toEqual([akerlunds.id]);
    expect(canBeAttestant(lena!, lena!.active)).toBe(true);
    expect(decisionRight(settings, lena!, orderOf(oskar!, oskarsAttestant))).toBe('attestant');
    expect(pendingOrdersVisible(settings, akerlunds.forceApprovalStored, lena!.role)).toBe(true);
    // Lena's own orders wait for Henrik (her Attestant1), who as super customer admin may decide every order.
    const lenasAttestant = attestantOf(settings, lena!, null);
    expect(lenasAttestant).toMatchObject({ kind: 'person', email: henrik!.email });
    expect(henrik).toMatchObject({ role: ROLE.CustomerAdmin, superCustomerAdmin: true });
    expect(decisionRight(settings, henrik!, orderOf(oskar!, oskarsAttestant))).toBe('approver');
    expect(approvalNeeded(settings, henrik!)).toBe(false);
  });

  it('Hoffmann: attestant per project number, asked for at checkout, P-1001 Katrin and P-1002 Günther', async () => {
    const hoffmann = await company('hoffmann');
    const { settings } = hoffmann;
    expect(settings).toMatchObject({
      ForceApproval: true,
      AttestantSetting: 'AttestantPerProjectNumber',
      UseProjectNumber: true,
      FormViewRules: [{ context: 'Checkout', rules: [{ ruleName: 'ProjectNumber', ruleType: 'Required' }] }],
    });
    const projects = await handle.rows<{ project_number: string; attestant_email: string }>(sql`
      SELECT project_number, attestant_email FROM company_project_attestants
      WHERE company_id = ${hoffmann.id} ORDER BY project_number`);
    const [tobias, katrin, guenther] = await Promise.all(
      ['tobias.user', 'katrin.approver', 'guenther.superadmin'].map(person),
    );
    expect(projects).toEqual([
      { project_number: 'P-1001', attestant_email: katrin!.email },
      { project_number: 'P-1002', attestant_email: guenther!.email },
    ]);
    expect(approvalNeeded(settings, tobias!)).toBe(true);
    for (const [project, attestant] of [
      ['P-1001', katrin!],
      ['P-1002', guenther!],
    ] as const) {
      const row = projects.find((p) => p.project_number === project) ?? null;
      const choice = attestantOf(settings, tobias!, row?.attestant_email ?? null);
      expect(choice, project).toEqual({ kind: 'person', email: attestant.email, type: 'Customer' });
      expect(attestant.companyIds).toEqual([hoffmann.id]);
      expect(canBeAttestant(attestant, attestant.active)).toBe(true);
      expect(decisionRight(settings, attestant, orderOf(tobias!, choice)), project).toBe('attestant');
    }
    // No project number, or one nobody approves: code 23 AttestantEmailMissing.
    expect(attestantOf(settings, tobias!, null)).toEqual({ kind: 'missing' });
    expect(pendingOrdersVisible(settings, hoffmann.forceApprovalStored, katrin!.role)).toBe(true);
  });

  it('Harbor Point: amount limits shown as points, one limit with an approver and one without', async () => {
    const harbor = await company('harborpoint');
    const { settings } = harbor;
    expect(settings).toMatchObject({
      UseAmountLimit: true,
      UseAmountLimitForCustomerAdmins: true,
      ShowPoints: true,
      PricePointsFactor: 10,
      AmountLimitPeriod: 'Month',
      ForceApproval: false,
    });
    expect(harbor).toMatchObject({ defaultAmount: 150_000, creditStop: 2_500_000 });
    const [jacob, hannah, carla, david] = await Promise.all(
      ['jacob.user', 'hannah.user', 'carla.admin', 'david.superadmin'].map(person),
    );
    // Only an order over a limit waits: nobody needs approval otherwise.
    for (const p of [jacob!, hannah!, carla!]) expect(approvalNeeded(settings, p), p.email).toBe(false);

    expect(amountLimitOf(jacob!.info)).toBe(200_000);
    expect(jacob!.info.AmountLimitAttestant).toBe(carla!.email);
    expect(carla!.companyIds).toEqual([harbor.id]);
    expect(canBeAttestant(carla!, carla!.active)).toBe(true);
    expect(amountLimitOf(hannah!.info)).toBe(50_000);
    expect(hannah!.info.AmountLimitAttestant).toBeUndefined();
    // Carla has no limit of her own: the company's default applies to her.
    expect(effectiveLimit(amountLimitOf(carla!.info), harbor.defaultAmount)).toBe(150_000);
    // $2,000.00 is 200 points.
    expect(toPoints(200_000, settings)).toBe(20_000);

    expect(limitVisibility(settings, carla!.role, carla!.superCustomerAdmin)).toBe('disabled');
    expect(david).toMatchObject({ role: ROLE.CustomerAdmin, superCustomerAdmin: true });
    expect(limitVisibility(settings, david!.role, david!.superCustomerAdmin)).toBe('shown');
  });

  it('Brückner & Voß: team rules; Sabine sees and decides Jana’s and Felix’s orders, not Ole’s', async () => {
    const brueckner = await company('brueckner');
    const { settings } = brueckner;
    expect(settings).toMatchObject({
      ForceApproval: true,
      UseCompanyTeam: true,
      CompanyTeamType: 'CompanyTeam',
      AttestantSetting: 'AttestantPerUser',
    });
    expect(teamRulesApply(settings)).toBe(true);
    const [sabine, jana, felix, ole, ursula] = await Promise.all(
      ['sabine.teamadmin', 'jana.user', 'felix.user', 'ole.user', 'ursula.superadmin'].map(person),
    );
    expect(sabine).toMatchObject({ role: ROLE.CustomerAdmin, superCustomerAdmin: false });
    const restricted = teamAccess(settings, sabine!);
    expect(restricted).toEqual({ kind: 'restricted', type: 'CompanyTeam', attestantEmail: sabine!.email });
    for (const [member, inTeam] of [
      [jana!, true],
      [felix!, true],
      [ole!, false],
    ] as const) {
      expect(member.role).toBe(ROLE.User);
      expect(approvalNeeded(settings, member), member.email).toBe(true);
      expect(teamListShows(restricted, member), member.email).toBe(inTeam);
      const choice = attestantOf(settings, member, null);
      expect(choice).toMatchObject({ kind: 'person', type: 'CompanyTeam' });
      expect(decisionRight(settings, sabine!, orderOf(member, choice)), member.email).toBe(
        inTeam ? 'attestant' : 'none',
      );
      expect(decisionRight(settings, ursula!, orderOf(member, choice)), member.email).not.toBe('none');
    }
    expect(attestantOf(settings, ole!, null)).toMatchObject({ email: ursula!.email });
    expect(ursula).toMatchObject({ role: ROLE.CustomerAdmin, superCustomerAdmin: true });
    expect(teamAccess(settings, ursula!)).toEqual({ kind: 'open', type: 'Company' });
    expect(pendingOrdersVisible(settings, brueckner.forceApprovalStored, sabine!.role)).toBe(true);
  });

  it('stores every named company’s settings as values the settings table reads', async () => {
    for (const named of NAMED_COMPANIES) await company(named.key);
  });
});
