'use client';

import type { OrderSummary } from '@workwear/contracts';
import type { CurrencyFormat, TaxName } from '@workwear/domain';
import type { OrderSummaryTexts } from '@/features/orders/client';
import { OrderSummaryView } from '@/features/orders/client';

export type SummaryState =
  | { readonly status: 'ready'; readonly summary: OrderSummary }
  | { readonly status: 'updating'; readonly summary: OrderSummary | null }
  | { readonly status: 'failed'; readonly summary: OrderSummary | null; readonly message: string | null };

export type SummaryPanelTexts = {
  title: string;
  updating: string;
  failed: string;
  deliveryLater: string;
  pricesHidden: string;
};

/**
 * The live order summary beside the delivery step: what send would charge now (POST orders/summary),
 * updated when the delivery method or, in the US and Canada, the address changes. While it updates
 * the last answer stays (marked busy, the status line says so: dimming it would fail text contrast);
 * a refusal (out of stock, say) shows its message here already.
 */
export function SummaryPanel({
  state,
  deliveryChosen,
  showPrices,
  currency,
  tax,
  texts,
  summaryTexts,
}: {
  state: SummaryState;
  deliveryChosen: boolean;
  showPrices: boolean;
  currency: CurrencyFormat;
  tax: TaxName;
  texts: SummaryPanelTexts;
  summaryTexts: OrderSummaryTexts;
}) {
  const updating = state.status === 'updating';
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      data-testid="checkout-summary"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-4"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-bold text-slate-900">
        {texts.title}
      </h2>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {updating ? texts.updating : ''}
      </p>
      {state.status === 'failed' && (
        <p
          role="alert"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          {state.message ?? texts.failed}
        </p>
      )}
      {state.summary && (
        <div aria-busy={updating || undefined}>
          {showPrices ? (
            <OrderSummaryView
              summary={state.summary}
              currency={currency}
              tax={tax}
              texts={summaryTexts}
              compact
            />
          ) : (
            <p className="text-sm text-slate-600">{texts.pricesHidden}</p>
          )}
        </div>
      )}
      {!deliveryChosen && showPrices && <p className="text-xs text-slate-600">{texts.deliveryLater}</p>}
    </aside>
  );
}
