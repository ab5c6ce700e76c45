import type { GroupedCartTotal } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  type AttestantChoice,
  approvalNeeded,
  attestantOf,
  type CompanySettings,
  canBeAttestant,
  ORDER_ERROR_CODE,
} from '@workwear/domain';
import { accountStatesOf } from '../../auth';
import { projectAttestantOf } from '../../company';
import { limitPeopleOf, peopleByEmail } from '../../customer';
import type { LimitVerdict } from './limits';

type ApprovalPreview = GroupedCartTotal['approval'];
type Person = GroupedCartTotal['approval']['attestants'][number];

const NONE: ApprovalPreview = { needed: false, kind: null, attestants: [], refusalCode: null };
const refusal = (code: number): ApprovalPreview => ({ ...NONE, refusalCode: code });

/** The people behind attestant e-mails, each named when they are a customer, by e-mail alone if not. */
export async function peopleOf(handle: DatabaseHandle, emails: readonly string[]): Promise<Person[]> {
  const found = await peopleByEmail(handle, emails);
  return emails.map((email) => found.get(email.toLowerCase()) ?? { customerId: null, name: '', email });
}

/** Whether a named attestant can decide: a customer with an active company account (else code 25). */
async function attestantExists(handle: DatabaseHandle, person: Person): Promise<boolean> {
  if (person.customerId === null) return false;
  const account = (await accountStatesOf(handle, [person.customerId])).get(person.customerId);
  return account !== undefined && canBeAttestant({ role: account.roleId }, account.isActive);
}

/**
 * Whether sending the cart now would wait for approval, and whose (docs/companies/
 * approvals-and-limits.md): a refusal by the limits first (4, 5); then forced approval (§4), whose
 * attestant is the buyer's Attestant1, the project number's, or the company's approvers (23 when the
 * setting names nobody, 25 when the one named cannot decide); then a share over its limit waiting for
 * its AmountLimitAttestant. Writes nothing.
 */
export async function approvalPreview(
  handle: DatabaseHandle,
  input: {
    readonly settings: CompanySettings;
    readonly companyId: number;
    readonly buyer: { readonly customerId: number; readonly role: number };
    readonly projectNumber: string;
    readonly verdict: LimitVerdict;
  },
): Promise<ApprovalPreview> {
  const { settings, verdict } = input;
  if (verdict.kind === 'refused') return refusal(ORDER_ERROR_CODE[verdict.reason]);
  const buyer = (await limitPeopleOf(handle, [input.buyer.customerId])).get(input.buyer.customerId);
  const buyerFacts = { role: input.buyer.role, info: buyer?.info ?? {} };
  if (approvalNeeded(settings, buyerFacts)) {
    const project = await projectAttestantOf(handle, input.companyId, input.projectNumber);
    const choice: AttestantChoice = attestantOf(settings, buyerFacts, project);
    if (choice.kind === 'missing') return refusal(ORDER_ERROR_CODE.AttestantEmailMissing);
    if (choice.kind === 'company') return { ...NONE, needed: true, kind: 'Approval' };
    const [person] = await peopleOf(handle, [choice.email]);
    if (!person || !(await attestantExists(handle, person)))
      return refusal(ORDER_ERROR_CODE.AttestantDoesNotExist);
    return { ...NONE, needed: true, kind: 'Approval', attestants: [person] };
  }
  if (verdict.kind === 'needsAttestant')
    return {
      ...NONE,
      needed: true,
      kind: 'AmountLimit',
      attestants: await peopleOf(handle, verdict.attestantEmails),
    };
  return NONE;
}
