import type { TransactionHandle } from '@workwear/db';
import {
  type ApprovalKind,
  type AttestantType,
  approvalNeeded,
  attestantOf,
  type CompanySettings,
  canBeAttestant,
  teamAccess,
} from '@workwear/domain';
import { companyChainOf, projectAttestantOf } from '../../company';
import { type ApprovalPeopleRow, approvalPeople } from '../../customer';
import { refused } from '../orderRefused';

/** Whose decision a waiting order is, and who is told of it. */
export interface ApprovalRequest {
  kind: ApprovalKind;
  attestantType: AttestantType;
  /** The named attestants' e-mails (lower case); empty for the company's approvers. */
  attestantEmails: string[];
  /** Who gets the request mail: the named attestants, else the company's approvers. */
  recipients: ApprovalPeopleRow[];
}

/** The buyer as the approval rules see them: the principal's role with their info. */
export interface GateBuyer {
  customerId: number;
  companyId: number;
  role: number;
}

/** The company's approvers (open team access), the buyer never among them: a company-type request's recipients. */
export async function companyApprovers(
  tx: TransactionHandle,
  settings: CompanySettings,
  companyIds: readonly number[],
  buyerId: number | null,
): Promise<ApprovalPeopleRow[]> {
  const people = await approvalPeople.members(tx, companyIds);
  return people.filter(
    (p) => p.customerId !== buyerId && p.active && teamAccess(settings, p).kind === 'open',
  );
}

/**
 * Whether a business order needs approval and whose (spec §4; docs/companies/approvals-and-limits.md),
 * in the send's transaction: null when it needs none; refused with 23 AttestantEmailMissing when the
 * attestant setting names nobody, 25 AttestantDoesNotExist when the one named is no active customer of
 * the company tree who may approve.
 */
export async function approvalFor(
  tx: TransactionHandle,
  settings: CompanySettings,
  buyer: GateBuyer,
  projectNumber: string,
): Promise<ApprovalRequest | null> {
  const [person] = await approvalPeople.byIds(tx, [buyer.customerId]);
  const info = person?.info ?? {};
  if (!approvalNeeded(settings, { role: buyer.role, info })) return null;
  const perProject =
    settings.AttestantSetting === 'AttestantPerProject' ||
    settings.AttestantSetting === 'AttestantPerProjectNumber';
  const projectAttestant = perProject ? await projectAttestantOf(tx, buyer.companyId, projectNumber) : null;
  const choice = attestantOf(settings, { info }, projectAttestant);
  const chain = await companyChainOf(tx, buyer.companyId);
  if (choice.kind === 'missing') throw refused('AttestantEmailMissing');
  if (choice.kind === 'company') {
    return {
      kind: 'Approval',
      attestantType: 'Company',
      attestantEmails: [],
      recipients: await companyApprovers(tx, settings, chain, buyer.customerId),
    };
  }
  const found = (await approvalPeople.byEmails(tx, chain, [choice.email])).filter(
    (p) => p.customerId !== buyer.customerId && canBeAttestant(p, p.active),
  );
  if (found.length === 0) throw refused('AttestantDoesNotExist');
  return {
    kind: 'Approval',
    attestantType: choice.type,
    attestantEmails: [choice.email.toLowerCase()],
    recipients: found,
  };
}

/**
 * An order over a customer's amount limit whose AmountLimitAttestants decide it (kind AmountLimit,
 * page amountlimit/approve): the attestants as people of the company tree, each told of it.
 */
export async function amountLimitApproval(
  tx: TransactionHandle,
  companyId: number,
  attestantEmails: readonly string[],
): Promise<ApprovalRequest> {
  const emails = [...new Set(attestantEmails.map((e) => e.trim().toLowerCase()))];
  const people = await approvalPeople.byEmails(tx, await companyChainOf(tx, companyId), emails);
  return { kind: 'AmountLimit', attestantType: 'Customer', attestantEmails: emails, recipients: people };
}
