import {
  type BuyerStatusTone,
  type BuyerStatusView,
  buyerOrderStatus,
  type OrderCodes,
} from '@workwear/domain';
import { buyerStatusKey, statusDetailKey } from './orderLabels';
import type { OrdersT } from './orderTexts';

const TONES: Readonly<Record<BuyerStatusTone, string>> = {
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  attention: 'bg-amber-50 text-amber-900 ring-amber-300',
  stopped: 'bg-slate-100 text-slate-800 ring-slate-300',
  progress: 'bg-sky-50 text-sky-900 ring-sky-200',
};

/** A status as a badge in its tone (the text says it; the colour only helps the eye). */
export function StatusBadge({ tone, children }: { tone: BuyerStatusTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * The order's one status for its buyer (domain buyerOrderStatus from the order, payment and line
 * codes), with its details beside it: how many lines are delivered, waiting or declined.
 */
export function OrderStatus({
  codes,
  t,
  layout = 'stacked',
}: {
  codes: OrderCodes;
  t: OrdersT;
  /** stacked: the details under the badge (tables, cards); inline: beside it (the order page). */
  layout?: 'stacked' | 'inline';
}) {
  const view: BuyerStatusView = buyerOrderStatus(codes);
  return (
    <span
      className={layout === 'inline' ? 'inline-flex flex-wrap items-center gap-x-3 gap-y-1' : 'block'}
      data-testid="buyer-status"
      data-status={view.status}
    >
      <StatusBadge tone={view.tone}>{t(buyerStatusKey(view.status))}</StatusBadge>
      {view.details.map((detail) => (
        <span
          key={detail.kind}
          className={`text-xs text-slate-600 ${layout === 'inline' ? '' : 'mt-1 block'}`}
          data-testid="status-detail"
        >
          {t(statusDetailKey(detail), {
            count: detail.count,
            total: detail.kind === 'linesDelivered' ? detail.total : 0,
          })}
        </span>
      ))}
    </span>
  );
}
