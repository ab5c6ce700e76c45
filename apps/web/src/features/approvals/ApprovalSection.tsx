import type { OrderView } from '@workwear/contracts';
import { formatDateTime, type Language } from '@workwear/domain';
import { logError } from '@/lib/serverLog';
import { ApprovalFact } from './ApprovalFact';
import { type ApprovalsT, approvalScope, approvalsT } from './approvalServer';
import { approversText } from './approvalWords';
import { DecisionFormFor } from './DecisionFormFor';
import type { ApprovalLogStep } from './decisionResult';
import { WithdrawForm } from './WithdrawForm';

/**
 * The order page's approval (issue 28), for an order that needed one: its state, why it was needed,
 * who approves, when it was requested and decided (or expires), the decision log with each message,
 * and what the visitor may do: approve or deny as a decider, withdraw to edit the cart as the buyer.
 */
export async function ApprovalSection({
  order,
  language,
  culture,
}: {
  order: OrderView;
  language: Language;
  culture: string;
}) {
  const approval = order.approval;
  if (!approval) return null;
  const [t, scope] = await Promise.all([approvalsT(language), approvalScope(language)]);
  const log = await scope.api.log(order.id).catch((error: unknown) => {
    logError('Approval log not loaded.', error);
    return null;
  });
  const when = (moment: string) => formatDateTime(moment, { culture, timeZone: order.timeZone });
  const waiting = approval.status === 'Waiting';
  return (
    <section
      aria-labelledby="approval-title"
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="approval-section"
      data-state={approval.status}
    >
      <h2 id="approval-title" className="text-lg font-bold text-slate-900">
        {t('section.title')}
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
        <ApprovalFact label={t('section.state')} testId="approval-state">
          {t(`state.${approval.status}`)}
          {approval.cancelReason && ` (${t(`reason.${approval.cancelReason}`)})`}
        </ApprovalFact>
        <ApprovalFact label={t('section.kind')}>{t(`kind.${approval.kind}`)}</ApprovalFact>
        <ApprovalFact label={t('section.approvers')} testId="approval-approvers">
          {approversText(approval, t)}
        </ApprovalFact>
        <ApprovalFact label={t('section.requested')}>
          <time dateTime={approval.requestedAt}>{when(approval.requestedAt)}</time>
        </ApprovalFact>
        {approval.decidedAt ? (
          <ApprovalFact label={t('section.decided')}>
            <time dateTime={approval.decidedAt}>{when(approval.decidedAt)}</time>
          </ApprovalFact>
        ) : (
          waiting && (
            <ApprovalFact label={t('section.expires')}>
              <time dateTime={approval.expiresAt}>{when(approval.expiresAt)}</time>
            </ApprovalFact>
          )
        )}
      </dl>
      {waiting && (
        <div className="mt-5 border-t border-slate-100 pt-5">
          <DecisionFormFor
            language={language}
            orderId={order.id}
            orderNo={order.orderNo}
            approval={approval}
            refresh
            t={t}
          />
          {approval.isBuyer && (
            <WithdrawForm
              lang={language}
              orderId={order.id}
              version={approval.version}
              texts={{
                button: t('withdraw.button'),
                help: t('withdraw.help'),
                confirmTitle: t('withdraw.confirmTitle'),
                confirmText: t('withdraw.confirmText', { orderNo: order.orderNo }),
                confirm: t('withdraw.confirm'),
                keep: t('withdraw.keep'),
                busy: t('withdraw.busy'),
              }}
            />
          )}
        </div>
      )}
      <h3 className="mt-6 text-base font-bold text-slate-900">{t('section.log')}</h3>
      <DecisionLog log={log} when={when} t={t} />
    </section>
  );
}

function DecisionLog({
  log,
  when,
  t,
}: {
  log: readonly ApprovalLogStep[] | null;
  when: (moment: string) => string;
  t: ApprovalsT;
}) {
  if (log === null)
    return (
      <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
        {t('section.logFailed')}
      </p>
    );
  if (log.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('section.logEmpty')}</p>;
  return (
    <ol className="mt-2 grid gap-3 border-l-2 border-slate-200 pl-4" data-testid="approval-log">
      {log.map((step) => (
        <li key={`${step.at}-${step.step}-${step.approvalVersion}`} className="text-sm" data-step={step.step}>
          <p className="font-semibold text-slate-900">
            {t(`step.${step.step}`)}
            {step.actor && (
              <span className="font-normal text-slate-700">
                {' '}
                {t('section.by', { name: step.actor.name })}
              </span>
            )}
            {step.reason && (
              <span className="font-normal text-slate-700"> ({t(`reason.${step.reason}`)})</span>
            )}
          </p>
          <p className="text-slate-600">
            <time dateTime={step.at}>{when(step.at)}</time> ·{' '}
            {t('section.version', { version: step.approvalVersion })}
          </p>
          {step.message && (
            <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 px-3 py-2 text-slate-800">
              {step.message}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
