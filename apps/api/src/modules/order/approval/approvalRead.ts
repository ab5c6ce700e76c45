import type { OrderApprovalView } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  type ApprovalPerson,
  type CompanySettings,
  type DecisionRight,
  DomainError,
  decisionRight,
  notFound,
} from '@workwear/domain';
import type { Principal } from '../../../context/requestContext';
import { companyChainOf } from '../../company';
import { type ApprovalPeopleRow, approvalPeople } from '../../customer';
import { orderOwnerOf } from '../orderAccess';
import type { OrderRecord } from '../orderRepository';
import { type ApprovalRecord, approvalRepository } from './approvalRepository';

/** The principal as the approval rules see them: role and super admin from the token, e-mail and info from the customer. */
export async function readerOf(handle: DatabaseHandle, principal: Principal): Promise<ApprovalPerson | null> {
  if (principal.kind !== 'customer') return null;
  const [row] = await approvalPeople.byIds(handle, [principal.customerId]);
  return {
    customerId: principal.customerId,
    role: principal.role,
    email: row?.email ?? '',
    info: row?.info ?? {},
    superCustomerAdmin: principal.superCustomerAdmin,
  };
}

/** The reader's right over an approval (the domain's decisionRight); 'none' for anyone signed out. */
export function rightOf(
  settings: CompanySettings,
  reader: ApprovalPerson | null,
  approval: ApprovalRecord,
): DecisionRight {
  if (!reader) return 'none';
  return decisionRight(settings, reader, {
    buyerCustomerId: approval.buyerCustomerId,
    attestantEmails: approval.attestantEmails,
    attestantType: approval.attestantType,
  });
}

/** The approval as the order and the approval calls show it, for a reader with this right. */
export function approvalViewOf(
  approval: ApprovalRecord,
  attestants: readonly Pick<ApprovalPeopleRow, 'customerId' | 'name' | 'email'>[],
  right: DecisionRight,
): OrderApprovalView {
  return {
    kind: approval.kind,
    status: approval.status,
    cancelReason: approval.cancelReason,
    attestantType: approval.attestantType,
    attestants: approval.attestantEmails.map((email) => {
      const person = attestants.find((p) => p.email.toLowerCase() === email);
      return { customerId: person?.customerId ?? null, name: person?.name ?? '', email };
    }),
    version: approval.version,
    requestedAt: approval.requestedAt,
    decidedAt: approval.decidedAt,
    expiresAt: approval.expiresAt,
    canDecide: approval.status === 'Waiting' && (right === 'attestant' || right === 'approver'),
    isBuyer: right === 'isBuyer',
  };
}

/** The named attestants of approvals as people (for their names), in the approvals' company trees. */
export async function attestantsOf(
  handle: DatabaseHandle,
  companyId: number,
  emails: readonly string[],
): Promise<ApprovalPeopleRow[]> {
  if (emails.length === 0) return [];
  return approvalPeople.byEmails(handle, await companyChainOf(handle, companyId), emails);
}

/** What an order's reader needs to know of its approval: the row, the company's settings and the reader. */
export interface ApprovalReading {
  approval: ApprovalRecord;
  settings: CompanySettings;
  reader: ApprovalPerson | null;
  right: DecisionRight;
}

/**
 * The order's approval as this principal may read it, and whether they may reach the order at all: the
 * buyer (the order's owner) always; a customer of the order's company or a company above it who may
 * decide it (its attestant or an approver). Anyone else: 404, so an order's existence is not revealed.
 * Answers the approval view (null for an order that never needed one).
 */
export async function readApproval(
  handle: DatabaseHandle,
  settingsOf: (companyId: number) => Promise<CompanySettings>,
  principal: Principal,
  order: OrderRecord | undefined,
): Promise<{ order: OrderRecord; approval: OrderApprovalView | null; reading: ApprovalReading | null }> {
  if (!order) throw notFound('Order');
  const owner = orderOwnerOf(principal);
  const owns =
    order.customerId === null ||
    (owner?.customerId === order.customerId && owner.companyId === order.companyId);
  const approval = order.companyId === null ? undefined : await approvalRepository.byOrder(handle, order.id);
  if (!approval) {
    if (owns) return { order, approval: null, reading: null };
    throw notFound('Order');
  }
  const settings = await settingsOf(approval.companyId);
  const reader = await readerOf(handle, principal);
  const right = owns ? 'isBuyer' : rightOf(settings, reader, approval);
  if (!owns) {
    const chain = await companyChainOf(handle, approval.companyId);
    const inTree =
      principal.kind === 'customer' && principal.companyId !== null && chain.includes(principal.companyId);
    if (!inTree || (right !== 'attestant' && right !== 'approver')) throw notFound('Order');
  }
  const attestants = await attestantsOf(handle, approval.companyId, approval.attestantEmails);
  return {
    order,
    approval: approvalViewOf(approval, attestants, right),
    reading: { approval, settings, reader, right },
  };
}

/** Signed-in customers only: the approval calls answer 401 to anyone else. */
export function signedInCustomer(principal: Principal) {
  if (principal.kind !== 'customer') throw new DomainError('unauthenticated', 'Sign in to decide orders.');
  return principal;
}
