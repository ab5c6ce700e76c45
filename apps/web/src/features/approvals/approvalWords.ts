import type { OrderApprovalView } from '@workwear/contracts';
import type { ApprovalsT } from './approvalServer';

/** Who decides an approval: the named attestants, else the company's approvers. */
export function approversText(approval: Pick<OrderApprovalView, 'attestants'>, t: ApprovalsT): string {
  const names = approval.attestants.map((a) => a.name || a.email);
  return names.length > 0 ? names.join(', ') : t('section.companyApprovers');
}
