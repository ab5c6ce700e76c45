import type { AttestantSetting, CompanySettings } from '../companySettings';
import { type CustomerInfo, infoValue, isAdminOrHigher, ROLE } from '../roles';

/**
 * Who needs approval, who approves, and who may decide (spec: cart-services-companies §4 and §6;
 * readings in docs/companies/approvals-and-limits.md).
 */

/** The settings these rules read. */
export type ApprovalSettings = Pick<
  CompanySettings,
  'ForceApproval' | 'AttestantSetting' | 'UseCompanyTeam' | 'CompanyTeamType'
>;

/** A person as these rules see them: role, e-mail and info key/values. */
export interface ApprovalPerson {
  readonly customerId: number;
  readonly role: number;
  readonly email: string;
  readonly info: CustomerInfo;
  readonly superCustomerAdmin: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The buyer's Attestant1 (an e-mail), trimmed; '' when none. */
export const attestant1Of = (info: CustomerInfo): string => text(infoValue(info, 'Attestant1'));

const perUser = (setting: AttestantSetting) => setting === 'AttestantPerUser';
const perProject = (setting: AttestantSetting) =>
  setting === 'AttestantPerProject' || setting === 'AttestantPerProjectNumber';

/**
 * Forced approval (§4): ForceApproval on and the buyer a plain User, or the attestant setting per user
 * and the buyer with an Attestant1 value.
 */
export function approvalNeeded(
  settings: ApprovalSettings,
  buyer: Pick<ApprovalPerson, 'role' | 'info'>,
): boolean {
  if (settings.ForceApproval && buyer.role === ROLE.User) return true;
  return perUser(settings.AttestantSetting) && attestant1Of(buyer.info) !== '';
}

/** Whose decision a waiting order is: a named person's (by e-mail), or the company's approvers'. */
export type AttestantChoice =
  | { readonly kind: 'person'; readonly email: string; readonly type: 'Customer' | 'CompanyTeam' }
  | { readonly kind: 'company' }
  | { readonly kind: 'missing' };

/**
 * The attestant of an order that needs approval. Per user: the buyer's Attestant1. Per project: the
 * project number's attestant, which the caller looks up (projectAttestant). Per company or none: the
 * company's approvers. 'missing' is code 23 AttestantEmailMissing.
 */
export function attestantOf(
  settings: ApprovalSettings,
  buyer: Pick<ApprovalPerson, 'info'>,
  projectAttestant: string | null,
): AttestantChoice {
  const setting = settings.AttestantSetting;
  if (perUser(setting)) {
    const email = attestant1Of(buyer.info);
    if (email === '') return { kind: 'missing' };
    return { kind: 'person', email, type: teamRulesApply(settings) ? 'CompanyTeam' : 'Customer' };
  }
  if (perProject(setting)) {
    const email = text(projectAttestant);
    return email === '' ? { kind: 'missing' } : { kind: 'person', email, type: 'Customer' };
  }
  return { kind: 'company' };
}

/** Roles that may approve as the named attestant: any company role (a colleague may be one). */
const ATTESTANT_ROLES: readonly number[] = [ROLE.User, ROLE.CustomerAdmin, ROLE.Administrator, ROLE.Internal];

/** Whether a customer found by the attestant e-mail can be the attestant (else code 25). */
export const canBeAttestant = (person: Pick<ApprovalPerson, 'role'>, active: boolean): boolean =>
  active && ATTESTANT_ROLES.includes(person.role);

/**
 * Team rules (§6) apply when the team setting is on and the team type is attestant per user: our
 * reading is UseCompanyTeam on, CompanyTeamType CompanyTeam and AttestantSetting AttestantPerUser.
 */
export function teamRulesApply(settings: ApprovalSettings): boolean {
  return (
    settings.UseCompanyTeam &&
    settings.CompanyTeamType === 'CompanyTeam' &&
    perUser(settings.AttestantSetting)
  );
}

/** What a principal may see of the company's team lists (pending orders, users, deliveries). */
export type TeamAccess =
  | { readonly kind: 'open'; readonly type: 'Company' }
  | { readonly kind: 'restricted'; readonly type: 'CompanyTeam'; readonly attestantEmail: string }
  | { readonly kind: 'forbidden' };

/**
 * §6: under team rules a customer admin who is not super is restricted to their own team (their e-mail
 * as attestant, type CompanyTeam); super customer admins, administrators and internal users have open
 * access (type Company, no attestant); others are forbidden. Without team rules: admin-or-higher open,
 * others forbidden.
 */
export function teamAccess(
  settings: ApprovalSettings,
  person: Omit<ApprovalPerson, 'customerId' | 'info'>,
): TeamAccess {
  const open = { kind: 'open', type: 'Company' } as const;
  if (person.role === ROLE.Internal || person.role === ROLE.Administrator) return open;
  if (person.role === ROLE.CustomerAdmin) {
    if (!teamRulesApply(settings) || person.superCustomerAdmin) return open;
    return { kind: 'restricted', type: 'CompanyTeam', attestantEmail: person.email.trim().toLowerCase() };
  }
  return { kind: 'forbidden' };
}

/** Whether a user administration list shows this user to the principal (team rules: own team's Users). */
export function teamListShows(access: TeamAccess, user: Pick<ApprovalPerson, 'role' | 'info'>): boolean {
  if (access.kind === 'open') return true;
  if (access.kind === 'forbidden') return false;
  return user.role === ROLE.User && attestant1Of(user.info).toLowerCase() === access.attestantEmail;
}

/** Team rules hide the deliveries tab from a restricted customer admin. */
export const deliveriesTabShown = (access: TeamAccess): boolean => access.kind === 'open';

/**
 * §4: the pending-order page is visible to administrators or higher, or when the attestant setting is
 * per user or per project; never when ForceApproval is exactly false. "Exactly false" is the stored
 * value False: a company that never set the key (forceApprovalStored undefined) is not excluded.
 */
export function pendingOrdersVisible(
  settings: ApprovalSettings,
  forceApprovalStored: boolean | undefined,
  role: number,
): boolean {
  if (forceApprovalStored === false) return false;
  if (isAdminOrHigher(role as Parameters<typeof isAdminOrHigher>[0])) return true;
  return perUser(settings.AttestantSetting) || perProject(settings.AttestantSetting);
}

/** A waiting order as the decision rule sees it. */
export interface DecisionTarget {
  readonly buyerCustomerId: number | null;
  /** The named attestants' e-mails (lower case); empty for a company-type request. */
  readonly attestantEmails: readonly string[];
  readonly attestantType: 'Company' | 'CompanyTeam' | 'Customer';
}

export type DecisionRight = 'attestant' | 'approver' | 'isBuyer' | 'none';

/**
 * Whether a principal (already known to be in the buyer's company tree) may approve or deny: never
 * the buyer; a named attestant; the company's approvers (Internal, Administrator, a super customer
 * admin, a customer admin unless team rules restrict them to requests naming their own e-mail).
 */
export function decisionRight(
  settings: ApprovalSettings,
  person: ApprovalPerson,
  target: DecisionTarget,
): DecisionRight {
  if (target.buyerCustomerId !== null && person.customerId === target.buyerCustomerId) return 'isBuyer';
  const email = person.email.trim().toLowerCase();
  if (target.attestantEmails.includes(email)) return 'attestant';
  const access = teamAccess(settings, person);
  if (access.kind === 'open') return 'approver';
  return 'none';
}
