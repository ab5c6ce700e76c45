import type { OrderApprovalView } from '@workwear/contracts';
import type { Language } from '@workwear/domain';
import type { ApprovalsT } from './approvalServer';
import { DecisionForm } from './DecisionForm';

/** The approve/deny form of one order, shown only to someone who may decide it while it waits. */
export function DecisionFormFor({
  language,
  orderId,
  orderNo,
  approval,
  refresh,
  t,
}: {
  language: Language;
  orderId: string;
  orderNo: number;
  approval: OrderApprovalView;
  refresh: boolean;
  t: ApprovalsT;
}) {
  if (!approval.canDecide || approval.status !== 'Waiting') return null;
  return (
    <DecisionForm
      lang={language}
      orderId={orderId}
      orderNo={orderNo}
      version={approval.version}
      label={t('pending.decide', { orderNo })}
      refresh={refresh}
      texts={{
        message: t('decision.message'),
        messageHint: t('decision.messageHint'),
        approve: t('decision.approve'),
        deny: t('decision.deny'),
        busy: t('decision.busy'),
      }}
    />
  );
}
